import Foundation
import MVI
import TestSupport
import Testing

@testable import MVIInspector

@MainActor
struct InspectorTests {
  @Test func recordsIntentsActionsWithTheirSourceEventsAndFailures() async {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.add(2))
    await store.send(.addLater(3)).finish()
    store.send(.announce)
    store.send(.fail)
    await store.waitForEffects()
    let steps = inspector.history.steps(from: 0)
    #expect(
      steps.map(\.kindName) == [
        "intent", "action", "action", "intent", "action", "intent", "event", "intent", "failure",
      ])
    let sources = steps.compactMap { step -> ActionSource? in
      if case .action(_, let source, _) = step.kind { return source }
      return nil
    }
    #expect(sources == [.intent, .intent, .effect])
    #expect(steps[1].cause == 0 && steps[2].cause == 0 && steps[4].cause == nil)
  }

  @Test func theStateAtAStepIsReplayedExactly() throws {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    for amount in 1...5 { store.send(.add(amount)) }
    // Step 4 is the second intent's first action: 1 + 2.
    let replay = try inspector.replay(to: 4)
    #expect(replay.state == Tally.State(count: 3, note: "added 1"))
    #expect(replay.divergence == nil)
    #expect(try inspector.replay(to: inspector.history.nextIndex - 1).state == store.state)
  }

  @Test func replayStaysExactAfterTheOldestStepsAreDropped() throws {
    let inspector = Inspector(Tally(), limit: 7)
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    for amount in 1...10 { store.send(.add(amount)) }
    #expect(inspector.history.droppedCount == 23)
    for index in inspector.history.indices {
      let replay = try inspector.replay(to: index)
      #expect(replay.state == replay.recorded)
    }
    #expect(try inspector.replay(to: 29).state == store.state)
    #expect(throws: InspectorError.noSuchStep(3, kept: 23..<30)) { try inspector.replay(to: 3) }
  }

  @Test func theHistoryReadAfterAnyNumberOfStepsIsTheOneRecordedStepByStep() async {
    // The inspector's store writes a ring; its history catches up when read. A history recorded
    // step by step through an interceptor of its own is what it must equal, read after fewer
    // steps than the limit, after more (its unread steps then partly dropped), and after a
    // failure and an event.
    let inspector = Inspector(Tally(), limit: 7)
    var reference = InspectorHistory<Tally>(limit: 7)
    let recordingReference = Interceptor<Tally> { activity, source in
      reference.record(activity, source: source)
    }
    let store = Store(
      Tally(), initialState: .init(), interceptors: [inspector.interceptor, recordingReference])
    func described(_ history: InspectorHistory<Tally>) -> [String] {
      ["base \(String(describing: history.base)) dropped \(history.droppedCount)"]
        + history.steps(from: 0).map { step in
          "\(step.index) \(step.kindName) <-\(String(describing: step.cause)) \(String(describing: step.stateAfter))"
        }
    }
    for burst in [1, 2, 9, 1, 30, 3] {
      for amount in 1...burst { store.send(.add(amount)) }
      #expect(described(inspector.history) == described(reference), "after a burst of \(burst)")
    }
    store.send(.fail)
    store.send(.announce)
    await store.waitForEffects()
    #expect(described(inspector.history) == described(reference))
    #expect(inspector.history.steps(from: 0).map(\.kindName).suffix(3) == ["intent", "event", "failure"])
  }

  @Test func anImpureReduceIsReportedAtTheFirstStepThatDiffers() throws {
    let feature = Impure(outside: .init())
    let inspector = Inspector(feature)
    let store = Store(feature, initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.bump)
    store.send(.bump)
    let replay = try inspector.replay(to: 3)
    #expect(replay.divergence == 1)
    let detail = try inspector.detail(3)
    #expect(detail.warning?.contains("not pure") == true)
    #expect(detail.warning?.contains("first at step 1") == true)
  }

  @Test func nothingRecordedIsAnError() {
    let inspector = Inspector(Tally())
    #expect(throws: InspectorError.nothingRecorded) { try inspector.replay(to: 0) }
  }

  @Test func continuingMakesANewStoreAtThatStateAndLeavesTheLiveStoreAlone() throws {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.add(1))
    store.send(.add(10))
    var handed: (Store<Tally>, Int)?
    inspector.continueHandler = { handed = ($0, $1) }
    let branch = try inspector.continueFrom(step: 2)
    #expect(branch.state == Tally.State(count: 1, note: "added 1"))
    branch.send(.add(100))
    #expect(branch.count == 101)
    #expect(store.count == 11)
    #expect(inspector.history.count == 6)
    #expect(handed?.0 === branch && handed?.1 == 2)
  }

  @Test func exportThenImportGivesTheSameStepsAndStates() throws {
    let inspector = Inspector(Tally(), limit: 5)
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    for amount in 1...4 { store.send(.add(amount)) }
    store.send(.announce)
    let text = try inspector.exportSession()
    let session = try RecordedSession<Tally>(jsonLines: text)
    #expect(session.entries.count == 5)
    try inspector.importSession(jsonLines: text)
    let imported = try #require(inspector.imported)
    #expect(imported.count == 5)
    for (live, copy) in zip(inspector.history.indices, imported.indices) {
      #expect(try inspector.replay(to: live).state == inspector.state(at: copy, in: .imported))
    }
    #expect(try inspector.exportSession(.imported) == text)
  }

  @Test func anImportedSessionTheAppTrapsOnIsOpenedAndViewedWithoutRunningReduce() throws {
    // A counter at Int.max: the app never reaches it, and its `reduce` traps on it. Before, showing
    // a step replayed it through `reduce`, and the inspected app (here: the test run) died.
    let calls = Impure.Outside()
    let inspector = Inspector(Overflowing(calls: calls))
    let session = RecordedSession<Overflowing>(
      initialState: .init(count: .max),
      entries: [.intent(.increment), .action(.increment, source: .intent, state: .init(count: .max))])
    try inspector.importSession(jsonLines: try session.jsonLines())
    for index in try #require(inspector.imported).indices {
      let detail = try inspector.detail(index, timeline: .imported)
      #expect(detail.state.joined().contains("count: \(Int.max)"))
      #expect(!detail.replayed)
    }
    #expect(try inspector.state(at: 1, in: .imported).count == .max)
    _ = try inspector.update(timeline: .imported)
    _ = try inspector.regressionTest(.imported)
    #expect(throws: InspectorError.unconfirmedImportedRun) { try inspector.replay(to: 1, in: .imported) }
    #expect(throws: InspectorError.unconfirmedImportedRun) {
      try inspector.continueFrom(step: 1, in: .imported)
    }
    #expect(calls.calls == 0)
    // Continuing from it is the user's explicit choice: the new store starts at the file's state.
    let branch = try inspector.continueFrom(step: 1, in: .imported, confirmed: true)
    #expect(branch.count == .max)
    #expect(calls.calls == 0)
  }

  @Test func onlyTheKeptTailOfALongSessionIsDecoded() throws {
    // 200 actions, each with its state; the inspector keeps 5. Before, every line was decoded.
    var entries: [RecordedSession<Witnessed>.Entry] = []
    var state = Witnessed.State(witness: Witness(id: 3))
    for item in 0..<200 {
      Witnessed().reduce(&state, .append(item))
      entries.append(.action(.append(item), source: .effect, state: state))
    }
    let session = RecordedSession<Witnessed>(initialState: .init(witness: Witness(id: 3)), entries: entries)
    let inspector = Inspector(Witnessed(), limit: 5)
    try inspector.importSession(jsonLines: try session.jsonLines())
    // The header, the base's line and the 5 kept lines.
    #expect(Witness.seen(3).count == 7)
    let imported = try #require(inspector.imported)
    #expect(imported.indices == 195..<200)
    #expect(imported.base?.items == Array(0..<195))
    #expect(try inspector.state(at: 199, in: .imported).items == Array(0..<200))
    // A bad line in the tail is named by its number in the whole file.
    var lines = try session.jsonLines().split(separator: "\n").map(String.init)
    lines[198] = "{\"action\": 1}"
    #expect(throws: InspectorError.self) {
      try inspector.importSession(jsonLines: lines.joined(separator: "\n"))
    }
    do {
      try inspector.importSession(jsonLines: lines.joined(separator: "\n"))
    } catch {
      #expect(error.description.contains("Line 199 "))
    }
  }

  @Test func aSessionWithCRLFAndBlankLinesIsImportedAndItsBadLineNamedByItsNumberInTheFile() throws {
    // A session saved on Windows or edited by hand: `\r\n` endings and blank lines (JSON Lines
    // allows both). Before, `\r\n` (one Character) never split, and blank lines shifted numbers.
    var entries: [RecordedSession<Witnessed>.Entry] = []
    var state = Witnessed.State(witness: Witness(id: 6))
    for item in 0..<20 {
      Witnessed().reduce(&state, .append(item))
      entries.append(.action(.append(item), source: .effect, state: state))
    }
    let session = RecordedSession<Witnessed>(initialState: .init(witness: Witness(id: 6)), entries: entries)
    var lines = try session.jsonLines().split(separator: "\n").map(String.init)
    lines.insert("", at: 3)
    lines.insert("  ", at: 10)
    let inspector = Inspector(Witnessed(), limit: 5)
    try inspector.importSession(jsonLines: lines.joined(separator: "\r\n") + "\r\n")
    // Only the header, the base's line and the 5 kept lines are decoded, as with `\n`.
    #expect(Witness.seen(6).count == 7)
    let imported = try #require(inspector.imported)
    #expect(imported.indices == 15..<20)
    #expect(imported.base?.items == Array(0..<15))
    #expect(try inspector.state(at: 19, in: .imported).items == Array(0..<20))
    // The text's line 20 (the 18th entry, after two blank lines) does not decode.
    lines[19] = "{\"action\": 1}"
    do {
      try inspector.importSession(jsonLines: lines.joined(separator: "\r\n"))
      Issue.record("a bad line was imported")
    } catch {
      #expect(error.description.contains("Line 20 "), "\(error.description)")
    }
  }

  @Test func aStepsTextsAreCutAtTheLimitAndMoreCanBeAsked() throws {
    let inspector = Inspector(Witnessed())
    let store = Store(
      Witnessed(), initialState: .init(witness: Witness(id: 4)), interceptors: [inspector.interceptor])
    store.send(.fill(5_000))
    let detail = try inspector.detail(1)
    #expect(detail.state.count == InspectorFeed.detailLines + 1)
    #expect(detail.truncated && detail.lines > 5_000)
    let answer = inspector.respond(
      to: HTTPRequest(method: "GET", path: "/api/step", query: ["index": "1", "lines": "\(detail.lines)"]))
    let full = try JSONDecoder().decode(InspectorFeed.Detail.self, from: Data(answer.body))
    #expect(!full.truncated && full.state.count > 5_000 && full.state.last == ")")
    #expect(detail.state.last == "… \(full.state.count - InspectorFeed.detailLines) more lines")
  }

  @Test func aSessionOfAnotherFeatureIsRefused() throws {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.add(1))
    let text = try inspector.exportSession().replacingOccurrences(
      of: "\"feature\":\"Tally\"", with: "\"feature\":\"Scoreboard\"")
    #expect(throws: InspectorError.wrongFeature(recorded: "Scoreboard", expected: "Tally")) {
      try inspector.importSession(jsonLines: text)
    }
    #expect(inspector.imported == nil)
  }

  @Test func aBadImportIsATypedErrorAndKeepsTheEarlierOne() throws {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.add(1))
    try inspector.importSession(jsonLines: try inspector.exportSession())
    #expect(throws: InspectorError.self) {
      try inspector.importSession(jsonLines: "{\"not\": \"a session\"}")
    }
    #expect(throws: InspectorError.self) { try inspector.importSession(jsonLines: "") }
    #expect(inspector.imported?.count == 3)
  }

  @Test func withoutCodableTypesTheLiveViewWorksAndSessionsAreRefused() throws {
    let inspector = Inspector(Plain())
    let store = Store(Plain(), initialState: .init(), interceptors: [inspector.interceptor])
    store.send(.set(4))
    #expect(!inspector.supportsSessions)
    #expect(try inspector.detail(1).state.joined().contains("value: 4"))
    #expect(throws: InspectorError.notCodable(feature: "Plain")) { try inspector.exportSession() }
    #expect(throws: InspectorError.notCodable(feature: "Plain")) {
      try inspector.importSession(jsonLines: "{}")
    }
  }

  @Test func listenersAreToldOncePerBurst() async {
    let inspector = Inspector(Tally())
    let store = Store(Tally(), initialState: .init(), interceptors: [inspector.interceptor])
    // Each listener logs the count it saw when told: a burst's call sees the burst's last count.
    var calls: [Int] = []
    var witnessed: [Int] = []
    let listener = inspector.onChange { calls.append(store.count) }
    let witness = inspector.onChange { witnessed.append(store.count) }
    for _ in 0..<100 { store.send(.add(1)) }
    #expect(await yield(until: { !calls.isEmpty }))
    // A later burst's call is made after every call the first one caused: once it is in, the
    // first burst was told once.
    store.send(.add(1))
    #expect(await yield(until: { calls.last == 101 }))
    #expect(calls == [100, 101])
    listener.cancel()
    store.send(.add(1))
    // The listener still there is told of this burst: the call that would reach the cancelled
    // one has been made.
    #expect(await yield(until: { witnessed.last == 102 }))
    #expect(witnessed == [100, 101, 102])
    #expect(calls == [100, 101])
    witness.cancel()
  }
}
