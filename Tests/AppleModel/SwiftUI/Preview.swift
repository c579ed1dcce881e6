// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's `#Preview` macro for a view, for type-checking only (see README.md,
// "`#Preview`"). Transcribed from SwiftUI.swiftinterface of the iOS 18.0 SDK (the copy and commit
// are named in Presentation+Focus.swift), cited by the character offset where its line starts.
// The macro is SwiftUI's own declaration, not DeveloperToolsSupport's: DeveloperToolsSupport
// declares the `Preview` struct, `PreviewTrait` and the body builders but no macro, and SwiftUI
// re-exports it (`@_exported import DeveloperToolsSupport`). The other forms (the `traits:` one
// @965982, the `@Previewable` macro after this one) are not modelled: our previews do not use
// them. Of those types, the model's DeveloperToolsSupport module has the ones UIKit's `#Preview`
// names (UIKit/Preview.swift), and only UIKit re-exports it here.
//
// The implementation the SDK names, `PreviewsMacros.SwiftUIView`, ships with Xcode. Here it is our
// own plugin, Tests/AppleModel/PreviewsMacros, which `.ci/apple-typecheck` builds and loads: its
// expansion only puts the body where the compiler type-checks it.

// SwiftUI.swiftinterface @966471: `#if compiler(>=5.3) && $Macros && $FreestandingMacros`, then
// @966525: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`
// `@freestanding(declaration) public macro Preview(_ name: Swift.String? = nil,`
// `@SwiftUICore.ViewBuilder body: @escaping @_Concurrency.MainActor () -> any SwiftUICore.View) =`
// `#externalMacro(module: "PreviewsMacros", type: "SwiftUIView")`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
