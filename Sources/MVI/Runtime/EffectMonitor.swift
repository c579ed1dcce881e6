/// Watches a store's effect tasks from outside the store: what a test store's executor uses to
/// know, by count, when every task is finished, asleep on a test clock, or waiting on something
/// outside the test.
///
/// A store reaches its monitor through its task executor (`executor as? any EffectMonitor`); an
/// app's store has none, and pays one `nil` check per resumption of an effect task.
package protocol EffectMonitor: AnyObject, Sendable {
  /// An effect task started; `parent` is the task that started it, `nil` for a send.
  @MainActor func effectStarted(_ id: EffectTaskID, parent: EffectTaskID?)

  /// An effect task ended: its body returned, or it was cancelled and returned.
  @MainActor func effectFinished(_ id: EffectTaskID)

  /// Store code of an effect task ran on the main actor: the task started, resumed after a wait,
  /// sent an action or an event, or reported an error.
  @MainActor func effectProgressed()

  /// An effect task enters `phase`. A task starts in ``EffectTaskPhase/storeCode``.
  @MainActor func effect(_ id: EffectTaskID, enters phase: EffectTaskPhase)
}

/// What an effect task runs, or waits for, as its store tells its ``EffectMonitor``.
package enum EffectTaskPhase: Sendable, Equatable {
  /// The store's own code, which never waits on anything but the next job: the task is runnable
  /// until it leaves this phase, however many jobs the runtime takes it through (each return
  /// to a main-actor caller can be one, on a job a monitor does not see).
  case storeCode
  /// The effect's own code (a `.run` operation, its error handler) or a clock's sleep: it may
  /// wait on anything.
  case effectCode
  /// Waiting for other tasks of its store to finish (a concatenation's next part, a queued
  /// effect's predecessors).
  case storeTasks
}

/// Names one effect task of one store, for an ``EffectMonitor``.
package struct EffectTaskID: Hashable, Sendable, CustomStringConvertible {
  /// The runtime that started the task.
  package let runtime: ObjectIdentifier
  /// The task's number in its runtime.
  package let token: Int

  /// The effect task the current task belongs to, in a store that has a monitor: set for an
  /// effect's task and inherited by the tasks it creates (children, and tasks it starts itself).
  @TaskLocal package static var current: EffectTaskID?

  package var description: String { "effect task \(token)" }
}
