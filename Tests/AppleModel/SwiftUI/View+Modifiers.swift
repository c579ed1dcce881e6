// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of the SwiftUI view modifiers the adapters and screens use, for type-checking only (see
// README.md). All are `nonisolated` in the current SDK.

extension View {
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u (`func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  nonisolated public func onSubmit(_ action: @escaping () -> Void) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  // (`nonisolated func onChange<V>(of value: V, initial: Bool = false,
  // _ action: @escaping () -> Void) -> some View where V : Equatable`)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat? = nil) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModelView() }

  #if MVI_SDK_2024
    // Xcode 16.0's SDK: `func task<T>(id value: T, priority: TaskPriority = .userInitiated,
    // _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
    // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    nonisolated public func task<T: Equatable>(
      id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { _ModelView() }
  #else
    // https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:)
    // `nonisolated func task<T>(id: T, name: String? = nil, priority: TaskPriority = .userInitiated,
    // file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void)
    // -> some View where T : Equatable`
    nonisolated public func task<T: Equatable>(
      id: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
      line: Int = #line,
      _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModelView() }
  #endif

  // https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  // `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _ModelView()
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }

  // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-5ul9q
  // (the `S : StringProtocol` overload of the page above)
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModelView() }
}
