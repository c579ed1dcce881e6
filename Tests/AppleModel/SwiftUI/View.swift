// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of SwiftUI's view protocol and result builder, for type-checking only (see README.md).
// Each declaration cites the character offset where it starts in SwiftUICore.swiftinterface of the
// iOS 18.0 SDK (the copy and commit are named in Presentation+Focus.swift).
@_exported import Foundation
@_exported import Observation

// SwiftUICore.swiftinterface @600638: `@_typeEraser(AnyView) @preconcurrency
// @_Concurrency.MainActor public protocol View`, with `associatedtype Body : SwiftUICore.View`
// @601164 and `@SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body:
// Self.Body { get }` @601205. (`AnyView` is not modelled, nor the `_makeView` requirements.)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUICore.swiftinterface @700432: `@available(iOS 13.0, …)` `extension Swift.Never :
// SwiftUICore.View` (the body of primitive views).
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUICore.swiftinterface @215611: `@_functionBuilder public struct ViewBuilder`. Written
// `@resultBuilder` here, the same attribute under its current name: Swift 6.3 accepts
// `@_functionBuilder` only with the warning "'@_functionBuilder' has been renamed to
// '@resultBuilder'", an error under -warnings-as-errors.
@resultBuilder public struct ViewBuilder {
  // @215659 `@_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content)
  // -> Content where Content : SwiftUICore.View`
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // @215815 `@_alwaysEmitIntoClient public static func buildBlock() -> SwiftUICore.EmptyView`
  public static func buildBlock() -> EmptyView { EmptyView() }
  // @215925 `@_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) ->
  // Content where Content : SwiftUICore.View`
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // @216118, inside `#if compiler(>=5.3) && $ParameterPacks` (@216077), the only multi-child form:
  // `@_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_
  // content: repeat each Content) -> SwiftUICore.TupleView<(repeat each Content)> where repeat each
  // Content : SwiftUICore.View`
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
}

// @216391 `@available(*, unavailable) extension SwiftUICore.ViewBuilder : Swift.Sendable`
@available(*, unavailable)
extension ViewBuilder: Sendable {}

// SwiftUICore.swiftinterface @216473: `@available(iOS 13.0, …)` `extension
// SwiftUICore.ViewBuilder`. (`buildLimitedAvailability` @217821, whose result is `AnyView`, is not
// modelled.)
extension ViewBuilder {
  // @216783 `@_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) ->
  // Content? where Content : SwiftUICore.View`
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // @216934 `@_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first:
  // TrueContent) -> SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent :
  // SwiftUICore.View, FalseContent : SwiftUICore.View`
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  // @217221 the same with `(second: FalseContent)`
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// (No `ContentBuilder`: the `typealias ContentBuilder = ViewBuilder` of Apple's current pages,
// developer.apple.com/documentation/swiftui/contentbuilder, is after iOS 18.0 and after the Xcode 26
// floor — the ViewBuilder page says to use it "when you build in Xcode 27 and later".)

// SwiftUICore.swiftinterface @122611: `@frozen @_Concurrency.MainActor @preconcurrency public
// struct TupleView<T> : SwiftUICore.View`, with `@_Concurrency.MainActor @preconcurrency public
// var value: T` @122709 and `@inlinable nonisolated public init(_ value: T)` @122771.
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
  public var value: T
  nonisolated public init(_ value: T) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @123444 `@available(*, unavailable) extension SwiftUICore.TupleView : Swift.Sendable`
@available(*, unavailable)
extension TupleView: Sendable {}

// SwiftUICore.swiftinterface @735128: `@frozen public struct _ConditionalContent<TrueContent,
// FalseContent>` (its storage is not modelled).
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

// @735494 `@available(*, unavailable) extension SwiftUICore._ConditionalContent : Swift.Sendable`
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// @736544 `extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent :
// SwiftUICore.View, FalseContent : SwiftUICore.View` (with `public typealias Body = Swift.Never`).
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUICore.swiftinterface @611253: `@frozen @_Concurrency.MainActor @preconcurrency public
// struct EmptyView : SwiftUICore.View`, with `@inlinable nonisolated public init() {}` @611348.
// (No `Sendable` line: as a global-actor-isolated @frozen struct it is implicitly `Sendable`, here
// too.)
@frozen @MainActor @preconcurrency public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUICore.swiftinterface @670177, inside `#if compiler(>=5.3) && $NoncopyableGenerics`
// (@669861): `extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View`.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// What the model's modifiers return (the SDK returns `some View` of its own types, such as
/// `ModifiedContent`, whose `Sendable` conformance is unavailable).
nonisolated public struct _ModelView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension _ModelView: Sendable {}
