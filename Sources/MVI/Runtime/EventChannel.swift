/// Delivers a store's one-off events to its listeners.
///
/// The delivery rule:
/// - every listener active when an event is emitted receives it, once (broadcast);
/// - while nobody listens, events are buffered in order and the first listener to start
///   receives them all; nothing is dropped;
/// - when the store goes away, every listener's sequence finishes.
@MainActor
final class EventChannel<Event: Sendable> {
  private var buffer: [Event] = []
  private var listeners: [(id: Int, continuation: AsyncStream<Event>.Continuation)] = []
  private var nextID = 0
  private var isFinished = false

  /// The number of events waiting for a first listener.
  var bufferedCount: Int { buffer.count }

  func emit(_ event: Event) {
    var delivered = false
    listeners.removeAll { listener in
      if case .terminated = listener.continuation.yield(event) { return true }
      delivered = true
      return false
    }
    if !delivered { buffer.append(event) }
  }

  func listen() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    guard !isFinished else {
      continuation.finish()
      return stream
    }
    let id = nextID
    nextID += 1
    for event in buffer { continuation.yield(event) }
    buffer.removeAll()
    listeners.append((id, continuation))
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.listeners.removeAll { $0.id == id } }
    }
    return stream
  }

  func finish() {
    isFinished = true
    for listener in listeners { listener.continuation.finish() }
    listeners.removeAll()
  }
}
