import Testing

@testable import SampleHTTP

@Suite("TransferCounter")
struct TransferCounterTests {
  @Test(.timeLimit(.minutes(1))) func aWaitReturnsOnceTheTransfersRunningHaveEnded() async {
    TransferCounter.started()
    TransferCounter.started()
    let wait = Task { await TransferCounter.waitUntilNoneRunning() }
    #expect(TransferCounter.running >= 2)
    TransferCounter.ended()
    TransferCounter.ended()
    await wait.value  // hangs (to the time limit) if an end does not wake it
  }
}
