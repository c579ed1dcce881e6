import Foundation
import ImageSearch
import MVI
import MVITesting
import Testing

/// `Examples/ImageSearch/Fixtures/recorded-session.jsonl` was recorded from the terminal demo
/// (`mvi-demo image-search --record FILE`): the search on appear, moving down twice, opening
/// and closing the third image, clearing the query, typing "cat", moving down, erasing it and
/// typing "고양이". Its 19 actions replay through `reduce` to the recorded states.
@MainActor
@Suite("ImageSearch recorded session")
struct ImageSearchReplayTests {
  static let fixture = "../../../Fixtures/recorded-session.jsonl"
  static let feature = ImageSearch(service: ImageSearchService { _, _ in [] })

  @Test func theRecordedSessionReplaysToIdenticalStates() {
    let replayed = assertReplays(jsonLinesAt: Self.fixture, relativeTo: #filePath, through: Self.feature)
    #expect(replayed == 19)
  }

  @Test func theRecordingSaysWhereEachActionCameFrom() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(Self.fixture)
    let session = try RecordedSession<ImageSearch>(jsonLines: String(contentsOf: url, encoding: .utf8))
    let sources = session.entries.compactMap { entry -> String? in
      guard case .action(let action, let source, _) = entry else { return nil }
      return "\(source.rawValue) \(String(describing: action).prefix(40))"
    }
    #expect(sources.first == "intent searchStarted(\"강아지\")")
    #expect(sources.filter { $0.hasPrefix("effect") }.count == 5)
  }

  @Test func aReduceThatChangedSinceTheRecordingFailsAtTheFirstActionItChanges() {
    let failures = LockIsolated<[TestStoreFailure]>([])
    assertReplays(
      jsonLinesAt: Self.fixture, relativeTo: #filePath, through: ForgetfulFocus(),
      reporter: IssueReporter { failure in failures.withLock { $0.append(failure) } })
    let messages = failures.withLock { $0.map(\.message) }
    #expect(messages.count == 3, "the three focus moves, each replayed from the recorded state before it")
    #expect(
      messages.first == """
        Replaying action 3 of 19, ImageSearch.Action.focusChanged(1) (from an intent), gave another state than \
        recorded: (- recorded, + replayed)
          … (105 unchanged lines)
              ]
            )
            validationMessage: nil
        -   focusedIndex: 1
        +   focusedIndex: 0
            selectedIndex: nil
            recentQueries: RecentQueries(
              queries: []
          … (3 unchanged lines)
        """)
  }
}

/// The sample's reduce with a regression: moving the cursor is ignored (its `handle` is the
/// sample's: a replay checks both, and only `reduce` changed here).
private struct ForgetfulFocus: Feature {
  typealias State = ImageSearch.State
  typealias Intent = ImageSearch.Intent
  typealias Action = ImageSearch.Action
  let base = ImageSearch(service: ImageSearchService { _, _ in [] })

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> { base.handle(intent, state: state) }

  func reduce(_ state: inout State, _ action: Action) {
    if case .focusChanged = action { return }
    base.reduce(&state, action)
  }
}
