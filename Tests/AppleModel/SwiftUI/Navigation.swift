// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's navigation stack, for type-checking only (see README.md).

// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
  // https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack
// `nonisolated struct NavigationStack<Data, Root> where Root : View`
// SwiftUI.swiftinterface @782828 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) { fatalError() }
}

extension NavigationStack {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  // `nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root) where Data : MutableCollection,
  // Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    fatalError()
  }
}
