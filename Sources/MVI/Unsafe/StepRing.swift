/// The last steps of a store (intents, actions with their source and the state after each,
/// events, failures), at most ``capacity``, oldest first, with the state before the oldest kept
/// step (the *base*): what ``FlightRecorder`` and MVIInspector's inspector keep.
///
/// A ring made with a ``stateInterval`` above 1 keeps the state after one action in that many,
/// once the store gave it its feature's `reduce` (``replay(through:)``): the others' states are
/// recomputed when read, by applying the actions to the state kept before them. Copying a whole
/// state on every send (a retain and a release of each string and array in it, and a copy of any
/// of them the next `reduce` changes in place) cost more than the send itself on a state of
/// strings and arrays. The base is then the state before the pending actions (those that left the
/// ring since the last state kept), not always before the oldest kept step: ``oldestState`` is.
///
/// A store whose first interceptor was made with a ring (``Interceptor/init(ring:other:)``)
/// writes its intents and actions into the ring itself, in its send, specialized for the feature:
/// no call, and nothing copied or counted but the values kept. Events and failures, rare, reach
/// the ring through the interceptor's `other` hook, and so do intents and actions when the
/// interceptor is not the first (each interceptor is then called in the order given).
///
/// When the ring is full, a new step takes the oldest one's slot; an action leaving makes its
/// state the base. A failure's error is kept beside the ring, by a key its slot holds, so that a
/// slot holds no reference when the feature's values hold none.
///
/// What makes its pointer uses safe: the slots, the states beside them (as many) and the pending
/// actions (``stateInterval``'s room) are allocated by the ring alone (`init`, `wrapOrGrow`),
/// freed only by `wrapOrGrow` (after their values were moved out) and `deinit`; `states + i` is
/// initialized exactly when slot `i` is and holds an action whose entry says its state is kept
/// (written with the slot in `keep`, moved out when the slot is overwritten, deinitialized with
/// the slots in `clear` and `deinit`); `pending..<pending + pendingCount` are initialized, and
/// `pendingCount` stays under the interval, since one action in it keeps its state and that
/// action leaving the ring empties them;
/// the slots `slots..<slots + min(nextIndex, capacity)` are initialized and no other, since a
/// step is written only at `next`, which walks them in order and wraps only once `capacity` are
/// written; `next` and `end` always point into the current allocation (`end` one past it), and
/// no pointer to a slot leaves the ring (``subscript(_:)`` returns a copy). Every access is on
/// the main actor, one call at a time (the ring is not `Sendable`), but the nonisolated `deinit`,
/// which runs when no other reference is left: hence no dynamic exclusivity check is needed on
/// the slots and the cursor.
@MainActor
@usableFromInline
package final class StepRing<F: Feature> {
  /// A kept step's value.
  @usableFromInline
  package enum Entry {
    case intent(F.Intent)
    /// `state`: whether the state after the action is kept (``state(at:)``), not recomputed
    /// (``replayed``). States are kept beside the slots, each in the place of its slot's: a slot
    /// holding one was as large as the state, and every step kept moved and copied that many
    /// bytes through the entry's value witnesses.
    case action(F.Action, source: ActionSource, state: Bool)
    case event(F.Event)
    /// A failure, by its key (``failure(_:)``).
    case failure(Int)

    /// Whether it is an action whose state is kept beside it.
    var keepsState: Bool {
      if case .action(_, _, true) = self { true } else { false }
    }
  }

  /// A step as kept: its value, its number in ``order``, and for an action applied while an
  /// intent was handled, that intent's index (else -1).
  @usableFromInline
  package typealias Slot = (entry: Entry, order: Int, cause: Int)

  /// The most steps kept, and what numbers the steps in the order they happened (shared by
  /// every live inspector).
  @usableFromInline package let capacity: Int, order: StepOrder
  /// The slots, filled from the first, and the end of the last: as many as the steps kept so far
  /// need (twice as many each time they run out), at most `capacity`. Replaced only when they
  /// grow, on the main actor, one call at a time (so without the dynamic exclusivity checks); the
  /// nonisolated `deinit` reads them when nothing else can.
  /// `states`: the states kept, as many places as slots, the state after the action in slot `i`
  /// (if kept) at `states + i`.
  @usableFromInline @exclusivity(unchecked)
  nonisolated(unsafe) var slots: UnsafeMutablePointer<Slot>, end: UnsafeMutablePointer<Slot>,
    states: UnsafeMutablePointer<F.State>, pending: UnsafeMutablePointer<F.Action>

  // What keeping a step reads and writes, touched on the main actor only, one call at a time, so
  // without the dynamic exclusivity checks of a class's stored properties: the slot the next step
  // goes to (once the ring is full, the oldest step's); the index the next step gets (every step
  // kept since the ring was made or cleared, dropped ones included: until it reaches `capacity`,
  // how many slots hold a step); the index of the intent being handled; the base; whether to
  // schedule a notification (``onKeep``).
  //
  // `untilState`: how many actions are kept without their state before the next keeps it (0: the
  // next keeps it); `stateInterval`: one action in how many keeps its state (1 until the store
  // gave the ring its `reduce`); `pending`, `pendingCount`: the actions between the base and the
  // oldest kept step, which left the ring without a state (fewer than `stateInterval`: room for
  // as many is allocated with the ring); `hasBase`: whether `base` is set, read on every send
  // (where `base == nil` may copy the base).
  @usableFromInline @exclusivity(unchecked)
  package var next: UnsafeMutablePointer<Slot>, nextIndex = 0, currentIntent = -1, base: F.State? = nil,
    notifies = false, untilState = 0, stateInterval = 1, pendingCount = 0, hasBase = false

  /// One action in how many keeps its state once the ring can recompute the others'.
  private let requestedStateInterval: Int
  /// The feature's `reduce`, once a store gave it.
  private var reduce: ((inout F.State, F.Action) -> Void)?

  /// Called on the main actor's next turn after steps were kept, once a burst; `nil` when nobody
  /// listens.
  package var onKeep: (@MainActor () -> Void)? {
    didSet { notifies = onKeep != nil && !notificationPending }
  }
  private var notificationPending = false

  /// The failures' errors, oldest first from `firstFailure` on: slots are overwritten in the
  /// order they were written, so failures leave the ring in this order too.
  private var failures: [(key: Int, slot: Int, error: any Error)] = []
  private var firstFailure = 0
  private var nextFailure = 0

  /// Creates an empty ring of at most `capacity` steps (at least 1), numbered by `order`, that
  /// keeps the state after one action in `stateInterval` once it has the feature's `reduce`
  /// (every state before, or with an interval of 1).
  package init(capacity: Int, order: StepOrder, stateInterval: Int = 1) {
    self.capacity = max(capacity, 1)
    self.order = order
    requestedStateInterval = max(stateInterval, 1)
    slots = .allocate(capacity: min(self.capacity, 64))
    states = .allocate(capacity: min(self.capacity, 64))
    end = slots + min(self.capacity, 64)
    next = slots
    pending = .allocate(capacity: requestedStateInterval)
  }

  deinit {
    for index in 0..<min(nextIndex, capacity) where slots[index].entry.keepsState {
      (states + index).deinitialize(count: 1)
    }
    slots.deinitialize(count: min(nextIndex, capacity))
    slots.deallocate()
    states.deallocate()
    pending.deinitialize(count: pendingCount)
    pending.deallocate()
  }

  /// How many steps are kept.
  package var count: Int { min(nextIndex, capacity) }

  /// How many steps were dropped.
  package var droppedCount: Int { nextIndex - count }

  /// The kept step `offset` places after the oldest (`0..<count`).
  package subscript(offset: Int) -> Slot {
    precondition(offset >= 0 && offset < count, "no step \(offset) places after the oldest of \(count)")
    return slots[nextIndex < capacity ? offset : (next - slots + offset) % capacity]
  }

  /// Lets the ring recompute the states it does not keep with the feature's `reduce` (a store
  /// given the ring's interceptor calls it when it is made): from the next step on, one action in
  /// ``stateInterval`` keeps its state.
  package func replay(through reduce: @escaping (inout F.State, F.Action) -> Void) {
    self.reduce = reduce
    stateInterval = Self.keepsEveryState ? 1 : requestedStateInterval
  }

  /// Whether every action's state is kept, whatever the interval asked: a state of at most eight
  /// words with no reference in it is copied in a few moves, with no retain, so recomputing it
  /// would cost more than keeping it.
  package static var keepsEveryState: Bool {
    _isPOD(F.State.self) && MemoryLayout<F.State>.size <= 64
  }

  /// The state kept after the action `offset` places after the oldest (`0..<count`), one whose
  /// ``Entry/action(_:source:state:)`` says it is kept.
  package func state(at offset: Int) -> F.State {
    precondition(offset >= 0 && offset < count, "no step \(offset) places after the oldest of \(count)")
    guard case .action(_, _, true) = self[offset].entry else { preconditionFailure("no state kept there") }
    return states[nextIndex < capacity ? offset : (next - slots + offset) % capacity]
  }

  /// The base with the pending actions applied: the state before the oldest kept step.
  package var oldestState: F.State? {
    guard var state = base else { return nil }
    for action in UnsafeBufferPointer(start: pending, count: pendingCount) { apply(action, to: &state) }
    return state
  }

  /// The states after the kept steps, oldest first (`nil` for a step that is no action): each
  /// action's kept state, or the one before it with the action applied.
  package var replayed: [F.State?] {
    guard var state = oldestState else { return Array(repeating: nil, count: count) }
    return (0..<count).map { offset in
      guard case .action(let action, _, let kept) = self[offset].entry else { return nil }
      if kept { state = self.state(at: offset) } else { apply(action, to: &state) }
      return state
    }
  }

  private func apply(_ action: F.Action, to state: inout F.State) {
    // A state is left out only after `replay(through:)` gave `reduce`.
    guard let reduce else { preconditionFailure("a state left out of a ring with no reduce") }
    reduce(&state, action)
  }

  /// The error of the failure `key` (a kept ``Entry/failure(_:)``).
  package func failure(_ key: Int) -> any Error {
    // Keys are given in order, one apart, and failures leave in that order.
    failures[firstFailure + key - failures[firstFailure].key].error
  }

  /// How many failures' errors are kept (those in the ring, and any that left it since the last
  /// failure).
  package var keptFailureCount: Int { failures.count - firstFailure }

  /// Keeps an intent sent with `state` (the base, if there is none yet).
  package func keepIntent(_ intent: F.Intent, state: F.State) {
    if !hasBase { (base, hasBase) = (state, true) }
    keep(.intent(intent))
  }

  /// Keeps an action applied to `before` (the base, if there is none yet).
  package func keepAction(_ action: F.Action, before: F.State?, after: F.State, source: ActionSource) {
    if !hasBase, let before { (base, hasBase) = (before, true) }
    keep(.action(action, source: source, state: untilState == 0)) { after }
  }

  /// Keeps an intent, an action or an event or failure, dropping the oldest step when full; for
  /// an action whose entry says its state is kept (`untilState` was 0), the state `after` gives.
  /// An action caused by the intent being handled (`source` `.intent`) is linked to it. The base
  /// is set before the first step, by the caller (``hasBase``).
  ///
  /// The state is read through a closure, not passed as an optional: an optional of a large state
  /// was built on the stack on every send, and copied, whether kept or not (case 1r).
  ///
  /// The entry is consumed: moved into its slot, and a dropped action moved into the pending ones,
  /// where a borrowed entry was copied into the slot and the dropped action copied out, a retain
  /// and a release of each string and array in the step more (1ra 2.0–2.1× → 1.8×, 1rc 2.1–2.2×
  /// → 1.8×). The `switch` reads an explicit copy, which the optimizer removes (only trivial
  /// parts are bound): a switch over the parameter itself would consume it.
  @inlinable @inline(__always)
  package func keep(
    _ entry: consuming Entry, after: () -> F.State = { preconditionFailure("no state to keep") }
  ) {
    var cause = -1
    var keepsState = false
    switch copy entry {
    case .intent: currentIntent = nextIndex
    case .action(_, let source, let kept):
      if source == .intent { cause = currentIntent }
      keepsState = kept
      if stateInterval > 1 { untilState = untilState == 0 ? stateInterval - 1 : untilState - 1 }
    case .event, .failure: break
    }
    order.last &+= 1
    let position = next
    if nextIndex < capacity {
      position.initialize(to: (entry: entry, order: order.last, cause: cause))
    } else {
      let dropped = position.move().entry
      position.initialize(to: (entry: entry, order: order.last, cause: cause))
      // Consumed: its action is moved, not copied, into the pending ones.
      switch consume dropped {
      case .action(let action, _, let kept):
        if kept {
          base = (states + (position - slots)).move()
          if pendingCount > 0 {
            pending.deinitialize(count: pendingCount)
            pendingCount = 0
          }
        } else {
          (pending + pendingCount).initialize(to: action)
          pendingCount &+= 1
        }
      default: break
      }
    }
    if keepsState { (states + (position - slots)).initialize(to: after()) }
    nextIndex &+= 1
    if position + 1 == end || notifies {
      afterLastSlotOrToNotify(position)
    } else {
      next = position + 1
    }
  }

  /// After a step was kept at `position`, the last slot or with someone to notify: moves the
  /// cursor on and, if asked, schedules a notification; out of the common path.
  @usableFromInline
  func afterLastSlotOrToNotify(_ position: UnsafeMutablePointer<Slot>) {
    if position + 1 == end {
      wrapOrGrow()
    } else {
      next = position + 1
    }
    if notifies { scheduleNotification() }
  }

  /// Once the last slot was written: the next step goes to the first slot if the ring holds
  /// `capacity`, else into slots twice as many (the steps moved over, oldest first).
  private func wrapOrGrow() {
    let allocated = end - slots
    guard allocated < capacity else {
      next = slots
      return
    }
    let grown = allocated > capacity / 2 ? capacity : allocated * 2
    let moved = UnsafeMutablePointer<Slot>.allocate(capacity: grown)
    let movedStates = UnsafeMutablePointer<F.State>.allocate(capacity: grown)
    for index in 0..<allocated where slots[index].entry.keepsState {
      (movedStates + index).moveInitialize(from: states + index, count: 1)
    }
    moved.moveInitialize(from: slots, count: allocated)
    slots.deallocate()
    states.deallocate()
    (slots, end, next, states) = (moved, moved + grown, moved + allocated, movedStates)
  }

  private func scheduleNotification() {
    notificationPending = true
    notifies = false
    Task { @MainActor in
      self.notificationPending = false
      self.notifies = self.onKeep != nil
      self.onKeep?()
    }
  }

  /// Keeps an event.
  package func keepEvent(_ event: F.Event) {
    keep(.event(event))
  }

  /// Keeps a failure, its error beside the ring.
  package func keepFailure(_ error: any Error) {
    failures.append((nextFailure, next - slots, error))
    keep(.failure(nextFailure))
    nextFailure += 1
    forgetFailuresThatLeftTheRing()
  }

  /// Forgets every step and the base; the next step starts again from index 0.
  package func clear() {
    for index in 0..<count where slots[index].entry.keepsState { (states + index).deinitialize(count: 1) }
    slots.deinitialize(count: count)
    (next, nextIndex, currentIntent, base, hasBase, untilState) = (slots, 0, -1, nil, false, 0)
    pending.deinitialize(count: pendingCount)
    pendingCount = 0
    failures.removeAll()
    firstFailure = 0
  }

  /// Lets go of the errors of the failures whose slots were overwritten: those before the first
  /// one whose slot still holds it, each looked at once (a burst of failures costs no more per
  /// failure than one).
  private func forgetFailuresThatLeftTheRing() {
    while firstFailure < failures.count {
      let failure = failures[firstFailure]
      if case .failure(failure.key) = slots[failure.slot].entry { break }
      firstFailure += 1
    }
    if firstFailure > failures.count / 2 {
      failures.removeFirst(firstFailure)
      firstFailure = 0
    }
  }
}
