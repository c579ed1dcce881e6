// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of UIKit's `#Preview` macro, for a view and for a view controller, for type-checking only
// (see README.md, "`#Preview`"). Transcribed from UIKit.swiftinterface of the iOS 18.0 SDK (the copy
// and commit are named in UIKit.swift), cited by the character offset where its line starts. The
// types its parameters name are DeveloperToolsSupport's, which UIKit re-exports: the model's
// DeveloperToolsSupport module (DeveloperToolsSupport/DeveloperToolsSupport.swift). Not modelled:
// the `DeveloperToolsSupport.Preview` initializers UIKit adds beside the macros (@115745), which a
// preview does not call.
//
// Both forms name the same implementation, `PreviewsMacros.KitViewMacro`, which ships with Xcode.
// Here it is our own plugin, Tests/AppleModel/PreviewsMacros, which `.ci/apple-typecheck` builds and
// loads: its expansion only puts the body where the compiler type-checks it.

// UIKit.swiftinterface @619: `@_exported import DeveloperToolsSupport`.
@_exported import DeveloperToolsSupport

// UIKit.swiftinterface @116266: `#if compiler(>=5.3) && $Macros && $FreestandingMacros`, then
// @116320: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)`
// @116367: `@freestanding(declaration) public macro Preview(_ name: Swift.String? = nil, traits:
// DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>...,
// @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIView> body: @escaping @_Concurrency.MainActor ()
// -> UIView) = #externalMacro(module: "PreviewsMacros", type: "KitViewMacro")`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>...,
  @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PreviewsMacros", type: "KitViewMacro")

// UIKit.swiftinterface @116714: `#if compiler(>=5.3) && $Macros && $FreestandingMacros`, then
// @116768: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)`
// @116815: `@freestanding(declaration) public macro Preview(_ name: Swift.String? = nil, traits:
// DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>...,
// @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIViewController> body: @escaping
// @_Concurrency.MainActor () -> UIViewController) = #externalMacro(module: "PreviewsMacros", type:
// "KitViewMacro")`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>...,
  @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIViewController> body:
    @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewsMacros", type: "KitViewMacro")
