import MVITesting
import Testing

@Suite struct IssueReporterTests {
  @Test func aCustomReporterReceivesEveryFailureWithItsLocation() {
    let log = FailureLog()
    let failure = TestStoreFailure(
      message: "boom", fileID: "App/FileTests.swift", filePath: "/src/App/FileTests.swift", line: 7,
      column: 3)
    log.reporter(failure)
    #expect(log.all.map(\.description) == ["App/FileTests.swift:7:3: boom"])
  }

  @Test func theSwiftTestingReporterRecordsAnIssueAtTheFailuresLocation() {
    withKnownIssue {
      IssueReporter.swiftTesting(
        TestStoreFailure(
          message: "expected failure", fileID: #fileID, filePath: #filePath, line: 1, column: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["expected failure"] && issue.sourceLocation?.line == 1
    }
  }

  @Test func theAutomaticReporterUsesSwiftTestingInASwiftTestingTest() {
    withKnownIssue {
      IssueReporter.automatic(
        TestStoreFailure(message: "automatic", fileID: #fileID, filePath: #filePath, line: 2, column: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["automatic"]
    }
  }

  @MainActor
  @Test func aTestStoreReportsThroughSwiftTestingByDefault() async {
    await withKnownIssue {
      let store = TestStore(Counter(), initialState: .init())
      await store.send(.increment)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("send(Counter.Intent.increment) changed the state") == true
    }
  }

  @MainActor
  @Test func aTestStoreReleasedWithoutFinishReportsToTheRunningTest() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(
        Search(client: .slow(clock, delay: .seconds(1)), clock: clock), initialState: .init())
      await store.send(.searchTapped) { $0.isLoading = true }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("The test store was released without") == true
    }
  }
}
