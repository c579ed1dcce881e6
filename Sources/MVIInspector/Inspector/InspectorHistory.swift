import MVI

/// The steps an inspector keeps: at most ``limit``, oldest dropped first, with the state before
/// the oldest kept step (the *base*), so that any kept step's state can be replayed exactly.
///
/// When a step is dropped, the base becomes the state after it (the state the store had), and
/// ``droppedCount`` says how many earlier steps are gone.
public struct InspectorHistory<F: Feature> {
  /// The most steps kept.
  public let limit: Int
  /// The state before the oldest kept step; `nil` until the store's first intent or action.
  public var base: F.State? { _base }
  /// How many steps were dropped from the front.
  public var droppedCount: Int { _droppedCount }

  var _base: F.State?
  var _droppedCount = 0
  /// The kept steps as a ring: `ring[head]` is the oldest once the ring is full.
  private var ring: ContiguousArray<InspectorStep<F>> = []
  private var head = 0
  /// The step of the intent being handled, for the actions it applies.
  private var currentIntent: Int?
  /// Numbers the steps in the order they happened, across the inspectors that share it.
  private let order: StepOrder

  /// Creates an empty history that keeps at most `limit` steps (at least 1), its steps numbered
  /// by the process's counter, shared by every live inspector.
  package init(limit: Int) {
    self.init(limit: limit, order: .shared)
  }

  /// Creates an empty history that keeps at most `limit` steps (at least 1), its steps numbered
  /// by `order`.
  package init(limit: Int, order: StepOrder) {
    self.limit = max(1, limit)
    self.order = order
  }

  /// Creates a history of the live steps that starts from `base`, after `droppedCount` steps;
  /// its steps come numbered (``append(_:)``).
  init(limit: Int, base: F.State?, droppedCount: Int) {
    self.init(limit: limit)
    _base = base
    _droppedCount = droppedCount
  }

  /// How many steps are kept.
  public var count: Int { ring.count }

  /// The index the next step will get: every step ever appended, dropped ones included.
  public var nextIndex: Int { _droppedCount + ring.count }

  /// The kept steps' indexes.
  public var indices: Range<Int> { droppedCount..<nextIndex }

  /// The step numbered `index`, if it is kept.
  public subscript(index: Int) -> InspectorStep<F>? {
    guard indices.contains(index) else { return nil }
    let offset = index - droppedCount
    return ring[ring.count < limit ? offset : (head + offset) % limit]
  }

  /// The kept steps from `index` on, oldest first.
  public func steps(from index: Int) -> [InspectorStep<F>] {
    max(index, droppedCount) < nextIndex ? (max(index, droppedCount)..<nextIndex).compactMap { self[$0] } : []
  }

  /// The first kept step numbered `order` or later (``InspectorStep/order``), or ``nextIndex``.
  func firstIndex(orderAtLeast order: Int) -> Int {
    var (low, high) = (droppedCount, nextIndex)
    while low < high {
      let middle = (low + high) / 2
      if let step = self[middle], step.order < order { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The kept step numbered `order`, if any.
  func index(ofOrder order: Int) -> Int? {
    let index = firstIndex(orderAtLeast: order)
    return self[index]?.order == order ? index : nil
  }

  /// Sets the base if there is none yet: the state before the first step.
  mutating func start(_ state: F.State) {
    if _base == nil { _base = state }
  }

  /// Appends one step, numbered here, dropping the oldest when full.
  mutating func append(_ kind: InspectorStep<F>.Kind, source: ActionSource?) {
    var cause: Int?
    switch kind {
    case .intent: currentIntent = nextIndex
    case .action(_, let source, _): cause = source == .intent ? currentIntent : nil
    case .event, .failure: break
    }
    append(InspectorStep<F>(index: nextIndex, kind: kind, cause: cause, order: order.next()))
  }

  /// Appends one step numbered ``nextIndex``, dropping the oldest when full.
  mutating func append(_ step: InspectorStep<F>) {
    if ring.count < limit {
      ring.append(step)
      return
    }
    if let state = ring[head].stateAfter { _base = state }
    ring[head] = step
    head = head + 1 == limit ? 0 : head + 1
    _droppedCount += 1
  }
}
