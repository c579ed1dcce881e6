/// What a ``FlightRecorder`` takes out of a store's values before it writes them in a dump:
/// passwords, tokens, anything that must never leave the device in a recording.
///
/// Each closure changes a value in place, for example by blanking a field:
///
/// ```swift
/// SessionRedaction<Login>(
///   state: { $0.password = "" },
///   intent: { if case .passwordChanged = $0 { $0 = .passwordChanged("") } },
///   action: { if case .passwordUpdated = $0 { $0 = .passwordUpdated("") } })
/// ```
///
/// Redact an action as its effect on the state is redacted (here both blank the password), so
/// that the recording still replays: `reduce` applied to the redacted action gives the redacted
/// state.
public struct SessionRedaction<F: Feature>: Sendable {
  /// The closures, in one object: a store keeps its interceptors' redaction, and an idle store
  /// must stay small.
  private final class Changes: Sendable {
    let state: (@Sendable (inout F.State) -> Void)?
    let intent: (@Sendable (inout F.Intent) -> Void)?
    let action: (@Sendable (inout F.Action) -> Void)?
    let event: (@Sendable (inout F.Event) -> Void)?
    let failure: (@Sendable (inout String) -> Void)?

    init(
      state: (@Sendable (inout F.State) -> Void)?, intent: (@Sendable (inout F.Intent) -> Void)?,
      action: (@Sendable (inout F.Action) -> Void)?, event: (@Sendable (inout F.Event) -> Void)?,
      failure: (@Sendable (inout String) -> Void)?
    ) {
      self.state = state
      self.intent = intent
      self.action = action
      self.event = event
      self.failure = failure
    }
  }

  private let changes: Changes

  var state: (@Sendable (inout F.State) -> Void)? { changes.state }
  var intent: (@Sendable (inout F.Intent) -> Void)? { changes.intent }
  var action: (@Sendable (inout F.Action) -> Void)? { changes.action }
  var event: (@Sendable (inout F.Event) -> Void)? { changes.event }
  var failure: (@Sendable (inout String) -> Void)? { changes.failure }

  /// Takes out what the given closures change; a `nil` closure keeps those values as they are.
  ///
  /// A state that keeps states of its own follows: for ``Undoable``'s, `state` is applied to
  /// every state of the history too (`{ $0.current.password = "" }` blanks the password in
  /// ``Undoable/State/past`` and ``Undoable/State/future`` as well).
  ///
  /// - Parameters:
  ///   - state: Applied to every state kept (the initial one and the one after each action).
  ///   - intent: Applied to every intent.
  ///   - action: Applied to every action.
  ///   - event: Applied to every event.
  ///   - failure: Applied to the description of every effect error.
  public init(
    state: (@Sendable (inout F.State) -> Void)? = nil,
    intent: (@Sendable (inout F.Intent) -> Void)? = nil,
    action: (@Sendable (inout F.Action) -> Void)? = nil,
    event: (@Sendable (inout F.Event) -> Void)? = nil,
    failure: (@Sendable (inout String) -> Void)? = nil
  ) {
    let state = state.map { change in
      (F.State.self as? any HistoryHolding.Type)?.followingHistory(change)
        as? @Sendable (inout F.State) -> Void
        ?? change
    }
    changes = Changes(state: state, intent: intent, action: action, event: event, failure: failure)
  }

  /// The redaction of a feature, for a wrapper with the same state, intents, actions and events
  /// (a feature with change rules, ``Feature/onChange(of:_:)``).
  public init<Wrapped: Feature>(_ wrapped: SessionRedaction<Wrapped>)
  where
    Wrapped.State == F.State, Wrapped.Intent == F.Intent, Wrapped.Action == F.Action, Wrapped.Event == F.Event
  {
    changes = Changes(
      state: wrapped.state, intent: wrapped.intent, action: wrapped.action, event: wrapped.event,
      failure: wrapped.failure)
  }

  /// The redaction of a feature, for it wrapped in ``Undoable``: applied to its state now and
  /// to every state of the history, to its intents and actions inside the wrapper's, and to
  /// its events. Written once for the feature, it need not be restated for the wrapper:
  ///
  /// ```swift
  /// let editor = SessionRedaction<Editor>(state: { $0.credentials.password = "" })
  /// let recorder = FlightRecorder<Undoable<Editor>>(redacting: .init(editor))
  /// ```
  public init<Base>(_ base: SessionRedaction<Base>) where F == Undoable<Base> {
    let state = base.state.map { change in
      { @Sendable (state: inout Undoable<Base>.State) in change(&state.current) }
    }
    let intent = base.intent.map { change in
      { @Sendable (intent: inout Undoable<Base>.Intent) in
        guard case .base(var wrapped) = intent else { return }
        change(&wrapped)
        intent = .base(wrapped)
      }
    }
    let action = base.action.map { change in
      { @Sendable (action: inout Undoable<Base>.Action) in
        guard case .base(var wrapped, let time) = action else { return }
        change(&wrapped)
        action = .base(wrapped, at: time)
      }
    }
    self.init(state: state, intent: intent, action: action, event: base.event, failure: base.failure)
  }

  /// Keeps everything.
  public static var none: Self { Self() }

  /// Whether it keeps everything.
  var isEmpty: Bool { state == nil && intent == nil && action == nil && event == nil && failure == nil }

  func redacted(_ value: F.State) -> F.State { Self.apply(state, to: value) }
  func redacted(_ value: F.Intent) -> F.Intent { Self.apply(intent, to: value) }
  func redacted(_ value: F.Action) -> F.Action { Self.apply(action, to: value) }
  func redacted(_ value: F.Event) -> F.Event { Self.apply(event, to: value) }
  func redacted(_ value: String) -> String { Self.apply(failure, to: value) }

  /// The redactions applied one after the other, in order; `nil` for none.
  static func combining(_ redactions: [Self]) -> Self? {
    guard redactions.count > 1 else { return redactions.first }
    func chain<Value>(_ changes: [(@Sendable (inout Value) -> Void)?]) -> (@Sendable (inout Value) -> Void)? {
      let changes = changes.compactMap { $0 }
      guard changes.count > 1 else { return changes.first }
      return { value in for change in changes { change(&value) } }
    }
    return Self(
      state: chain(redactions.map(\.state)), intent: chain(redactions.map(\.intent)),
      action: chain(redactions.map(\.action)), event: chain(redactions.map(\.event)),
      failure: chain(redactions.map(\.failure)))
  }

  static func apply<Value>(_ change: (@Sendable (inout Value) -> Void)?, to value: Value) -> Value {
    guard let change else { return value }
    var value = value
    change(&value)
    return value
  }
}

/// A state that holds other states of its feature (``Undoable``'s history): a redaction of it
/// is applied to them too.
protocol HistoryHolding {
  /// `change`, a `@Sendable (inout Self) -> Void`, applied to the state and to every state it
  /// holds; `change` itself if it is not of that type.
  static func followingHistory(_ change: Any) -> Any
}
