import Testing

@testable import MVITesting

struct QuietTurnsTests {
  /// What the rule answers after each turn, with its jobs (executor, main actor).
  func answers(_ turns: [(executor: Int, mainActor: Int)]) -> [Bool] {
    var rule = QuietTurns(required: 3)
    return turns.map { rule.turn(executorJobs: $0.executor, mainActorJobs: $0.mainActor) }
  }

  @Test func quietAfterTheRequiredTurnsWithNoJobButTheSettlersOwnResumption() {
    #expect(answers([(0, 1), (0, 0), (0, 1)]) == [false, false, true])
  }

  // The turns of a concatenation seen in a loaded thread-sanitizer run: the settling task's own
  // resumption went uncounted, and each turn had one executor job. They are not quiet.
  @Test func anExecutorJobIsNeverExcusedAsTheSettlersOwnResumption() {
    #expect(answers([(1, 0), (1, 0), (0, 0), (0, 0)]) == [false, false, false, false])
  }

  @Test func anyActivityStartsTheCountOver() {
    #expect(
      answers([(0, 0), (0, 0), (0, 2), (0, 0), (0, 0), (0, 0)]) == [false, false, false, false, false, true])
    #expect(
      answers([(0, 0), (0, 0), (1, 0), (0, 0), (0, 0), (0, 0)]) == [false, false, false, false, false, true])
  }
}
