/// A feature with an undo history: another feature's state, the states before its last changes
/// and the states undone, with ``Intent/undo`` and ``Intent/redo``.
///
/// Made with ``Feature/undoable(limit:coalescing:excluding:clock:)``:
///
/// ```swift
/// let form = ExampleForm(service: .local(ExampleDatabase()))
///   .undoable(
///     limit: 50,
///     coalescing: .byKey(within: .seconds(1)) { action in
///       switch action {
///       case .nameUpdated: "name"  // a burst of keystrokes in one field is one step
///       case .exampleNameUpdated: "exampleName"
///       default: nil
///       }
///     },
///     excluding: [.field(\.update), .field(\.focusedField)])
/// let store = Store(form, initialState: .init(ExampleForm.State()))
/// store.send(.base(.nameChanged("Ann")))
/// store.canUndo  // true
/// store.send(.undo)
/// store.name  // ""
/// ```
///
/// - Every action of the wrapped feature whose change reaches the *recorded* part of the state
///   (all of it but the fields in `excluding`) is a step: the state before it goes on the undo
///   stack, and the redo stack is cleared. An action that changes only excluded fields (a loading
///   flag, a selection) is no step.
/// - Consecutive changes the coalescing rule gives the same key, each within its window of the
///   one before (on the feature's clock: a `TestClock` in tests), are one step.
/// - Undo and redo restore state only: they run no effect of the wrapped feature, and the
///   restored state keeps the *current* values of the excluded fields.
/// - The undo stack holds at most `limit` steps; the oldest go first.
/// - The wrapped feature's change rules (``Feature/onChange(of:_:)``) run in the wrapper's store,
///   after every change of what they watch, an undo or a redo included. Their actions are steps
///   like any other: leave the fields a rule derives out of history, or the rule's answer to an
///   undo is a new step, which clears what could be redone.
///
/// The wrapped feature's intents go through ``Intent/base(_:)``; its events are the wrapper's.
/// The view reads the wrapped state's fields through the store as before (`store.name`), and
/// ``State/canUndo`` and ``State/canRedo`` for its buttons.
public struct Undoable<Base: Feature & SendableMetatype>: Feature where Base.State: Equatable {
  /// The wrapped feature's state and its history.
  @dynamicMemberLookup
  public struct State {
    /// The wrapped feature's state now.
    public var current: Base.State
    /// The states before each step, oldest first: what ``Intent/undo`` restores, last first.
    public var past: [Base.State]
    /// The states undone, the last undone last: what ``Intent/redo`` restores, last first.
    public var future: [Base.State]
    /// How many steps were recorded since the history began; undo and redo do not count. A
    /// view that mirrors the history into a platform's undo manager registers one undo each
    /// time it grows.
    public var recordedSteps: Int
    /// The key and time of the last step, while later changes may still join it.
    var burst: Burst?

    /// A state with no history.
    public init(_ current: Base.State) {
      self.current = current
      past = []
      future = []
      recordedSteps = 0
      burst = nil
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !past.isEmpty }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !future.isEmpty }

    /// A field of the wrapped feature's current state: `store.name` reads `current.name`.
    public subscript<Value>(dynamicMember path: KeyPath<Base.State, Value>) -> Value {
      current[keyPath: path]
    }

