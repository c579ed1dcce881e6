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
    typealias Mapped = Effect<ParentAction, ParentEvent>
    @Sendable func child(_ send: Send<ParentAction, ParentEvent>) -> Send<Action, Event> {
      Send(action: { send(action($0)) }, event: { send.emit(event($0)) })
    }
    func mapped(_ effect: Self) -> Mapped { effect.map(action: action, event: event) }
    switch operation {
    case .none: return .none
    case .send(let value): return .send(action(value))
    case .emit(let value): return .emit(event(value))
    case .cancel(let id): return Mapped(.cancel(id))
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
    case .throttle(let id, let throttle, let effect):
      return Mapped(.throttle(id, .init(sleep: throttle.sleep, latest: throttle.latest), mapped(effect)))
    case .merge(let effects): return .merge(effects.map(mapped))
    case .concatenate(let effects): return .concatenate(effects.map(mapped))
    }
  }

  /// Transforms the actions of an effect that emits no events.
  public func map<ParentAction: Sendable, ParentEvent: Sendable>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction, ParentEvent> where Event == Never {
    map(action: transform, event: { (never: Never) -> ParentEvent in })
  }
}
