import Testing

@testable import SampleHTTP

@Suite("TransferCounter")
struct TransferCounterTests {
  @Test("a wait returns once the transfers running have ended", .timeLimit(.minutes(1)))
  func waitsForTheEnd() async {
    TransferCounter.started()
    TransferCounter.started()
    let wait = Task { await TransferCounter.waitUntilNoneRunning() }
    #expect(TransferCounter.running >= 2)
    TransferCounter.ended()
    TransferCounter.ended()
    await wait.value  // hangs (to the time limit) if an end does not wake it
  }
}
