/// A store's one-off events as an async sequence, for one listener (``Store/events``).
///
/// The listener starts when the sequence is made and stops when its task is cancelled or the
/// sequence and its iterator go away. An event counts as delivered only when this listener's
/// iterator has returned it: an event the listener held when it stopped goes to the other
/// listeners, or waits for the next one. A consumer on the main actor takes events with no
/// executor hop; the sequence finishes when the store goes away.
public struct EventStream<Event: Sendable>: AsyncSequence, Sendable {
  /// An event of the store.
  public typealias Element = Event
  /// The sequence never throws.
  public typealias Failure = Never

  private let listener: Listener?

  init(channel: EventChannel<Event>, listener id: Int?) {
    listener = id.map { Listener(channel: channel, id: $0) }
  }

  /// Makes the iterator; iterate a sequence once.
  public func makeAsyncIterator() -> Iterator {
    Iterator(listener: listener)
  }

  /// Stops the listener now: it takes nothing more.
  func stop() {
    listener?.stop()
  }

  /// Takes the events in order.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let listener: Listener?

    /// The next event; `nil` once the store has gone away or the task was cancelled.
    public mutating func next() async -> Event? {
      guard let listener else { return nil }
      return await listener.channel.next(listener.id, isolation: nil)
    }

    /// The next event, taken on the caller's actor; `nil` once the sequence has ended.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Event? {
      guard let listener else { return nil }
      return await listener.channel.next(listener.id, isolation: actor)
    }
  }

  /// Held by the sequence and its iterators: when the last of them goes away, the listener stops.
  fileprivate final class Listener: Sendable {
    let channel: EventChannel<Event>
    let id: Int

    init(channel: EventChannel<Event>, id: Int) {
      self.channel = channel
      self.id = id
    }

    func stop() {
      channel.stop(id)
    }

    deinit {
      channel.stop(id)
    }
  }
}
