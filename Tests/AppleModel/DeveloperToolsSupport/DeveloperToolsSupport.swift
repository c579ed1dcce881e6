// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of the DeveloperToolsSupport types that UIKit's `#Preview` names in its parameters, for
// type-checking only (see README.md, "`#Preview`"). UIKit re-exports the module, as the SDK's UIKit
// does (UIKit/Preview.swift). Transcribed from the iOS 18.0 SDK's DeveloperToolsSupport.swiftinterface
// in github.com/xybp888/iOS-SDKs (commit 88fdca9de873),
// iPhoneOS18.0.sdk/System/Library/Frameworks/DeveloperToolsSupport.framework/Modules/DeveloperToolsSupport.swiftmodule/arm64-apple-ios.swiftinterface
// (10,753 characters), each declaration cited by the character offset where its first line starts
// (`read_file`'s offset; for an indented member, its first non-space character).
//
// Not modelled, as our previews use none of them: the traits' values (`.portrait`,
// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, …), `PreviewRegistry` (what Xcode's
// expansion registers a preview with), `PreviewBodyBuilder`, `PreviewLayout`, the resources and the
// library items. The module itself declares no macro: SwiftUI's and UIKit's `#Preview` are theirs.

// @6306: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)`
// `@_functionBuilder public struct PreviewMacroBodyBuilder<Content>`: `@resultBuilder` here, the
// same attribute under its current name (README.md: Swift 6.3 warns on the old one).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@resultBuilder public struct PreviewMacroBodyBuilder<Content> {
  // @6450 `public static func buildBlock(_: Content) -> Content`
  public static func buildBlock(_: Content) -> Content { fatalError() }
  // @6505 `@available(*, unavailable, message: "This builder requires exactly one content
  // expression")` @6599 `public static func buildBlock(_: Content...) -> Content`
  @available(*, unavailable, message: "This builder requires exactly one content expression")
  public static func buildBlock(_: Content...) -> Content { fatalError() }
  // @6657, @6811, @6966, @7122: `@available(*, unavailable, message: "This builder does not support
  // control flow statements")` over each of @6752 `public static func buildOptional(_: Content?) ->
  // Content`, @6906 `buildEither(first: Content) -> Content`, @7061 `buildEither(second: Content)
  // -> Content` and @7217 `buildLimitedAvailability(_: Content) -> Content`.
  @available(*, unavailable, message: "This builder does not support control flow statements")
  public static func buildOptional(_: Content?) -> Content { fatalError() }
  @available(*, unavailable, message: "This builder does not support control flow statements")
  public static func buildEither(first: Content) -> Content { fatalError() }
  @available(*, unavailable, message: "This builder does not support control flow statements")
  public static func buildEither(second: Content) -> Content { fatalError() }
  @available(*, unavailable, message: "This builder does not support control flow statements")
  public static func buildLimitedAvailability(_: Content) -> Content { fatalError() }
}

// @7286 `@available(*, unavailable) extension DeveloperToolsSupport.PreviewMacroBodyBuilder :
// Swift.Sendable`
@available(*, unavailable)
extension PreviewMacroBodyBuilder: Sendable {}

// @7390: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)` `@_Concurrency.MainActor
// public struct Preview {` (no public member here: UIKit's initializers are not modelled).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct Preview {}

// @7501: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)` `extension
// DeveloperToolsSupport.Preview {`, and in it @7606 the same `@available` over `public enum
// ViewTraits {`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Preview {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public enum ViewTraits {}
}

// @9444: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)` `@_Concurrency.MainActor
// public struct PreviewTrait<T> {`, and in it @9563 `@available(iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0, *)` `@_Concurrency.MainActor public init(_ traits:
// DeveloperToolsSupport.PreviewTrait<T>...)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct PreviewTrait<T> {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @MainActor public init(_ traits: PreviewTrait<T>...) { fatalError() }
}

// @10506 and @10627: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)` `extension
// DeveloperToolsSupport.Preview : Swift.Sendable {}`, and the same for `PreviewTrait`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Preview: Sendable {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait: Sendable {}
