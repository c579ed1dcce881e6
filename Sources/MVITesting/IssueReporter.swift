import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where a ``TestStore`` reports its failures.
///
/// The default, ``automatic``, records an issue with Swift Testing when a Swift Testing test is
/// running and calls `XCTFail` otherwise, so the same test store works under both. Inject
/// another reporter to collect failures, for example to test the messages of a test helper:
///
/// ```swift
/// let failures = LockIsolated<[TestStoreFailure]>([])
/// let store = TestStore(Counter(), initialState: .init(),
///                       reporter: IssueReporter { failure in failures.withLock { $0.append(failure) } })
/// ```
public struct IssueReporter: Sendable {
  private let report: @Sendable (TestStoreFailure) -> Void

  /// Creates a reporter from a closure called with every failure.
  public init(_ report: @escaping @Sendable (TestStoreFailure) -> Void) {
    self.report = report
  }

  /// Reports a failure.
  public func callAsFunction(_ failure: TestStoreFailure) {
    report(failure)
  }

  /// Records an issue with Swift Testing, at the failure's source location.
  public static let swiftTesting = IssueReporter { failure in
    Issue.record(
      Comment(rawValue: failure.message),
      sourceLocation: SourceLocation(
        fileID: "\(failure.fileID)", filePath: "\(failure.filePath)", line: Int(failure.line),
        column: Int(failure.column)))
  }

  #if canImport(XCTest)
    /// Calls `XCTFail` at the failure's file and line.
    public static let xcTest = IssueReporter { failure in
      XCTFail(failure.message, file: failure.filePath, line: failure.line)
    }
  #endif

  /// Swift Testing when a Swift Testing test is running, XCTest otherwise.
  ///
  /// On this toolchain neither library forwards the other's failures: `Issue.record` inside an
  /// XCTest test case and `XCTFail` inside a Swift Testing test are both ignored. So this
  /// reporter records with Swift Testing when `Test.current` is set; otherwise it calls
  /// `XCTFail` (which counts when an XCTest test is running) and also records with Swift Testing
  /// (which counts, as an issue of no particular test, in a Swift Testing run).
  public static let automatic = IssueReporter { failure in
    if Test.current != nil {
      swiftTesting(failure)
      return
    }
    #if canImport(XCTest)
      xcTest(failure)
    #endif
    swiftTesting(failure)
  }
}
