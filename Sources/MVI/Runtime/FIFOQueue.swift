/// A first-in, first-out queue over an array: a taken element is skipped by an index, and the
/// taken ones are removed from the array once they are half of it, so a queue that never empties
/// (sends that keep queueing sends, a state stream whose consumer keeps up just behind) does not
/// keep everything that passed through it, and a take moves nothing most of the time.
///
/// Its small operations are inlined by force: a state stream's buffer runs in generic code, where
/// the optimizer left them as calls.
struct FIFOQueue<Element> {
  /// The elements not taken yet are `elements[head...]`.
  var elements: [Element] = []
  var head = 0

  init() {}

  /// Whether every element was taken.
  var isEmpty: Bool { head == elements.count }

  /// How many elements are not taken yet.
  @inline(__always)
  var count: Int { elements.count - head }

  /// The last element not taken yet.
  var last: Element? { isEmpty ? nil : elements.last }

  /// Adds an element at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    elements.append(element)
  }

  /// Takes the first element; `nil` when the queue is empty.
  @inline(__always)
  mutating func popFirst() -> Element? {
    guard head < elements.count else { return nil }
    let element = elements[head]
    dropFirst()
    return element
  }

  /// Drops the first element (the queue must not be empty).
  @inline(__always)
  mutating func dropFirst() {
    head += 1
    if head == elements.count {
      elements.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 16, head * 2 >= elements.count {
      elements.removeFirst(head)
      head = 0
    }
  }

  /// Takes every element not taken yet, in order.
  @discardableResult
  mutating func removeAll() -> ArraySlice<Element> {
    let rest = elements[head...]
    elements = []
    head = 0
    return rest
  }
}
