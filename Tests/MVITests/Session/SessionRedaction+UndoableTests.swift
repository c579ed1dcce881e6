import Testing

@testable import MVI

/// An editor with a password nested in its credentials and a token, as a consumer would write one.
private struct Editor: Feature {
  struct Credentials: Equatable, Codable, Sendable { var user = "ann", password = "" }
  struct State: Equatable, Codable, Sendable {
    var text = ""
    var credentials = Credentials()
    var token = ""
  }
  enum Intent: Codable, Sendable, Equatable {
    case typed(String)
    case passwordEntered(String)
    case signedIn(token: String)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .typed(let text): state.text = text
    case .passwordEntered(let password): state.credentials.password = password
    case .signedIn(let token): state.token = token
    }
  }

  /// What the editor's team wrote for it, once.
  static let redaction = SessionRedaction<Editor>(
    state: {
      $0.credentials.password = ""
      $0.token = ""
    },
    intent: {
      if case .passwordEntered = $0 { $0 = .passwordEntered("") }
      if case .signedIn = $0 { $0 = .signedIn(token: "") }
    },
    action: {
      if case .passwordEntered = $0 { $0 = .passwordEntered("") }
      if case .signedIn = $0 { $0 = .signedIn(token: "") }
    })
}

@MainActor
@Suite("SessionRedaction and Undoable")
struct SessionRedactionUndoableTests {
  /// A password, a token, an edit, an undo: the history holds both secrets, past and future.
  fileprivate static func use(_ recorder: FlightRecorder<Undoable<Editor>>) throws -> String {
    let store = Store(
      Editor().undoable(), initialState: .init(Editor.State()), interceptors: [recorder.interceptor])
    store.send(.base(.passwordEntered("hunter2")))
    store.send(.base(.signedIn(token: "tok-XYZ")))
    store.send(.base(.typed("hello")))
    store.send(.undo)
    #expect(store.state.past.last?.credentials.password == "hunter2", "the live history keeps them")
    #expect(store.state.future.last?.token == "tok-XYZ")
    return try #require(try recorder.dump())
  }

  @Test func aRedactionOfTheWrappedStateTakesTheSecretsOutOfTheUndoHistoryToo() throws {
    let dump = try Self.use(
      FlightRecorder(
        redacting: .init(
          state: {
            $0.current.credentials.password = ""
            $0.current.token = ""
          },
          intent: { if case .base = $0 { $0 = .base(.typed("")) } },
          action: { if case .base(_, let time) = $0 { $0 = .base(.typed(""), at: time) } })))
    #expect(!dump.contains("hunter2") && !dump.contains("tok-XYZ"))
    #expect(dump.contains(#""user":"ann""#), "only what the redaction blanks is gone")
  }

  @Test func theFeaturesOwnRedactionAppliesInsideUndoableWithoutBeingRestated() throws {
    let dump = try Self.use(FlightRecorder(redacting: .init(Editor.redaction)))
    #expect(!dump.contains("hunter2") && !dump.contains("tok-XYZ"))
    #expect(dump.contains(#""text":"hello""#))
    let session = try RecordedSession<Undoable<Editor>>(jsonLines: dump)
    guard case .action(_, _, let last) = session.entries.last else {
      Issue.record("the dump ends with the undo")
      return
    }
    #expect(last.past.count == 2 && last.future.count == 1)
  }

  @Test func aSameTypedWrappersRedactionIsTheFeaturesOwn() {
    let reacting = SessionRedaction<ReactingFeature<Editor>>(Editor.redaction)
    var state = Editor.State()
    state.token = "tok"
    #expect(reacting.redacted(state).token == "")
  }
}