    /// A field of the wrapped feature's current state, for a test's expected state.
    public subscript<Value>(dynamicMember path: WritableKeyPath<Base.State, Value>) -> Value {
      get { current[keyPath: path] }
      set { current[keyPath: path] = newValue }
    }
  }

  /// Wraps the wrapped feature's actions as they come, with the time on the feature's clock.
  struct Stamp: Sendable {
    let now: @Sendable () -> Duration
    func callAsFunction(_ action: Base.Action) -> Action { .base(action, at: now()) }

    /// The wrapped feature's effect as the wrapper's, each action stamped when the store applies
    /// it: one sent at once with the time of the send, one an effect sends later (after a
    /// debounce, a delay, a request) with the time it arrives.
    ///
    /// - Parameter deferred: Whether the effect starts later than the send that asked for it
    ///   (after an earlier part of a concatenation, behind a queue).
    func effect(_ effect: Effect<Base.Action, Event>, deferred: Bool = false) -> Effect<Action, Event> {
      switch effect.operation {
      case .none: return .none
      case .send(let action):
        guard deferred else { return .send(self(action)) }
        // A value stamped now would carry the time of the intent, not of its application.
        return Effect(
          .run(.init(priority: nil, operation: { send in await send(self(action)) }, handler: nil)))
      case .emit(let event): return .emit(event)
      case .cancel(let id): return Effect(.cancel(id))
      case .fail(let error): return Effect(.fail(error))
      case .run: return effect.map(action: { self($0) }, event: { $0 })
      case .cancellable(let id, let policy, let inner):
        return Effect(.cancellable(id, policy, self.effect(inner, deferred: deferred || policy == .queue)))
      case .throttle(let id, let sleep, let latest, let inner):
        return Effect(.throttle(id, sleep: sleep, latest: latest, self.effect(inner, deferred: deferred)))
      case .lifetime(let lifetime, let inner):
        return Effect(.lifetime(lifetime, self.effect(inner, deferred: deferred)))
      case .merge(let effects):
        return .merge(effects.map { self.effect($0, deferred: deferred) })
      case .concatenate(let effects):
        // The leading synchronous effects are performed at once; the rest in a task, later.
        let leading = deferred ? 0 : effects.prefix(while: \.isSynchronous).count
        return .concatenate(
          effects.enumerated().map { index, inner in self.effect(inner, deferred: index >= leading) })
      }
    }
  }

  /// The last step's coalescing key and when it last grew.
  struct Burst: Equatable, Sendable, Codable {
    var key: String
    var time: Duration
  }

  /// What the user did: something in the wrapped feature, or undo and redo.
  public enum Intent {
    /// An intent of the wrapped feature.
    case base(Base.Intent)
    /// Restore the state before the last step (the excluded fields keep their values).
    case undo
    /// Restore the state the last undo left.
    case redo
    /// Forget every step, keeping the current state.
    case clearHistory
  }

  /// How the state changes.
  public enum Action: Sendable {
    /// An action of the wrapped feature, applied at `time` on the feature's clock.
    case base(Base.Action, at: Duration)
    /// Undo one step.
    case undo
    /// Redo one step.
    case redo
    /// Forget the history.
    case clearHistory
  }

  /// The wrapped feature's events.
  public typealias Event = Base.Event

  /// The wrapped feature.
  public var base: Base
  /// The most steps the undo stack keeps.
  public var limit: Int
  /// Which changes are one step.
  public var coalescing: UndoCoalescing<Base.Action>
  /// The fields history leaves out.
  public var excluded: [HistoryExclusion<Base.State>]
  /// While it holds, undo, redo and clearing the history are refused (a save is running).
  public var isLocked: (@Sendable (Base.State) -> Bool)?
  /// The actions history leaves out (see ``excludingActions(_:)``); `nil` for none.
  public var isActionExcluded: (@Sendable (Base.Action) -> Bool)?
  /// The time on the feature's clock since it was made.
  let now: @Sendable () -> Duration

  /// Wraps `base`; ``Feature/undoable(limit:coalescing:excluding:clock:)`` says what each
  /// parameter does.
  public init(
    _ base: Base, limit: Int = 100, coalescing: UndoCoalescing<Base.Action> = .never,
    excluding excluded: [HistoryExclusion<Base.State>] = [], clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.limit = max(limit, 0)
    self.coalescing = coalescing
    self.excluded = excluded
    isLocked = nil
    isActionExcluded = nil
    now = Self.elapsed(on: clock)
  }

  private static func elapsed<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Hands the wrapped feature's intents to it (its actions are stamped with the clock's time as
  /// they come); undo and redo are actions, with no effect.
  public func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .base(let intent):
      return Stamp(now: now).effect(base.handle(intent, state: state.current))
    case .undo: return state.canUndo && !locked(state) ? .send(.undo) : .none
    case .redo: return state.canRedo && !locked(state) ? .send(.redo) : .none
    case .clearHistory:
      return (state.canUndo || state.canRedo) && !locked(state) ? .send(.clearHistory) : .none
    }
  }

  /// This feature, refusing undo, redo and clearing the history while `isLocked` holds for the
  /// wrapped state: while a save runs, say, so that the fields being saved do not change.
  public func locked(when isLocked: @escaping @Sendable (Base.State) -> Bool) -> Self {
    var locked = self
    locked.isLocked = isLocked
    return locked
  }

  /// This feature, leaving the actions `isExcluded` picks out of history: a change received from
  /// another store, a value the server pushed. Such an action is no step, and it is applied to
  /// every state of the history too, so that no undo or redo takes it back; a burst of changes
  /// goes on across it.
  ///
  /// ```swift
  /// Editor().undoable().excludingActions { action in
  ///   if case .remoteChangeReceived = action { true } else { false }
  /// }
  /// ```
  public func excludingActions(_ isExcluded: @escaping @Sendable (Base.Action) -> Bool) -> Self {
    var excluding = self
    excluding.isActionExcluded = isExcluded
    return excluding
  }

  private func locked(_ state: State) -> Bool {
    isLocked?(state.current) ?? false
  }

  /// Applies the wrapped feature's action and records the step, or moves through the history.
  public func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .base(let action, _) where isActionExcluded?(action) == true:
      base.reduce(&state.current, action)
      for index in state.past.indices { base.reduce(&state.past[index], action) }
      for index in state.future.indices { base.reduce(&state.future[index], action) }
    case .base(let action, let time):
      let before = state.current
      base.reduce(&state.current, action)
      guard recordedPartChanged(from: before, to: state.current) else { return }
      state.future.removeAll()
      let key = coalescing.key(action)
      if let key, let burst = state.burst, burst.key == key,
        coalescing.window.map({ time - burst.time <= $0 }) ?? true
      {
        state.burst?.time = time
        return
      }
      state.past.append(before)
      state.recordedSteps += 1
      if state.past.count > limit { state.past.removeFirst(state.past.count - limit) }
      state.burst = key.map { Burst(key: $0, time: time) }
    case .undo:
      guard let previous = state.past.popLast() else { return }
      state.future.append(state.current)
      state.current = keepingExcluded(previous, from: state.current)
      state.burst = nil
    case .redo:
      guard let next = state.future.popLast() else { return }
      state.past.append(state.current)
      state.current = keepingExcluded(next, from: state.current)
      state.burst = nil
    case .clearHistory:
      state.past.removeAll()
      state.future.removeAll()
      state.burst = nil
    }
  }

  /// Whether the change reaches a field that is not excluded.
  private func recordedPartChanged(from before: Base.State, to after: Base.State) -> Bool {
    guard !excluded.isEmpty else { return before != after }
    return keepingExcluded(after, from: before) != before
  }

  /// `restored` with the excluded fields' values from `current`.
  private func keepingExcluded(_ restored: Base.State, from current: Base.State) -> Base.State {
    var restored = restored
    for exclusion in excluded { exclusion.carry(&restored, current) }
    return restored
  }
}

