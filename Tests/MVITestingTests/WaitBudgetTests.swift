import Testing

@testable import MVITesting

@Suite("WaitBudget")
struct WaitBudgetTests {
  /// A real-time source that moves by the given steps, one per reading.
  final class Steps: @unchecked Sendable {
    private var instant = ContinuousClock.now
    private var steps: [Duration]

    init(_ steps: [Duration]) { self.steps = steps }

    func now() -> ContinuousClock.Instant {
      if !steps.isEmpty { instant += steps.removeFirst() }
      return instant
    }
  }

  @Test func usedUpWhenTheCountedTimeReachesTheTimeout() {
    let time = Steps([.zero] + Array(repeating: .milliseconds(5), count: 400))
    var budget = WaitBudget(timeout: .seconds(1), now: time.now)
    for _ in 0..<100 { budget.count() }
    #expect(budget.yields == 100)
    #expect(budget.waited == .milliseconds(500))
    #expect(!budget.isUsedUp, "only 0.5 s")
    for _ in 0..<100 { budget.count() }
    #expect(budget.waited == .seconds(1))
    #expect(budget.isUsedUp)
  }

  @Test func aStretchInWhichTheWaiterCouldNotRunCountsForOneSliceNotItsLength() {
    // A few quick yields, then 15 s while another test holds the main actor, then quick yields:
    // with a 10 s timeout the wait must go on after the stretch.
    let time = Steps([.zero, .milliseconds(1), .milliseconds(1), .seconds(15), .milliseconds(1)])
    var budget = WaitBudget(timeout: .seconds(10), now: time.now)
    for _ in 0..<4 { budget.count() }
    #expect(budget.waited == .milliseconds(13))
    #expect(!budget.isUsedUp)
  }
}
