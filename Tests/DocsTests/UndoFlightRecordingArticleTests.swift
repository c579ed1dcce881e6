// The code of the article "Undo, flight recording and behaviour diffs", compiled in a file that
// imports Foundation as app files do, and run. Keep it the same as the article's.
import Foundation
import MVI
import MVITesting
import Testing

private struct Note: Feature {
  struct State: Equatable {
    var title = ""
    var body = ""
    var isSaving = false
  }
  enum Intent: Sendable {
    case titleChanged(String)
    case bodyChanged(String)
    case saveStarted
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .titleChanged(let title): state.title = title
    case .bodyChanged(let body): state.body = body
    case .saveStarted: state.isSaving = true
    }
  }
}

/// A sign-in form, as the article's flight recorder assumes one.
private struct Login: Feature {
  struct State: Equatable, Codable { var password = "" }
  enum Intent: Codable, Sendable { case passwordChanged(String) }

  func reduce(_ state: inout State, _ action: Intent) {
    guard case .passwordChanged(let password) = action else { return }
    state.password = password
  }
}

/// A to-do whose title is committed half a second after the last keystroke, as the article's
/// undo test assumes one.
private struct Todo: Feature {
  struct State: Equatable {
    var title = ""
    var savedTitle = ""
  }
  enum Intent: Sendable { case titleTyped(String) }
  enum Action: Sendable, Equatable {
    case titleChanged(String)
    case titleCommitted
  }
  let clock: any Clock<Duration>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    guard case .titleTyped(let title) = intent else { return .none }
    return .merge(
      .send(.titleChanged(title)),
      Effect.send(.titleCommitted).debounce(id: "commit", for: .milliseconds(500), clock: clock))
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .titleChanged(let title): state.title = title
    case .titleCommitted: state.savedTitle = state.title
    }
  }
}

/// Where the app's crash reports go.
@MainActor
private final class CrashReports {
  var attached: [String] = []
  func attach(_ dump: String) { attached.append(dump) }
}

@MainActor
@Suite("Undo, flight recording and behaviour diffs article")
struct UndoFlightRecordingArticleTests {
  @Test func undoAndRedo() {
    let store = Store(
      Note().undoable(
        limit: 50,
        coalescing: .byKey(within: .seconds(1)) { action in
          switch action {
          case .titleChanged: "title"
          case .bodyChanged: "body"
          case .saveStarted: nil
          }
        },
        excluding: [.field(\.isSaving)]),
      initialState: .init(Note.State()))

    store.send(.titleChanged("G"))
    store.send(.titleChanged("Gr"))
    store.send(.titleChanged("Groceries"))  // one step: each keystroke within a second
    store.send(.saveStarted)  // no step: `isSaving` is left out of history
    #expect(store.canUndo)  // true
    store.send(.undo)
    #expect(store.title == "")
    #expect(store.isSaving)  // true: a restored state keeps the excluded fields' current values
    store.send(.redo)
    #expect(store.title == "Groceries")
  }

  @Test func typingThenCommittingAreTwoSteps() async {
    let clock = TestClock()
    let store = TestStore(
      Todo(clock: clock).undoable(
        coalescing: .byKey(within: .milliseconds(300)) { _ in "title" }, clock: clock),
      initialState: .init(Todo.State()))
    await store.send(.titleTyped("G")) {
      $0.title = "G"
      $0.past = [Todo.State()]
      $0.recordedSteps = 1
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.titleTyped("Gr")) { $0.title = "Gr" }  // the same step
    await clock.advance(by: .milliseconds(500))
    await store.receive(.titleCommitted) {  // applied 500 ms after "Gr": a step of its own
      $0.savedTitle = "Gr"
      $0.past.append(Todo.State(title: "Gr"))
      $0.recordedSteps = 2
    }
    await store.finish()
  }

  @Test func theRecordedSessionsReplay() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sessions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = Store(
      Login(), initialState: .init(), interceptors: [.recording { line in Self.lines.append(line) }])
    store.send(.passwordChanged("a"))
    try Self.lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("a.jsonl"), atomically: true, encoding: .utf8)

    let diff = try BehaviourDiff(folder: folder.path, replayers: [SessionReplayer(Login())])
    #expect(diff.exitStatus == BehaviourDiff.passedStatus, "\(diff.report)")
    #expect(behaviourDiffCommand([CommandLine.arguments[0], folder.path]) == 0)
  }

  static var lines: [String] = []

  @Test func flightRecorder() throws {
    let crashReports = CrashReports()
    let recorder = FlightRecorder<Login>(
      capacity: 500,
      redacting: SessionRedaction(
        state: { $0.password = "" },
        intent: { if case .passwordChanged = $0 { $0 = .passwordChanged("") } },
        action: { if case .passwordChanged = $0 { $0 = .passwordChanged("") } }),
      onFailure: { dump in crashReports.attach(dump) })
    let login = Store(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    login.send(.passwordChanged("hunter2"))

    let dump = try recorder.dump()  // on demand: a "Report a problem" button
    let text = try #require(dump)
    #expect(!text.contains("hunter2"))
    #expect(crashReports.attached.isEmpty)
  }

  @Test func differences() throws {
    let recorded = LockIsolated<[String]>([])
    let store = Store(
      Login(), initialState: .init(),
      interceptors: [.recording { line in recorded.withLock { $0.append(line) } }])
    store.send(.passwordChanged("a"))
    let text = recorded.withLock { $0.joined(separator: "\n") }

    let session = try RecordedSession<Login>(jsonLines: text)
    for difference in session.differences(replayingThrough: Login()) {
      print("line \(difference.line): \(difference)")
    }
    #expect(session.differences(replayingThrough: Login()).isEmpty)
  }
}

/// The article's `behaviour-diff` command, whose `main.swift` is one call: here a function that
/// returns the status it exits with.
@MainActor
private func behaviourDiffCommand(_ arguments: [String]) -> Int32 {
  BehaviourDiff.command(
    arguments, replayers: [SessionReplayer(Login())], defaultFolder: "Sessions")
}

/// The article's regression test from a dump; compiled, not run (the article's fixture is a
/// user's report).
@MainActor
private func lastMinutesReplay() {
  assertReplays(jsonLinesAt: "Fixtures/report-1234.jsonl", relativeTo: #filePath, through: Login())
}
