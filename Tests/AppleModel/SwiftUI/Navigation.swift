// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's navigation stack, for type-checking only (see README.md). Each declaration
// cites the character offset where it starts in SwiftUI.swiftinterface of the iOS 18.0 SDK (the
// copy and commit are named in Presentation+Focus.swift).

// SwiftUI.swiftinterface @318845: `@available(iOS 16.0, …)` `public struct NavigationPath` (its
// `count`, `append` and `removeLast` are not modelled).
public struct NavigationPath {
  // @319111 `public init()`
  public init() {}
}

// @319839 `@available(*, unavailable) extension SwiftUI.NavigationPath : Swift.Sendable`
@available(*, unavailable)
extension NavigationPath: Sendable {}

// @320023 `@available(iOS 16.0, …)` `extension SwiftUI.NavigationPath : Swift.Equatable`
extension NavigationPath: Equatable {
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

// SwiftUI.swiftinterface @782768: `@available(iOS 16.0, …)` `@_Concurrency.MainActor
// @preconcurrency public struct NavigationStack<Data, Root> : SwiftUICore.View where Root :
// SwiftUICore.View` (@782828), its initializers declared in the struct.
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @783737 `@available(*, unavailable) extension SwiftUI.NavigationStack : Swift.Sendable`
@available(*, unavailable)
extension NavigationStack: Sendable {}

extension NavigationStack where Data == NavigationPath {
  // @782963 `nonisolated public init(@SwiftUICore.ViewBuilder root: () -> Root) where Data ==
  // SwiftUI.NavigationPath`
  nonisolated public init(@ViewBuilder root: () -> Root) { fatalError() }
  // @783069 `nonisolated public init(path: SwiftUICore.Binding<SwiftUI.NavigationPath>,
  // @SwiftUICore.ViewBuilder root: () -> Root) where Data == SwiftUI.NavigationPath`
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { fatalError() }
}

extension NavigationStack {
  // @783226 `nonisolated public init(path: SwiftUICore.Binding<Data>, @SwiftUICore.ViewBuilder root:
  // () -> Root) where Data : Swift.MutableCollection, Data : Swift.RandomAccessCollection, Data :
  // Swift.RangeReplaceableCollection, Data.Element : Swift.Hashable`
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    fatalError()
  }
}
