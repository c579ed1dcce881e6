/// The states a ``StateStream`` sequence has not delivered yet, and the wake-up of its consumer.
///
/// The store yields into it on the main actor; the consumer takes from it on whatever executor it
/// runs on. A buffered state is taken without suspending, so a consumer on the main actor reads
/// the states of a burst of sends one after the other, with no executor hop between them. Only a
/// consumer that found the buffer empty waits; the first state after wakes it, and it takes what
/// is buffered when it runs: one hop for all the states yielded meanwhile, and with
/// `.bufferingNewest(1)` only the latest of them.
final class StateBuffer<State: Sendable>: Sendable {
  typealias Policy = AsyncStream<State>.Continuation.BufferingPolicy

  private struct Contents {
    /// The states not taken yet.
    var states = FIFOQueue<State>()
    /// The consumer, while it waits for a state.
    var waiter: UnsafeContinuation<Void, Never>?
    /// No state comes after the buffered ones: the store went away or the consumer stopped.
    var isFinished = false
    /// Called once, when the consumer stops (its sequence went away, or its task was cancelled).
    var onTermination: (@Sendable () -> Void)?

    mutating func append(_ state: State, policy: Policy) {
      switch policy {
      case .bufferingOldest(let limit):
        guard states.count < limit else { return }
      case .bufferingNewest(let limit):
        guard limit > 0 else { return }
        if states.count == limit { states.dropFirst() }
      default:
        break
      }
      states.append(state)
    }
  }

  private let contents = Locked(Contents())
  private let policy: Policy

  init(policy: Policy) {
    self.policy = policy
  }

  /// Sets what is called when the consumer stops.
  func onTermination(_ handler: @escaping @Sendable () -> Void) {
    contents.withLock { $0.onTermination = handler }
  }

  /// Buffers a state (as the policy says) and wakes the consumer if it waits.
  func yield(_ state: State) {
    let waiter = contents.withLock { contents -> UnsafeContinuation<Void, Never>? in
      guard !contents.isFinished else { return nil }
      contents.append(state, policy: policy)
      defer { contents.waiter = nil }
      return contents.waiter
    }
    waiter?.resume()
  }

  /// Ends the sequence after the buffered states: the store went away.
  func finish() {
    let waiter = contents.withLock { contents -> UnsafeContinuation<Void, Never>? in
      contents.isFinished = true
      defer { contents.waiter = nil }
      return contents.waiter
    }
    waiter?.resume()
  }

  /// Ends the sequence at once and tells the store: the consumer stopped.
  func terminate() {
    let (waiter, onTermination) = contents.withLock { contents in
      contents.isFinished = true
      contents.states.removeAll()
      defer {
        contents.waiter = nil
        contents.onTermination = nil
      }
      return (contents.waiter, contents.onTermination)
    }
    waiter?.resume()
    onTermination?()
  }

  /// The next state, waiting for one if none is buffered; `nil` once the sequence has ended.
  func next(isolation actor: isolated (any Actor)?) async -> State? {
    while true {
      let taken = contents.withLock { contents -> (state: State?, isFinished: Bool) in
        (contents.states.popFirst(), contents.isFinished)
      }
      if let state = taken.state { return state }
      if taken.isFinished || Task.isCancelled { return nil }
      await withTaskCancellationHandler {
        await withUnsafeContinuation(isolation: actor) { (waiter: UnsafeContinuation<Void, Never>) in
          let ready = contents.withLock { contents in
            guard contents.states.isEmpty, !contents.isFinished else { return true }
            // As with an AsyncStream: a second waiter would leave the first waiting forever.
            precondition(contents.waiter == nil, "A StateStream was iterated by two tasks at once")
            contents.waiter = waiter
            return false
          }
          if ready { waiter.resume() }
        }
      } onCancel: {
        terminate()
      }
    }
  }
}
