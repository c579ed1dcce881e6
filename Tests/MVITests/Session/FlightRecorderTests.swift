import Foundation
import MVITesting
import Testing

@testable import MVI

/// A sign-in form: a user name, a password, and a sign-in whose effect answers with a token (or
/// fails, with the token in the error's description).
private struct Login: Feature {
  struct State: Equatable, Codable, Sendable {
    var user = ""
    var password = ""
    var token: String?
    var attempts = 0
  }

  enum Intent: Codable, Sendable {
    case userChanged(String)
    case passwordChanged(String)
    case signInTapped
    case crash
    case fail(String)
  }

  enum Action: Codable, Sendable, Equatable {
    case userUpdated(String)
    case passwordUpdated(String)
    case signedIn(token: String)
  }

  enum Event: Codable, Sendable, Equatable { case welcome(token: String) }

  struct Refused: Error, CustomStringConvertible {
    var token: String
    var description: String { "refused with token \(token)" }
  }

  static let secretPassword = "hunter2-Pässwörd"
  static let secretToken = "tok_9f8e7d6c5b4a"

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .userChanged(let user): return .send(.userUpdated(user))
    case .passwordChanged(let password): return .send(.passwordUpdated(password))
    case .signInTapped:
      return .run { send in
        await send(.signedIn(token: Self.secretToken))
        await send.emit(.welcome(token: Self.secretToken))
      }
    case .crash:
      return .run { _ in throw Refused(token: Self.secretToken) }
    case .fail(let token):
      return .run { _ in throw Refused(token: token) }
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .userUpdated(let user): state.user = user
    case .passwordUpdated(let password): state.password = password
    case .signedIn(let token):
      state.token = token
      state.attempts += 1
    }
  }

  /// Blanks the password and the token wherever they are, consistently: a redacted action
  /// applied to a redacted state gives the redacted state after it.
  static let redaction = SessionRedaction<Login>(
    state: { state in
      state.password = ""
      if state.token != nil { state.token = "" }
    },
    intent: { if case .passwordChanged = $0 { $0 = .passwordChanged("") } },
    action: { action in
      switch action {
      case .passwordUpdated: action = .passwordUpdated("")
      case .signedIn: action = .signedIn(token: "")
      case .userUpdated: break
      }
    },
    event: { $0 = .welcome(token: "") },
    failure: { $0 = $0.replacingOccurrences(of: Login.secretToken, with: "•") })
}

