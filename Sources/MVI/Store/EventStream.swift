/// A store's one-off events as an async sequence (``Store/events``).
///
/// Making the sequence starts nothing: each iteration (each `for await` loop, each
/// `makeAsyncIterator()`) is a listener of its own, which starts when the iteration starts and
/// stops when its task is cancelled or its iterator goes away. An event counts as delivered only
/// when a listener's iterator has returned it: an event a listener held when it stopped goes to
/// the other listeners, or waits for the next one. A consumer on the main actor takes events with
/// no executor hop; the sequence finishes when the store goes away.
public struct EventStream<Event: Sendable>: AsyncSequence, Sendable {
  /// An event of the store.
  public typealias Element = Event
  /// The sequence never throws.
  public typealias Failure = Never

  private enum Source: Sendable {
    /// A listener starts with each iteration.
    case channel(EventChannel<Event>)
    /// One listener, started when the sequence was made.
    case listener(Listener)
    /// Finishes at once.
    case finished
  }

  private let source: Source

  /// A sequence whose every iteration starts a listener of `channel`.
  init(channel: EventChannel<Event>) {
    source = .channel(channel)
  }

  /// A sequence of one listener of `channel`, started now: the events emitted from now on are
  /// its own.
  init(listeningTo channel: EventChannel<Event>) {
    source = channel.startListener().map { .listener(Listener(channel: channel, id: $0)) } ?? .finished
  }

  /// A sequence that finishes at once.
  static var finished: Self { Self(source: .finished) }

  private init(source: Source) {
    self.source = source
  }

  /// Makes the iterator, starting a listener: the events waiting for one are its own.
  public func makeAsyncIterator() -> Iterator {
    switch source {
    case .channel(let channel):
      Iterator(listener: channel.startListener().map { Listener(channel: channel, id: $0) })
    case .listener(let listener):
      Iterator(listener: listener)
    case .finished:
      Iterator(listener: nil)
    }
  }

  /// Stops the listener started with the sequence now: it takes nothing more.
  func stop() {
    if case .listener(let listener) = source { listener.stop() }
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

  /// Held by the iterators of one listener (and the sequence that started it): when the last of
  /// them goes away, the listener stops.
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
