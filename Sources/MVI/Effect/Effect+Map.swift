extension Effect {
  /// Transforms the actions and events of this effect, to embed a child feature's effect in a parent's.
  ///
  /// - Parameters:
  ///   - action: Turns a child action into a parent action.
  ///   - event: Turns a child event into a parent event.
  public func map<ParentAction: Sendable, ParentEvent: Sendable>(
    action: @escaping @Sendable (Action) -> ParentAction,
    event: @escaping @Sendable (Event) -> ParentEvent
  ) -> Effect<ParentAction, ParentEvent> {
    lifted(action: action, event: .emit(event))
  }

  /// Transforms a child's effect for its parent and turns the child's events into parent
  /// actions, so that the parent reacts to them in its `reduce`:
  ///
  /// ```swift
  /// case .row(let id, let intent):
  ///   return row.handle(intent, in: state, at: \.rows, id: id)
  ///     .map(action: { .row(id, $0) }, actionForEvent: { _ in .rowSelected(id) })
  /// ```
  public func map<ParentAction: Sendable, ParentEvent: Sendable>(
    action: @escaping @Sendable (Action) -> ParentAction,
    actionForEvent: @escaping @Sendable (Event) -> ParentAction
  ) -> Effect<ParentAction, ParentEvent> {
    lifted(action: action, event: .act(actionForEvent))
  }

  /// Transforms a child's effect for its parent and turns each of the child's events into an
  /// effect of the parent: a request, a navigation, a call to a delegate, started when the event
  /// comes, with no intent from the view in between.
  ///
  /// ```swift
  /// case .row(let id, let intent):
  ///   return row.handle(intent, in: state, at: \.rows, id: id)
  ///     .map(action: { .row(id, $0) }, effectForEvent: { event in
  ///       switch event {
  ///       case .openRequested: return .send(.opened(id)).concatenate(with: loadDetail(id))
  ///       }
  ///     })
  /// ```
  ///
  /// The parent's effect is the parent's own: it is not cancelled with the child.
  public func map<ParentAction: Sendable, ParentEvent: Sendable>(
    action: @escaping @Sendable (Action) -> ParentAction,
    effectForEvent: @escaping @Sendable (Event) -> Effect<ParentAction, ParentEvent>
  ) -> Effect<ParentAction, ParentEvent> {
    lifted(action: action, event: .perform(effectForEvent))
  }

  /// Transforms the actions of an effect that emits no events.
  @inlinable
  public func map<ParentAction: Sendable, ParentEvent: Sendable>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction, ParentEvent> where Event == Never {
    // The effect a child's intent most often has, mapped without making the event route.
    if case .send(let value) = operation { return .send(transform(value)) }
    return map(action: transform, event: { (never: Never) -> ParentEvent in })
  }

  /// Where a child's events go in the parent.
  private enum EventRoute<ParentAction: Sendable, ParentEvent: Sendable>: Sendable {
    /// They become parent events.
    case emit(@Sendable (Event) -> ParentEvent)
    /// They become parent actions.
    case act(@Sendable (Event) -> ParentAction)
    /// They become parent effects.
    case perform(@Sendable (Event) -> Effect<ParentAction, ParentEvent>)

    func effect(_ event: Event) -> Effect<ParentAction, ParentEvent> {
      switch self {
      case .emit(let transform): return .emit(transform(event))
      case .act(let transform): return .send(transform(event))
      case .perform(let transform): return transform(event)
      }
    }

    @MainActor
    func deliver(_ event: Event, to send: Send<ParentAction, ParentEvent>) {
      switch self {
      case .emit(let transform): send.emit(transform(event))
      case .act(let transform): send(transform(event))
      case .perform(let transform): send.start(transform(event))
      }
    }
  }

  private func lifted<ParentAction: Sendable, ParentEvent: Sendable>(
    action: @escaping @Sendable (Action) -> ParentAction,
    event route: EventRoute<ParentAction, ParentEvent>
  ) -> Effect<ParentAction, ParentEvent> {
    typealias Mapped = Effect<ParentAction, ParentEvent>
    @Sendable func child(_ send: Send<ParentAction, ParentEvent>) -> Send<Action, Event> {
      // An effect the child's own children start (through their parent's events) is lifted too.
      let perform = send.perform.map { perform in
        { @MainActor @Sendable (effect: Self) in perform(effect.lifted(action: action, event: route)) }
      }
      return Send(action: { send(action($0)) }, event: { route.deliver($0, to: send) }, perform: perform)
    }
    func mapped(_ effect: Self) -> Mapped { effect.lifted(action: action, event: route) }
    switch operation {
    case .none: return .none
    case .send(let value): return .send(action(value))
    case .emit(let value): return route.effect(value)
    case .cancel(let id): return Mapped(.cancel(id))
    case .fail(let error): return Mapped(.fail(error))
    case .run(let run):
      let handler = run.handler.map { handler in
        { @Sendable (error: any Error, send: Send<ParentAction, ParentEvent>) in
          await handler(error, child(send))
        }
      }
      return Mapped(
        .run(
          .init(
            priority: run.priority,
            operation: { send in try await run.operation(child(send)) },
            handler: handler)))
    case .cancellable(let id, let policy, let effect):
      return Mapped(.cancellable(id, policy, mapped(effect)))
    case .throttle(let id, let sleep, let latest, let effect):
      return Mapped(.throttle(id, sleep: sleep, latest: latest, mapped(effect)))
    case .lifetime(let lifetime, let effect): return Mapped(.lifetime(lifetime, mapped(effect)))
    case .merge(let effects): return .merge(effects.map(mapped))
    case .concatenate(let effects): return .concatenate(effects.map(mapped))
    }
  }
}
