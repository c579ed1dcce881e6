// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of SwiftUI's view protocol and result builder, for type-checking only (see README.md).
@_exported import Foundation
@_exported import Observation

// https://developer.apple.com/documentation/swiftui/view
// `@MainActor @preconcurrency protocol View`; body: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/view (Never: View, for primitive views)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
// (the current SDK's pages write its attribute `@ContentBuilder`; `ContentBuilder` below is the same builder)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// The current SDK's name of the view builder attribute.
public typealias ContentBuilder = ViewBuilder

// https://developer.apple.com/documentation/swiftui/tupleview
// SwiftUICore.swiftinterface @122611 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct TupleView<T>: View {
  public var value: T
  nonisolated public init(_ value: T) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
// SwiftUICore.swiftinterface @611253 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view (Optional: View where Wrapped: View)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// What the model's modifiers return (the SDK returns `some View` of its own types).
nonisolated public struct _ModelView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
