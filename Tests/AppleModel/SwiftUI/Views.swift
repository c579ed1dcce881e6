// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of the SwiftUI views the screens use, for type-checking only (see README.md). Their
// initializers are `nonisolated`, as the current SDK's pages give them.

// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Equatable, Sendable {
  // SwiftUICore.swiftinterface (iOS 18.0): `public init(_ key: SwiftUICore.LocalizedStringKey,
  // tableName: Swift.String? = nil, bundle: Foundation.Bundle? = nil, comment: Swift.StaticString? =
  // nil)`: a literal (interpolated or not) picks this one; a `String` value the one below.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) { fatalError() }
  // SwiftUICore.swiftinterface (iOS 18.0): `@_disfavoredOverload public init<S>(_ content: S) where
  // S : Swift.StringProtocol`
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/title
  public static let title = Font()
  // https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
  // https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font()
}

// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()
  // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole()
}

// https://developer.apple.com/documentation/swiftui/button
// SwiftUI.swiftinterface @1143970 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct Button<Label: View>: View {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // SwiftUI.swiftinterface (iOS 18.0), `extension SwiftUI.Button where Label == SwiftUICore.Text`:
  // `@preconcurrency nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey, action:
  // @escaping @MainActor () -> Swift.Void)` and `@_disfavoredOverload` the `S : StringProtocol` one.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    fatalError()
  }
  @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) { fatalError() }
  // The same extension (iOS 15): `init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action:)`
  // and `@_disfavoredOverload init<S>(_ title: S, role: ButtonRole?, action:) where S : StringProtocol`.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }
  @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/vstack
// SwiftUICore.swiftinterface @59173 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack
// SwiftUICore.swiftinterface @247885 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct HStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scrollview
// SwiftUI.swiftinterface @775242 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Sendable {
  // https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  // https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:)
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/lazyvgrid
// SwiftUI.swiftinterface @1179427 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct LazyVGrid<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/list
// SwiftUI.swiftinterface @348261 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-7vpgz
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/form
// SwiftUI.swiftinterface @707765 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct Form<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/section
nonisolated public struct Section<Parent, Content, Footer>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/progressview
// SwiftUI.swiftinterface @203690 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
  // SwiftUI.swiftinterface (iOS 18.0), `extension SwiftUI.ProgressView where CurrentValueLabel ==
  // SwiftUICore.EmptyView`: `nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey)`
  // and `@_disfavoredOverload nonisolated public init<S>(_ title: S) where S : Swift.StringProtocol`.
  nonisolated public init(_ titleKey: LocalizedStringKey) { fatalError() }
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/textfield
// SwiftUI.swiftinterface @271697 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  // SwiftUI.swiftinterface (iOS 18.0), `extension SwiftUI.TextField where Label ==
  // SwiftUICore.Text`: `nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey, text:
  // SwiftUICore.Binding<Swift.String>)` and `@_disfavoredOverload nonisolated public init<S>(_ title:
  // S, text: SwiftUICore.Binding<Swift.String>) where S : Swift.StringProtocol`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    fatalError()
  }
}

// https://developer.apple.com/documentation/swiftui/asyncimage
// SwiftUI.swiftinterface @764979 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct AsyncImage<Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension AsyncImage where Content == _ModelView {
  // https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:)
  nonisolated public init(url: URL?, scale: CGFloat = 1) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}
