// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's focus, scene phase, animation and transaction, presentations, value links
// and `Bindable`, for type-checking only (see README.md). Each declaration is transcribed from the
// iOS 18.0 SDK's interface files in github.com/xybp888/iOS-SDKs (commit 88fdca9de873), cited by
// the character offset where its first line starts (`read_file`'s offset; the tools this was
// read with give no line numbers): `SwiftUI.swiftinterface` is
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface,
// `SwiftUICore.swiftinterface` the same path under SwiftUICore.framework.

// SwiftUI.swiftinterface @461010: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
// `@frozen @propertyWrapper public struct FocusState<Value> : SwiftUICore.DynamicProperty where
// Value : Swift.Hashable` (DynamicProperty is not modelled).
@frozen @propertyWrapper public struct FocusState<Value: Hashable> {
  // @461190 `@frozen @propertyWrapper public struct Binding`, its `wrappedValue` (get, nonmutating
  // set) @461296 and `projectedValue` @461371.
  // (No public initializer: one comes from `projectedValue`. The stored property stands for the
  // SDK's, so that no internal `init()` is synthesized.)
  @frozen @propertyWrapper public struct Binding {
    private let _model: Never
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
  // @461574 `wrappedValue` (get, nonmutating set), @461641 `projectedValue`.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  // @461912 `public init() where Value == Swift.Bool`
  public init() where Value == Bool { fatalError() }
  // @461954 `public init<T>() where Value == T?, T : Swift.Hashable`
  public init<T: Hashable>() where Value == T? { fatalError() }
}

// @462011 and @462088: `@available(*, unavailable) extension SwiftUI.FocusState : Swift.Sendable`
// and the same for `SwiftUI.FocusState.Binding` (without them, these @frozen structs would be
// implicitly `Sendable` here).
@available(*, unavailable)
extension FocusState: Sendable {}

@available(*, unavailable)
extension FocusState.Binding: Sendable {}

// SwiftUI.swiftinterface @462173: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
// `extension SwiftUICore.View`.
extension View {
  // @462264
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { _ModelView() }
  // @462429
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _ModelView() }
}

// SwiftUI.swiftinterface @291504: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`
// `public enum ScenePhase : Swift.Comparable` with `case background` @291610, `case inactive`,
// `case active`.
public enum ScenePhase: Comparable {
  case background
  case inactive
  case active
}

// SwiftUI.swiftinterface @292037: `extension SwiftUICore.EnvironmentValues`, its
// `public var scenePhase: SwiftUI.ScenePhase` (get, set) @292141.
extension EnvironmentValues {
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set { fatalError() }
  }
}

// SwiftUICore.swiftinterface @848226: `@frozen public struct Animation : Swift.Equatable,
// Swift.Sendable` (iOS 13); ``static let `default` `` @70355 in `extension SwiftUICore.Animation`.
@frozen public struct Animation: Equatable, Sendable {
  public static let `default` = Animation()
  private init() {}
}

// SwiftUICore.swiftinterface @765926: `public func withAnimation<Result>(_ animation:
// SwiftUICore.Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{ fatalError() }

// SwiftUICore.swiftinterface @271185: `@frozen public struct Transaction` with `@inlinable public
// init()` @271561; `public init(animation: SwiftUICore.Animation?)` @600182.
@frozen public struct Transaction {
  public init() {}
  public init(animation: Animation?) {}
}

// SwiftUICore.swiftinterface @271985: `@available(*, unavailable) extension SwiftUICore.Transaction
// : Swift.Sendable`.
@available(*, unavailable)
extension Transaction: Sendable {}

// SwiftUICore.swiftinterface @272067: `public func withTransaction<Result>(_ transaction:
// SwiftUICore.Transaction, _ body: () throws -> Result) rethrows -> Result`
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  fatalError()
}

// SwiftUI.swiftinterface @406206: `@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)`
// `@available(macOS, unavailable)` `extension SwiftUICore.View`.
@available(macOS, unavailable)
extension View {
  // @406316
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModelView() }
  // @406976
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModelView() }
}