extension Undoable: StampedActions {
  func erasedUnstamped(_ action: Any) -> Any {
    guard case .base(let action, _) = action as? Action else { return action }
    return Action.base(action, at: .zero)
  }
}

extension Undoable.State: HistoryHolding {
  /// A redaction of the wrapper's state, applied to each state of the history as if it were the
  /// current one: `{ $0.current.password = "" }` blanks the passwords of the history too.
  static func followingHistory(_ change: Any) -> Any {
    guard let change = change as? @Sendable (inout Self) -> Void else { return change }
    return { @Sendable (state: inout Self) in
      change(&state)
      func redacted(_ held: Base.State) -> Base.State {
        var wrapper = Self(held)
        change(&wrapper)
        return wrapper.current
      }
      state.past = state.past.map(redacted)
      state.future = state.future.map(redacted)
    }
  }
}

extension Undoable.State: Equatable {
  /// Whether the states and their histories are the same; when the last step may still grow
  /// (coalescing's bookkeeping) does not count: a test's expected state cannot set it, and a
  /// view shows nothing of it.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.current == rhs.current && lhs.past == rhs.past && lhs.future == rhs.future
      && lhs.recordedSteps == rhs.recordedSteps
  }
}

extension Undoable.State: CustomReflectable {
  /// The state and its history, without coalescing's bookkeeping: what a test store's diff and
  /// the inspector show.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["current": current, "past": past, "future": future, "recordedSteps": recordedSteps],
      displayStyle: .struct)
  }
}
extension Undoable.State: Sendable where Base.State: Sendable {}
extension Undoable.State: Codable where Base.State: Codable {}
extension Undoable.Intent: Sendable where Base.Intent: Sendable {}
extension Undoable.Intent: Equatable where Base.Intent: Equatable {}
extension Undoable.Intent: Codable where Base.Intent: Codable {}
extension Undoable.Action: Equatable where Base.Action: Equatable {}
extension Undoable.Action: Codable where Base.Action: Codable {}

extension Feature where Self: SendableMetatype, State: Equatable {
  /// This feature with an undo history (see ``Undoable``).
  ///
  /// - Parameters:
  ///   - limit: The most steps kept; the oldest go first.
  ///   - coalescing: Which consecutive changes are one step; by default each is its own.
  ///   - excluding: Fields history leaves out: a change only to them is no step, and undo and
  ///     redo keep their current values.
  ///   - clock: The clock coalescing windows are measured on; a `TestClock` in tests.
  public func undoable(
    limit: Int = 100, coalescing: UndoCoalescing<Action> = .never,
    excluding: [HistoryExclusion<State>] = [], clock: any Clock<Duration> = ContinuousClock()
  ) -> Undoable<Self> {
    Undoable(self, limit: limit, coalescing: coalescing, excluding: excluding, clock: clock)
  }
}
