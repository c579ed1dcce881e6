// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of the SwiftUI view modifiers the adapters and screens use, for type-checking only (see
// README.md). All are `nonisolated`, as in SwiftUI.swiftinterface / SwiftUICore.swiftinterface of
// the iOS 18.0 SDK (`nonisolated public func …` in `extension SwiftUICore.View`), cited by the
// character offset where each starts (the copy and commit are named in Presentation+Focus.swift).

extension View {
  // SwiftUI.swiftinterface @945655 `@available(iOS 14.0, …)` `extension SwiftUICore.View`: @945746
  // `nonisolated public func navigationTitle(_ title: SwiftUICore.Text)`, @945843 `nonisolated
  // public func navigationTitle(_ titleKey: SwiftUICore.LocalizedStringKey)` and @945957
  // `@_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) where S :
  // Swift.StringProtocol`, each `-> some SwiftUICore.View`.
  nonisolated public func navigationTitle(_ title: Text) -> some View { _ModelView() }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModelView() }
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModelView() }

  // SwiftUICore.swiftinterface @482842 `@available(iOS 13.0, …)` `extension SwiftUICore.View`:
  // @483145 `@inlinable nonisolated public func onAppear(perform action: (() -> Swift.Void)? = nil)
  // -> some SwiftUICore.View` and @483366 the same `onDisappear(perform:)`, which issue 51's undo fix
  // uses.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModelView() }

  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModelView() }

  // SwiftUI.swiftinterface (iOS 18.0) @419978: `nonisolated public func onSubmit(of triggers:
  // SwiftUI.SubmitTriggers = .text, _ action: @escaping (() -> Swift.Void)) -> some SwiftUICore.View`
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void))
    -> some View
  { _ModelView() }

  // SwiftUICore.swiftinterface (iOS 18.0) @598254 `extension SwiftUICore.View` (iOS 17; character
  // offsets, see Presentation+Focus.swift), its two forms: @598557 `nonisolated public func
  // onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _
  // newValue: V) -> Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable`, and @598757
  // the same with `_ action: @escaping () -> Swift.Void`.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _ModelView() }
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { _ModelView() }

  // SwiftUICore.swiftinterface @8525 (in the `extension SwiftUICore.View` @8494, iOS 13):
  // `@inlinable nonisolated public func disabled(_ disabled: Swift.Bool) -> some SwiftUICore.View`
  nonisolated public func disabled(_ disabled: Bool) -> some View { _ModelView() }

  // SwiftUICore.swiftinterface (iOS 18.0) @120863, `extension SwiftUICore.View`: @121166
  // `padding(_ insets: SwiftUICore.EdgeInsets)`, @121337 `padding(_ edges: SwiftUICore.Edge.Set =
  // .all, _ length: CoreFoundation.CGFloat? = nil)`, @121624 `padding(_ length:
  // CoreFoundation.CGFloat)`, each `@inlinable nonisolated public func … -> some SwiftUICore.View`.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { _ModelView() }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _ModelView()
  }
  nonisolated public func padding(_ length: CGFloat) -> some View { _ModelView() }

  // SwiftUICore.swiftinterface @741540: `@inlinable nonisolated public func font(_ font:
  // SwiftUICore.Font?) -> some SwiftUICore.View`
  nonisolated public func font(_ font: Font?) -> some View { _ModelView() }

  // SwiftUI.swiftinterface @405599 `@available(iOS 13.0, …)` `extension SwiftUICore.View`: @405691
  // `nonisolated public func sheet<Item, Content>(item: SwiftUICore.Binding<Item?>, onDismiss: (() ->
  // Swift.Void)? = nil, @SwiftUICore.ViewBuilder content: @escaping (Item) -> Content) -> some
  // SwiftUICore.View where Item : Swift.Identifiable, Content : SwiftUICore.View`
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModelView() }

  // @405961 `nonisolated public func sheet<Content>(isPresented: SwiftUICore.Binding<Swift.Bool>,
  // onDismiss: (() -> Swift.Void)? = nil, @SwiftUICore.ViewBuilder content: @escaping () -> Content)
  // -> some SwiftUICore.View where Content : SwiftUICore.View`
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModelView() }

  // SwiftUI.swiftinterface @264752 `@available(iOS 15.0, …)` `extension SwiftUICore.View` (its form
  // without an id, @264843, is in Presentation+Focus.swift): @265119 `@inlinable nonisolated public
  // func task<T>(id value: T, priority: _Concurrency.TaskPriority = .userInitiated,
  // @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some
  // SwiftUICore.View where T : Swift.Equatable`. The action runs on the actor of the code that
  // wrote it (the main actor in a view's body). The Xcode 26 SDK has it unchanged; its
  // `task(id:name:executorPreference:priority:file:line:_:)` forms are iOS 26.4
  // (developer.apple.com/documentation/swiftui/view/task(id:name:executorpreference:priority:file:line:_:)),
  // above the floor, and not modelled.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { _ModelView() }

  // The Xcode 26 SDK's, as issue 51 read it in the 26.2 SDK's SwiftUI.swiftinterface:
  // `nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async
  // -> Swift.Void) -> some SwiftUICore.View` (the page,
  // developer.apple.com/documentation/swiftui/view/refreshable(action:), omits the attribute).
  nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
    -> some View
  {
    _ModelView()
  }

  // SwiftUI.swiftinterface @86931 `@available(iOS 16.0, …)` `extension SwiftUICore.View`, its @87022
  // `nonisolated public func navigationDestination<D, C>(for data: D.Type, @SwiftUICore.ViewBuilder
  // destination: @escaping (D) -> C) -> some SwiftUICore.View where D : Swift.Hashable, C :
  // SwiftUICore.View`
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModelView() }

  // SwiftUI.swiftinterface @564505 `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
  // `extension SwiftUICore.View`: @564596 `nonisolated public func alert<A, M, T>(_ titleKey:
  // SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>, presenting data:
  // T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message: (T) -> M) ->
  // some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`, and @564913 the
  // `@_disfavoredOverload` `alert<S, A, M, T>(_ title: S, …) where S : Swift.StringProtocol, …`
  // (the `Text` form, @565248, is not modelled).
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }

  // SwiftUI.swiftinterface @893674 `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
  // `extension SwiftUICore.View`: @893765 `nonisolated public func
  // confirmationDialog<A, M, T>(_ titleKey: SwiftUICore.LocalizedStringKey, isPresented:
  // SwiftUICore.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic, presenting
  // data: T?, @SwiftUICore.ViewBuilder actions: (T) -> A, @SwiftUICore.ViewBuilder message: (T) ->
  // M) -> some SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`, and @894145 the
  // `@_disfavoredOverload` `confirmationDialog<S, A, M, T>(_ title: S, …) where S :
  // Swift.StringProtocol, …` (the `Text` form, @894543, is not modelled; the extensions before it,
  // from 890545, hold the forms without `presenting:` or without `message:`).
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }
}
