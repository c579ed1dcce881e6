/// A store's states as an async sequence: the state when it was asked for, then the state after
/// every send that applied an action (``Store/states(bufferingPolicy:)``).
///
/// A consumer on the main actor takes the states of a burst of sends one after the other, with no
/// executor hop between them; it finishes when the store goes away.
public struct StateStream<State: Sendable>: AsyncSequence, Sendable {
  /// A state of the store.
  public typealias Element = State
  /// The sequence never throws.
  public typealias Failure = Never

  private let consumer: Consumer

  init(_ buffer: StateBuffer<State>) {
    consumer = Consumer(buffer)
  }

  /// Makes the iterator; iterate a sequence once.
  public func makeAsyncIterator() -> Iterator {
    Iterator(consumer: consumer)
  }

  /// Takes the states in order.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let consumer: Consumer

    /// The next state; `nil` once the store has gone away or the task was cancelled.
    public mutating func next() async -> State? {
      await consumer.buffer.next(isolation: nil)
    }

    /// The next state, taken on the caller's actor; `nil` once the sequence has ended.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
      await consumer.buffer.next(isolation: actor)
    }
  }

  /// Held by the sequence and its iterators: when the last of them goes away, the store stops
  /// yielding into the buffer.
  fileprivate final class Consumer: Sendable {
    let buffer: StateBuffer<State>

    init(_ buffer: StateBuffer<State>) {
      self.buffer = buffer
    }

    deinit {
      buffer.terminate()
    }
  }
}
