// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of the SwiftUI views the screens use, for type-checking only (see README.md). Each
// declaration cites the character offset where it starts in SwiftUI.swiftinterface or
// SwiftUICore.swiftinterface of the iOS 18.0 SDK (the copy and commit are named in
// Presentation+Focus.swift). The view structs are `@MainActor @preconcurrency` with `nonisolated`
// initializers, and their `Sendable` conformance is `@available(*, unavailable)` (a
// global-actor-isolated struct is otherwise implicitly `Sendable`).

// SwiftUICore.swiftinterface @812263: `@frozen public struct Text : Swift.Equatable,
// Swift.Sendable` (its storage is not modelled).
@frozen public struct Text: Equatable, Sendable {
  // @813358 `@inlinable public init(verbatim content: Swift.String)`
  public init(verbatim content: String) { fatalError() }
  // @813460 `@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol`
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
}

// SwiftUICore.swiftinterface @232430 `extension SwiftUICore.Text` (iOS 13), its @232461
// `@_semantics("swiftui.init_with_localization") public init(_ key:
// SwiftUICore.LocalizedStringKey, tableName: Swift.String? = nil, bundle: Foundation.Bundle? = nil,
// comment: Swift.StaticString? = nil)`: a literal (interpolated or not) picks it; a `String` value
// the `StringProtocol` one. (`Bundle` is Foundation's, which the model re-exports.)
extension Text {
  @_semantics("swiftui.init_with_localization")
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) { fatalError() }
}

// SwiftUICore.swiftinterface @264936: `extension SwiftUICore.Text : SwiftUICore.View` (with
// `public typealias Body = Swift.Never`).
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Text {
  // SwiftUICore.swiftinterface @576970, in an `extension SwiftUICore.Text`: `nonisolated public func
  // font(_ font: SwiftUICore.Font?) -> SwiftUICore.Text`
  nonisolated public func font(_ font: Font?) -> Text { fatalError() }
}

// SwiftUICore.swiftinterface @158169: `@frozen public struct Font : Swift.Hashable, Swift.Sendable`
// (its provider is not modelled).
@frozen public struct Font: Hashable, Sendable {}

// SwiftUICore.swiftinterface @541301 `extension SwiftUICore.Font`: `public static let title:
// SwiftUICore.Font` @541381, `headline` @541639, `caption` @541872.
extension Font {
  public static let title = Font()
  public static let headline = Font()
  public static let caption = Font()
}

// SwiftUI.swiftinterface @501410: `public struct ButtonRole : Swift.Equatable, Swift.Sendable`
// (iOS 15), with `public static let destructive: SwiftUI.ButtonRole` @501473 and `cancel` @501525.
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

// SwiftUI.swiftinterface @1143970: `@_Concurrency.MainActor @preconcurrency public struct
// Button<Label> : SwiftUICore.View where Label : SwiftUICore.View`.
@MainActor @preconcurrency public struct Button<Label: View>: View {
  // @1144092 `@preconcurrency nonisolated public init(action: @escaping @_Concurrency.MainActor () ->
  // Swift.Void, @SwiftUICore.ViewBuilder label: () -> Label)`
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @1144488 `@available(*, unavailable) extension SwiftUI.Button : Swift.Sendable`
@available(*, unavailable)
extension Button: Sendable {}

// SwiftUI.swiftinterface @1144561: `@available(iOS 13.0, …)` `extension SwiftUI.Button where Label
// == SwiftUICore.Text`.
extension Button where Label == Text {
  // @1144683 `@preconcurrency nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey,
  // action: @escaping @_Concurrency.MainActor () -> Swift.Void)`
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    fatalError()
  }
  // @1144829 `@preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action:
  // @escaping @_Concurrency.MainActor () -> Swift.Void) where S : Swift.StringProtocol`
  @preconcurrency @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// SwiftUI.swiftinterface @1146889: `@available(iOS 15.0, …)` `extension SwiftUI.Button where Label
// == SwiftUICore.Text`.
extension Button where Label == Text {
  // @1147010 `@preconcurrency nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey,
  // role: SwiftUI.ButtonRole?, action: @escaping @_Concurrency.MainActor () -> Swift.Void)`
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }
  // @1147183 `@preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role:
  // SwiftUI.ButtonRole?, action: @escaping @_Concurrency.MainActor () -> Swift.Void) where S :
  // Swift.StringProtocol`
  @preconcurrency @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// SwiftUICore.swiftinterface @748015: `public struct ForEach<Data, ID, Content> where Data :
// Swift.RandomAccessCollection, ID : Swift.Hashable`, with `public var data: Data` @748123 and
// `public var content: (Data.Element) -> Content`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

// @748195 `@available(*, unavailable) extension SwiftUICore.ForEach : Swift.Sendable`
@available(*, unavailable)
extension ForEach: Sendable {}

// @748545 `extension SwiftUICore.ForEach : SwiftUICore.View where Content : SwiftUICore.View`
// (with `public typealias Body = Swift.Never`).
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @749303 `extension SwiftUICore.ForEach where ID == Data.Element.ID, Content : SwiftUICore.View,
// Data.Element : Swift.Identifiable`, its @749428 `public init(_ data: Data,
// @SwiftUICore.ViewBuilder content: @escaping (Data.Element) -> Content)`.
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

// @749799 `extension SwiftUICore.ForEach where Content : SwiftUICore.View`, its @749866 `public
// init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUICore.ViewBuilder content:
// @escaping (Data.Element) -> Content)`.
extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
}

