/// The last steps of a store (intents, actions with their source and the state after each,
/// events, failures), at most ``capacity``, oldest first, with the state before the oldest kept
/// step (the *base*): what ``FlightRecorder`` and MVIInspector's inspector keep.
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
/// What makes its pointer uses safe: the slots are allocated by the ring alone (`init`,
/// `wrapOrGrow`), freed only by `wrapOrGrow` (after their steps were moved out) and `deinit`;
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
    case action(F.Action, source: ActionSource, state: F.State)
    case event(F.Event)
    /// A failure, by its key (``failure(_:)``).
    case failure(Int)
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
  @usableFromInline @exclusivity(unchecked)
  nonisolated(unsafe) var slots: UnsafeMutablePointer<Slot>, end: UnsafeMutablePointer<Slot>

  // What keeping a step reads and writes, touched on the main actor only, one call at a time, so
  // without the dynamic exclusivity checks of a class's stored properties: the slot the next step
  // goes to (once the ring is full, the oldest step's); the index the next step gets (every step
  // kept since the ring was made or cleared, dropped ones included: until it reaches `capacity`,
  // how many slots hold a step); the index of the intent being handled; the base; whether to
  // schedule a notification (``onKeep``).
  @usableFromInline @exclusivity(unchecked)
  package var next: UnsafeMutablePointer<Slot>, nextIndex = 0, currentIntent = -1, base: F.State? = nil,
    notifies = false

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

  /// Creates an empty ring of at most `capacity` steps (at least 1), numbered by `order`.
  package init(capacity: Int, order: StepOrder) {
    self.capacity = max(capacity, 1)
    self.order = order
    slots = .allocate(capacity: min(self.capacity, 64))
    end = slots + min(self.capacity, 64)
    next = slots
  }

  deinit {
    slots.deinitialize(count: min(nextIndex, capacity))
    slots.deallocate()
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
    keep(.intent(intent), before: state)
  }

  /// Keeps an action applied to `before` (the base, if there is none yet).
  package func keepAction(_ action: F.Action, before: F.State, after: F.State, source: ActionSource) {
    keep(.action(action, source: source, state: after), before: before)
  }

  /// Keeps an intent sent with `before`, or an action applied to it (`before` is the base, if
  /// there is none yet), or an event or failure (`before` `nil`), dropping the oldest step when
  /// full. An action caused by the intent being handled (`source` `.intent`) is linked to it.
  @inlinable @inline(__always)
  package func keep(_ entry: Entry, before: F.State?) {
    if base == nil, let before { base = before }
    var cause = -1
    switch entry {
    case .intent: currentIntent = nextIndex
    case .action(_, .intent, _): cause = currentIntent
    case .action, .event, .failure: break
    }
    order.last &+= 1
    let slot = (entry: entry, order: order.last, cause: cause)
    let position = next
    if nextIndex < capacity {
      position.initialize(to: slot)
    } else {
      let dropped = position.move()
      position.initialize(to: slot)
      if case .action(_, _, let state) = dropped.entry { base = state }
    }
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
    moved.moveInitialize(from: slots, count: allocated)
    slots.deallocate()
    (slots, end, next) = (moved, moved + grown, moved + allocated)
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
    keep(.event(event), before: nil)
  }

  /// Keeps a failure, its error beside the ring.
  package func keepFailure(_ error: any Error) {
    failures.append((nextFailure, next - slots, error))
    keep(.failure(nextFailure), before: nil)
    nextFailure += 1
    forgetFailuresThatLeftTheRing()
  }

  /// Forgets every step and the base; the next step starts again from index 0.
  package func clear() {
    slots.deinitialize(count: count)
    (next, nextIndex, currentIntent, base) = (slots, 0, -1, nil)
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