@MainActor
@Suite("FlightRecorder")
struct FlightRecorderTests {
  @Test func aDumpIsARecordedSessionThatReplaysThroughReduce() async throws {
    let recorder = FlightRecorder<Login>()
    let store = Store.serial(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    store.send(.userChanged("ann"))
    store.send(.signInTapped)
    await settle()
    let dump = try #require(try recorder.dump())
    let session = try RecordedSession<Login>(jsonLines: dump)
    #expect(session.initialState == Login.State())
    #expect(session.entries.count == 5, "2 intents, 2 actions (one from the effect), 1 event")
    let sources = session.entries.compactMap { entry -> ActionSource? in
      if case .action(_, let source, _) = entry { source } else { nil }
    }
    #expect(sources == [.intent, .effect])
    #expect(assertReplays(session, through: Login()) == 2)
  }

  @Test func aFullRingDropsItsOldestEntriesAndStartsTheSessionFromTheStateBeforeWhatItKept() throws {
    let recorder = FlightRecorder<Login>(capacity: 4)
    let store = Store(Login(), initialState: .init(user: "x"), interceptors: [recorder.interceptor])
    for user in ["a", "ab", "abc", "abcd", "abcde"] { store.send(.userChanged(user)) }
    let session = try #require(recorder.session)
    #expect(recorder.count == 4)
    #expect(session.initialState.user == "abc", "the state after the last action dropped")
    #expect(try session.jsonLines().split(separator: "\n").count == 5)
    let replayed = assertReplays(
      try RecordedSession<Login>(jsonLines: #require(try recorder.dump())), through: Login())
    #expect(replayed == 2)
  }

  @Test func aRecorderAttachedMidSessionRecordsTheStateItStartedFrom() throws {
    let recorder = FlightRecorder<Login>()
    let store = Store(
      Login(), initialState: .init(user: "bob", attempts: 3), interceptors: [recorder.interceptor])
    #expect(recorder.session == nil)
    store.send(.userChanged("bobby"))
    #expect(recorder.session?.initialState == Login.State(user: "bob", attempts: 3))
    recorder.clear()
    #expect(recorder.session == nil)
    store.send(.userChanged("rob"))
    #expect(recorder.session?.initialState.user == "bobby")
  }

  @Test func redactedFieldsNeverReachADumpNotInStatesIntentsActionsEventsOrFailures() async throws {
    var failureDumps: [String] = []
    let recorder = FlightRecorder<Login>(
      capacity: 100, redacting: Login.redaction, onFailure: { failureDumps.append($0) })
    let store = Store.serial(
      Login(), initialState: .init(password: Login.secretPassword), interceptors: [recorder.interceptor])
    store.send(.userChanged("ann"))
    store.send(.passwordChanged(Login.secretPassword + "!"))
    store.send(.signInTapped)
    await settle()
    store.send(.crash)
    await settle()
    #expect(store.token == Login.secretToken, "the store itself keeps its values")
    let dump = try #require(try recorder.dump())
    #expect(failureDumps.count == 1)
    for text in [dump] + failureDumps {
      let bytes = Array(text.utf8)
      for secret in [Login.secretPassword, Login.secretToken, "hunter2", "9f8e7d6c"] {
        let leaked = bytes.contains(Array(secret.utf8))
        #expect(!leaked, "the dump contains \(secret)")
      }
    }
    #expect(dump.contains(#""failure":"refused with token •""#))
    let session = try RecordedSession<Login>(jsonLines: dump)
    #expect(assertReplays(session, through: Login()) == 3, "a consistent redaction still replays")
  }

  @Test func anEffectsFailureWritesADumpThatEndsWithTheFailure() async throws {
    var dumps: [String] = []
    let recorder = FlightRecorder<Login>(onFailure: { dumps.append($0) })
    let store = Store.serial(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    store.send(.userChanged("ann"))
    #expect(dumps.isEmpty)
    store.send(.crash)
    await settle()
    let dump = try #require(dumps.first)
    let session = try RecordedSession<Login>(jsonLines: dump)
    guard case .failure(let description) = session.entries.last else {
      Issue.record("the last entry is not the failure")
      return
    }
    #expect(description == "refused with token \(Login.secretToken)")
  }

  @Test func theStoresMessagesOnStandardErrorAreRedactedAsTheRecorderRedacts() async throws {
    let recorder = FlightRecorder<Login>(capacity: 100, redacting: Login.redaction)
    let store = Store.serial(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    let written = await capturingStandardError {
      store.send(.crash)
      await settle()
      store.stop()
      store.send(.passwordChanged(Login.secretPassword))
    }
    #expect(written.contains("[MVI] Unhandled error in an effect of Login: refused with token •\n"))
    #expect(written.contains(#"the intent Login.Intent.passwordChanged("") sent to it was ignored"#))
    let dump = try #require(try recorder.dump())
    for text in [written, dump] {
      for secret in [Login.secretPassword, Login.secretToken, "hunter2", "9f8e7d6c"] {
        #expect(!text.contains(secret), "\(secret) in \(text)")
      }
    }
  }

  @Test func withoutARedactionTheStoresMessagesNameTheValuesAsTheyAre() async {
    let recorder = FlightRecorder<Login>(capacity: 100)
    let store = Store.serial(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    let written = await capturingStandardError {
      store.send(.crash)
      await settle()
    }
    #expect(
      written == "[MVI] Unhandled error in an effect of Login: refused with token \(Login.secretToken)\n")
  }

  @Test func failuresKeepTheirTextsAsTheRingTurnsOver() async throws {
    let recorder = FlightRecorder<Login>(capacity: 3)
    let store = Store.serial(Login(), initialState: .init(), interceptors: [recorder.interceptor])
    for token in ["one", "two", "three", "four"] {
      store.send(.fail(token))
      await settle()
    }
    let session = try #require(recorder.session)
    #expect(session.entries.count == 3)
    guard case .failure(let three) = session.entries[0], case .intent(.fail("four")) = session.entries[1],
      case .failure(let four) = session.entries[2]
    else {
      Issue.record("not the last three entries: \(session.entries)")
      return
    }
    #expect([three, four] == ["refused with token three", "refused with token four"])
    for index in 0..<20 {
      store.send(.fail("\(index)"))
      await settle()
    }
    #expect(recorder.keptFailureTexts <= 3, "the texts of failures that left the ring are let go")
    recorder.clear()
    store.send(.fail("five"))
    await settle()
    guard case .failure(let five) = recorder.session?.entries.last else {
      Issue.record("no failure after clear()")
      return
    }
    #expect(five == "refused with token five")
  }

  @Test func aBurstOfFailuresKeepsTheTextsOfTheRingsOnly() throws {
    let recorder = FlightRecorder<Login>(capacity: 100)
    recorder.interceptor.intent(.userChanged("ann"), Login.State())
    for index in 0..<10_000 { recorder.interceptor.other(.failure(Login.Refused(token: "\(index)"))) }
    #expect(recorder.keptFailureTexts <= 100)
    let session = try #require(recorder.session)
    let texts = session.entries.map { entry -> String in
      guard case .failure(let text) = entry else { return "not a failure" }
      return text
    }
    #expect(texts == (9_900..<10_000).map { "refused with token \($0)" })
  }
}
