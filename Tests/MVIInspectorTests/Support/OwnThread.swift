import Foundation

/// Runs blocking work (a socket read, a condition wait) on a thread of its own and awaits it.
///
/// Never on the cooperative pool: it has as many threads as cores (two here), and two reads
/// blocked there starved every other test's tasks. Worse, a test that held the main actor until
/// one of its tasks ran (`TestClockTests`) then waited on them while the reads waited on the
/// inspector's server, which waited on the main actor: a deadlock that only its two-minute
/// timeouts broke, failing the reads with 503 and other suites on their time limits.
enum OwnThread {
  static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}