// SwiftUICore.swiftinterface @495878: `@frozen public struct HorizontalAlignment :
// Swift.Equatable`; `public static let leading` @498700 and `center` @498761 in its extension.
// @496912: `@frozen public struct VerticalAlignment : Swift.Equatable`; `center` @499254.
// @497938: `@frozen public struct Alignment : Swift.Equatable`; `center` @499815. `Sendable` is
// implicit for these @frozen structs, here as in the SDK, whose closing block of synthesized
// conformances prints it, each after `@available(iOS 13.0, …)` and four `@_originallyDefinedIn`
// lines: @950540 `extension SwiftUICore.HorizontalAlignment : Swift.Sendable {}` (from @950268),
// @951215 the same for `VerticalAlignment` (from @950943), @865429 for `Alignment` (from
// @865157). Their keys are not modelled.
@frozen public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

@frozen public struct VerticalAlignment: Equatable {
  public static let center = VerticalAlignment()
}

@frozen public struct Alignment: Equatable {
  public static let center = Alignment()
}

// SwiftUICore.swiftinterface @59173: `@frozen @_Concurrency.MainActor @preconcurrency public
// struct VStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`.
@frozen @MainActor @preconcurrency public struct VStack<Content: View>: View {
  // @59456 `@inlinable nonisolated public init(alignment: SwiftUICore.HorizontalAlignment = .center,
  // spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)`
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @60042 `@available(*, unavailable) extension SwiftUICore.VStack : Swift.Sendable`
@available(*, unavailable)
extension VStack: Sendable {}

// SwiftUICore.swiftinterface @247885: `@frozen @_Concurrency.MainActor @preconcurrency public
// struct HStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`.
@frozen @MainActor @preconcurrency public struct HStack<Content: View>: View {
  // @248168 the same as VStack's with `alignment: SwiftUICore.VerticalAlignment = .center`
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @248752 `@available(*, unavailable) extension SwiftUICore.HStack : Swift.Sendable`
@available(*, unavailable)
extension HStack: Sendable {}

// SwiftUI.swiftinterface @775242: `@_Concurrency.MainActor @preconcurrency public struct
// ScrollView<Content> : SwiftUICore.View where Content : SwiftUICore.View`. (Its `content`, `axes`
// and `showsIndicators` properties are not modelled.)
@MainActor @preconcurrency public struct ScrollView<Content: View>: View {
  // @775647, deprecated in iOS 100000.0 ("Use the ScrollView(_:content:) initializer and the
  // scrollIndicators(:_) modifier"), @776258 `nonisolated public init(_ axes: SwiftUICore.Axis.Set =
  // .vertical, showsIndicators: Swift.Bool = true, @SwiftUICore.ViewBuilder content: () -> Content)`
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @776667 `@available(*, unavailable) extension SwiftUI.ScrollView : Swift.Sendable`
@available(*, unavailable)
extension ScrollView: Sendable {}

// SwiftUI.swiftinterface @776744 `extension SwiftUI.ScrollView`, its @776777 `@available(iOS 13.0,
// …)` `@_alwaysEmitIntoClient nonisolated public init(_ axes: SwiftUICore.Axis.Set = .vertical,
// @SwiftUICore.ViewBuilder content: () -> Content)`.
extension ScrollView {
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
}

// `Axis.Set` (SwiftUICore), in shape only (not transcribed): our code passes its default.
public enum Axis {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

// SwiftUI.swiftinterface @1177989: `public struct GridItem : Swift.Sendable` (iOS 14).
public struct GridItem: Sendable {
  // @1178033 `public enum Size : Swift.Sendable` with `case fixed(_: CoreFoundation.CGFloat)`,
  // `case flexible(minimum: CoreFoundation.CGFloat = 10, maximum: CoreFoundation.CGFloat =
  // .infinity)`, `case adaptive(minimum: CoreFoundation.CGFloat, maximum: CoreFoundation.CGFloat =
  // .infinity)`.
  public enum Size: Sendable {
    case fixed(_: CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  // (`size`, `spacing` and `alignment` properties not modelled.) @1178448 `public init(_ size:
  // SwiftUI.GridItem.Size = .flexible(), spacing: CoreFoundation.CGFloat? = nil, alignment:
  // SwiftUICore.Alignment? = nil)`
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    fatalError()
  }
}

// SwiftUI.swiftinterface @1179427: `@_Concurrency.MainActor @preconcurrency public struct
// LazyVGrid<Content> : SwiftUICore.View where Content : SwiftUICore.View`.
@MainActor @preconcurrency public struct LazyVGrid<Content: View>: View {
  // @1179556 `nonisolated public init(columns: [SwiftUI.GridItem], alignment:
  // SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, pinnedViews:
  // SwiftUICore.PinnedScrollableViews = .init(), @SwiftUICore.ViewBuilder content: () -> Content)`
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @1180075 `@available(*, unavailable) extension SwiftUI.LazyVGrid : Swift.Sendable`
@available(*, unavailable)
extension LazyVGrid: Sendable {}

// `PinnedScrollableViews` (SwiftUICore), in shape only (not transcribed): our code passes its
// default.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// SwiftUI.swiftinterface @348261: `@_Concurrency.MainActor @preconcurrency public struct
// List<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable, Content :
// SwiftUICore.View` (its `selection:` initializers are not modelled).
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @349330 `@available(*, unavailable) extension SwiftUI.List : Swift.Sendable`
@available(*, unavailable)
extension List: Sendable {}

// SwiftUI.swiftinterface @361764: `@available(iOS 13.0, …)` `extension SwiftUI.List where
// SelectionValue == Swift.Never`.
extension List where SelectionValue == Never {
  // @361888 `nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content)`
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  // @361963 `@_alwaysEmitIntoClient nonisolated public init<Data, RowContent>(_ data: Data,
  // @SwiftUICore.ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content ==
  // SwiftUICore.ForEach<Data, Data.Element.ID, RowContent>, Data : Swift.RandomAccessCollection,
  // RowContent : SwiftUICore.View, Data.Element : Swift.Identifiable`
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
}

// SwiftUI.swiftinterface @707765: `@_Concurrency.MainActor @preconcurrency public struct
// Form<Content> : SwiftUICore.View where Content : SwiftUICore.View`.
@MainActor @preconcurrency public struct Form<Content: View>: View {
  // @707889 `nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content)`
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @708213 `@available(*, unavailable) extension SwiftUI.Form : Swift.Sendable`
@available(*, unavailable)
extension Form: Sendable {}

// SwiftUI.swiftinterface @590341: `public struct Section<Parent, Content, Footer>` (iOS 13).
public struct Section<Parent, Content, Footer> {}

// @590392 `@available(*, unavailable) extension SwiftUI.Section : Swift.Sendable`
@available(*, unavailable)
extension Section: Sendable {}

// @590527 `extension SwiftUI.Section : SwiftUICore.View where Parent : SwiftUICore.View, Content :
// SwiftUICore.View, Footer : SwiftUICore.View` (with `public typealias Body = Swift.Never`).
extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @592124 `extension SwiftUI.Section where Parent == SwiftUICore.EmptyView, Content :
// SwiftUICore.View, Footer == SwiftUICore.EmptyView`, its @592253 `public init(@SwiftUICore.ViewBuilder
// content: () -> Content)`.
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// SwiftUI.swiftinterface @203690: `@_Concurrency.MainActor @preconcurrency public struct
// ProgressView<Label, CurrentValueLabel> : SwiftUICore.View where Label : SwiftUICore.View,
// CurrentValueLabel : SwiftUICore.View` (iOS 14).
@MainActor @preconcurrency public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @204149 `@available(*, unavailable) extension SwiftUI.ProgressView : Swift.Sendable`
@available(*, unavailable)
extension ProgressView: Sendable {}

// SwiftUI.swiftinterface @204228: `@available(iOS 14.0, …)` `extension SwiftUI.ProgressView where
// CurrentValueLabel == SwiftUICore.EmptyView`.
extension ProgressView where CurrentValueLabel == EmptyView {
  // @204508 `nonisolated public init(_ titleKey: SwiftUICore.LocalizedStringKey) where Label ==
  // SwiftUICore.Text`
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
  // @204610 `@_disfavoredOverload nonisolated public init<S>(_ title: S) where Label ==
  // SwiftUICore.Text, S : Swift.StringProtocol`
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {
    fatalError()
  }
}

// SwiftUI.swiftinterface @271697: `@_Concurrency.MainActor @preconcurrency public struct
// TextField<Label> : SwiftUICore.View where Label : SwiftUICore.View`.
@MainActor @preconcurrency public struct TextField<Label: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @272074 `@available(*, unavailable) extension SwiftUI.TextField : Swift.Sendable`
@available(*, unavailable)
extension TextField: Sendable {}

// SwiftUI.swiftinterface @274753: `extension SwiftUI.TextField where Label == SwiftUICore.Text`.
extension TextField where Label == Text {
  // @274817 `@available(iOS 13.0, …)` `@_alwaysEmitIntoClient nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, text: SwiftUICore.Binding<Swift.String>)`
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
  // @275117 `@available(iOS 13.0, …)` `@_disfavoredOverload @_alwaysEmitIntoClient nonisolated
  // public init<S>(_ title: S, text: SwiftUICore.Binding<Swift.String>) where S :
  // Swift.StringProtocol`
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    fatalError()
  }
}

// SwiftUI.swiftinterface @764979: `@_Concurrency.MainActor @preconcurrency public struct
// AsyncImage<Content> : SwiftUICore.View where Content : SwiftUICore.View` (iOS 15).
@MainActor @preconcurrency public struct AsyncImage<Content: View>: View {
  // @765109 `nonisolated public init(url: Foundation.URL?, scale: CoreFoundation.CGFloat = 1) where
  // Content == SwiftUICore.Image`
  nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @766239 `@available(*, unavailable) extension SwiftUI.AsyncImage : Swift.Sendable`
@available(*, unavailable)
extension AsyncImage: Sendable {}

// SwiftUICore.swiftinterface @827072: `@frozen public struct Image : Swift.Equatable,
// Swift.Sendable` (its provider and initializers are not modelled), and @827553 `extension
// SwiftUICore.Image : SwiftUICore.View`.
@frozen public struct Image: Equatable, Sendable {}

extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SwiftUI.swiftinterface @300570: `@available(iOS 15.0, …)` `@frozen public enum Visibility :
// Swift.Hashable, Swift.CaseIterable` with `case automatic`, `case visible`, `case hidden`; its
// `extension SwiftUI.Visibility : Swift.Sendable {}` @1351863 (implicit for the @frozen enum, here
// too).
@frozen public enum Visibility: Hashable, CaseIterable {
  case automatic, visible, hidden
}
