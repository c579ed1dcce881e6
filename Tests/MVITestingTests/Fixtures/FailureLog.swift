import MVITesting

/// Collects a test store's failures so that tests can check their messages.
final class FailureLog: Sendable {
  private let failures = LockIsolated<[TestStoreFailure]>([])

  /// A reporter that appends to this log.
  var reporter: IssueReporter {
    IssueReporter { [self] failure in failures.withLock { $0.append(failure) } }
  }

  /// Every failure so far.
  var all: [TestStoreFailure] { failures.withLock { $0 } }

  /// The messages of every failure so far.
  var messages: [String] { all.map(\.message) }

  /// Forgets every failure.
  func clear() { failures.withLock { $0.removeAll() } }
}
