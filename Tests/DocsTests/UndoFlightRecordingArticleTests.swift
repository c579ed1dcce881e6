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

    store.send(.base(.titleChanged("G")))
    store.send(.base(.titleChanged("Gr")))
    store.send(.base(.titleChanged("Groceries")))  // one step: each keystroke within a second
    store.send(.base(.saveStarted))  // no step: `isSaving` is left out of history
    #expect(store.canUndo)  // true
    store.send(.undo)
    #expect(store.title == "")
    #expect(store.isSaving)  // true: a restored state keeps the excluded fields' current values
    store.send(.redo)
    #expect(store.title == "Groceries")
  }

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

/// The article's regression test from a dump; compiled, not run (the article's fixture is a
/// user's report).
@MainActor
private func lastMinutesReplay() {
  assertReplays(jsonLinesAt: "Fixtures/report-1234.jsonl", relativeTo: #filePath, through: Login())
}
