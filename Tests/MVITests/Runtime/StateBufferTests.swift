import Testing

@testable import MVI

@MainActor
struct StateBufferTests {
  @Test func statesAreTakenInOrderAndTheBufferEndsAfterTheLastOneOnceFinished() async {
    let buffer = StateBuffer<Int>(policy: .unbounded)
    for state in 1...40 { buffer.yield(state) }
    buffer.finish()
    buffer.yield(41)  // after the end: dropped
    var taken: [Int] = []
    while let state = await buffer.next(isolation: MainActor.shared) { taken.append(state) }
    #expect(taken == Array(1...40))
  }

  @Test func bufferingNewestDropsTheOldestStates() async {
    let buffer = StateBuffer<Int>(policy: .bufferingNewest(3))
    for state in 1...40 { buffer.yield(state) }
    buffer.finish()
    var taken: [Int] = []
    while let state = await buffer.next(isolation: MainActor.shared) { taken.append(state) }
    #expect(taken == [38, 39, 40])
  }

  @Test func terminateDropsWhatIsBufferedAndCallsTheHandlerOnce() async {
    let buffer = StateBuffer<Int>(policy: .unbounded)
    let calls = Trail<String>()
    buffer.onTermination { calls.append("terminated") }
    buffer.yield(1)
    buffer.terminate()
    buffer.terminate()
    #expect(await buffer.next(isolation: MainActor.shared) == nil)
    #expect(calls.entries == ["terminated"])
  }

  @Test func aStreamThatGoesAwayTerminatesItsBuffer() {
    let buffer = StateBuffer<Int>(policy: .unbounded)
    let calls = Trail<String>()
    buffer.onTermination { calls.append("terminated") }
    var stream: StateStream<Int>? = StateStream(buffer)
    var iterator = stream?.makeAsyncIterator()
    stream = nil
    #expect(calls.entries.isEmpty)  // the iterator still reads it
    iterator = nil
    #expect(calls.entries == ["terminated"])
    _ = iterator
  }
}
