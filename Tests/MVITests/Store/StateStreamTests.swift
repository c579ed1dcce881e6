import MVI
import TestSupport
import Testing

@MainActor
struct StateStreamTests {
  /// Starts a consumer on the main actor that logs every state it receives until it sees `last`,
  /// and waits until it has taken the current state and waits for the next.
  private func consumer(
    of stream: StateStream<Counter.State>, until last: Int, log: CallLog
  ) async -> Task<Void, Never> {
    let task = Task { @MainActor in
      for await state in stream {
        log.append("\(state.count)")
        if state.count == last { break }
      }
    }
    #expect(await yield(until: { log.entries == ["0"] }))
    return task
  }

  @Test func aConsumerOnTheMainActorTakesTheBufferedStatesWithNoOtherJobBetweenThem() async {
    let store = Store(Counter(), initialState: .init())
    let stream = store.states()
    let log = CallLog()
    let consumer = Task { @MainActor in
      for await state in stream {
        log.append("\(state.count)")
        if state.count == 3 { break }
      }
    }
    for _ in 0..<3 { store.send(.increment) }
    // Enqueued after the consumer's first job: the consumer takes the four buffered states one
    // after the other, without an executor hop (which would let this job run in between).
    Task { @MainActor in log.append("later job") }
    await consumer.value
    #expect(await yield(until: { log.entries.count == 5 }))
    #expect(log.entries == ["0", "1", "2", "3", "later job"])
  }

  @Test func bufferingNewestDeliversOnlyTheLatestStateToAConsumerThatFellBehind() async {
    let store = Store(Counter(), initialState: .init())
    let log = CallLog()
    let consumer = await consumer(
      of: store.states(bufferingPolicy: .bufferingNewest(1)), until: 1_000, log: log)
    // The consumer waits on the main actor: the first send wakes it, and when it runs it takes
    // the latest state, not the first one.
    for _ in 0..<1_000 { store.send(.increment) }
    await consumer.value
    #expect(log.entries == ["0", "1000"])
  }

  @Test func bufferingOldestKeepsTheFirstStates() async {
    let store = Store(Counter(), initialState: .init())
    var states = store.states(bufferingPolicy: .bufferingOldest(2)).makeAsyncIterator()
    for _ in 0..<5 { store.send(.increment) }
    #expect(await states.next()?.count == 0)
    #expect(await states.next()?.count == 1)
    store.send(.increment)
    #expect(await states.next()?.count == 6)
  }

  @Test func aConsumerOnAnotherTaskReceivesEveryStateInOrder() async {
    let store = Store(Counter(), initialState: .init())
    let stream = store.states()
    let consumer = Task.detached {
      var seen: [Int] = []
      for await state in stream {
        seen.append(state.count)
        if state.count == 100 { break }
      }
      return seen
    }
    for _ in 0..<100 {
      store.send(.increment)
      await Task.yield()
    }
    #expect(await consumer.value == Array(0...100))
  }

  @Test func aCancelledConsumerStopsWaiting() async {
    let store = Store(Counter(), initialState: .init())
    let log = CallLog()
    let consumer = await consumer(of: store.states(), until: 1_000, log: log)
    consumer.cancel()
    await consumer.value
    store.send(.increment)
    #expect(log.entries == ["0"])
  }
}
