#if canImport(XCTest)
  import MVI
  import MVITesting
  import XCTest

  /// `TestStore` under XCTest: the same assertions, failures reported with `XCTFail`.
  final class TestStoreXCTests: XCTestCase {
    @MainActor
    func testAPassingTestReportsNothing() async {
      let store = TestStore(Counter(), initialState: .init())
      await store.send(.increment) { $0.count = 1 }
      await store.send(.rename("Clicks")) { $0.title = "Clicks" }
      await store.finish()
    }

    @MainActor
    func testAWrongStateChangeIsReportedWithADiff() async {
      let log = FailureLog()
      let store = TestStore(Counter(), initialState: .init(), reporter: log.reporter)
      await store.send(.increment) { $0.count = 2 }
      await store.finish()
      XCTAssertEqual(log.messages.count, 1)
      XCTAssertTrue(log.messages.first?.contains("-   count: 2") == true, log.messages.description)
      XCTAssertTrue(log.messages.first?.contains("+   count: 1") == true, log.messages.description)
    }
  }
#endif