// SwiftUICore.swiftinterface @62052: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable`
// with `case top, leading, bottom, trailing` @62386.
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
}

// SwiftUI.swiftinterface @661057: `public enum PopoverAttachmentAnchor` with `case
// rect(SwiftUICore.Anchor<CoreFoundation.CGRect>.Source)` and `case point(SwiftUICore.UnitPoint)`.
// `Anchor` and `UnitPoint` are modelled in shape only (not transcribed): our code names neither.
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}
public struct Anchor<Value> {
  public struct Source {
    public static var bounds: Source { fatalError() }
  }
}
public struct UnitPoint {}

// SwiftUI.swiftinterface @661346: `@available(iOS 13.0, macOS 10.15, *)` `@available(tvOS,
// unavailable)` `@available(watchOS, unavailable)` `extension SwiftUICore.View`.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  // @661477
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModelView() }
  // @662303
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModelView() }
}

// SwiftUI.swiftinterface @598771: `@_Concurrency.MainActor @preconcurrency public struct
// NavigationLink<Label, Destination> : SwiftUICore.View where Label : SwiftUICore.View,
// Destination : SwiftUICore.View`
@MainActor @preconcurrency public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError() }
}

// SwiftUI.swiftinterface @560887: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)`
// `extension SwiftUI.NavigationLink where Destination == Swift.Never`.
extension NavigationLink where Destination == Never {
  // @561017
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
  // @561127
  nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    fatalError()
  }
  // @561263
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    fatalError()
  }
  // @561417
  nonisolated public init<P: Codable & Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
  // @561569
  nonisolated public init<P: Codable & Hashable>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text {
    fatalError()
  }
  // @561747
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, P: Codable & Hashable>(_ title: S, value: P?)
  where Label == Text {
    fatalError()
  }
}

// SwiftUI.swiftinterface @87426: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`
// `extension SwiftUICore.View`.
extension View {
  // @87518
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModelView() }
}

// SwiftUI.swiftinterface @264752: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
// `extension SwiftUICore.View`, its form without an id @264843: `@inlinable nonisolated public func
// task(priority: _Concurrency.TaskPriority = .userInitiated, @_inheritActorContext _ action:
// @escaping @Sendable () async -> Swift.Void) -> some SwiftUICore.View` (the `id:` form, @265119,
// is in View+Modifiers.swift).
extension View {
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { _ModelView() }
}

// SwiftUICore.swiftinterface @550927: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0,
// *)` `@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>` @551199, with
// `public var wrappedValue: Value` @551271 and `projectedValue` @551304.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { fatalError() }
  // @551375 and @551515
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { fatalError() }
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(projectedValue: Bindable<Value>) { fatalError() }
}

// SwiftUICore.swiftinterface @551679: `extension SwiftUICore.Bindable where Value : AnyObject`,
// its subscript @552010.
extension Bindable where Value: AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    fatalError()
  }
}

// SwiftUICore.swiftinterface @552406: `extension SwiftUICore.Bindable where Value : AnyObject,
// Value : Observation.Observable`, `init(wrappedValue:)` @552769, `init(_:)` @552804,
// `init(projectedValue:)` @552841.
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { fatalError() }
  public init(_ wrappedValue: Value) { fatalError() }
  public init(projectedValue: Bindable<Value>) { fatalError() }
}

// SwiftUICore.swiftinterface @553397: `@available(iOS 17.0, …)` `extension SwiftUICore.Bindable :
// Swift.Sendable where Value : Swift.Sendable` (@553669).
extension Bindable: Sendable where Value: Sendable {}

// `Edge.Set`, `EdgeInsets` and `SubmitTriggers` (SwiftUICore / SwiftUI), in shape only (not
// transcribed): our code passes their defaults and names none of them.
extension Edge {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
  }
}
public struct EdgeInsets {}
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
}
