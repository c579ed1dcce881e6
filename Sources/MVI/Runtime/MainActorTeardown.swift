/// Runs what a main-actor object's `deinit` must do on the main actor: at once when the last
/// reference was released there (the usual case: a view, a view controller, a test), otherwise in
/// a main-actor task, carrying only what the teardown needs.
///
/// Not an `isolated deinit`: its runtime entry point (`swift_task_deinitOnExecutor`) is part of
/// the Swift 6.1 runtime, newer than the library's floor (iOS 17, macOS 14).
enum MainActorTeardown {
  /// Runs `body` on the main actor: synchronously when the caller is on it, else in a task.
  static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { body() }
    } else {
      Task { @MainActor in body() }
    }
  }
}
