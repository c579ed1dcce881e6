/// The rule ``MainQueueExecutor/settle(limit:)`` applies to the turns of the main queue it waits
/// for: the effects are quiet after ``required`` turns in a row in which no job ran or was
/// enqueued on the test stores' executor, and at most one job was enqueued on the main actor (the
/// settling task's own resumption).
///
/// The executor's jobs are counted exactly. The main actor's are counted only where the runtime
/// calls its enqueue hook, which it does not do for every main-actor job (a resumed continuation
/// often goes around it), so a main-actor count never excuses an executor job: an executor job in
/// a turn whose own resumption went uncounted once made that turn look quiet, and a chain of
/// concatenated effects looked settled after its first run.
struct QuietTurns {
  /// How many quiet turns in a row mean the effects are quiet.
  let required: Int
  /// The quiet turns in a row so far.
  private(set) var count = 0

  init(required: Int) {
    self.required = required
  }

  /// Counts one turn, with the jobs seen during it; `true` once the effects are quiet.
  mutating func turn(executorJobs: Int, mainActorJobs: Int) -> Bool {
    count = executorJobs == 0 && mainActorJobs <= 1 ? count + 1 : 0
    return count >= required
  }
}
