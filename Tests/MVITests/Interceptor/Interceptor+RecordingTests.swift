import Foundation
import MVI
import Testing

/// A counter whose `start` applies one action at once and sends one from an effect.
private struct Relay: Feature {
  struct State: Equatable, Codable { var log: [String] = [] }
  enum Intent: Codable, Sendable { case start, tap }
  enum Action: Codable, Sendable, Equatable { case began, echoed, tapped }
  enum Event: Codable, Sendable { case done }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .start:
      .concatenate(.send(.began), .run { send in await send(.echoed) }, .emit(.done))
    case .tap:
      .send(.tapped)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    state.log.append("\(action)")
  }
}

@MainActor
@Suite struct InterceptorRecordingTests {
  @Test func anInterceptorOfTwoParametersTellsAnIntentsActionsFromAnEffects() async {
    var seen: [String] = []
    let store = Store(
      Relay(), initialState: .init(),
      interceptors: [
        .init { activity, source in
          if case .action(let action, _, _) = activity { seen.append("\(action) from \(source!)") }
        }
      ])
    store.send(.start)
    await store.waitForEffects()
    store.send(.tap)
    #expect(seen == ["began from intent", "echoed from effect", "tapped from intent"])
  }

  @Test func recordingWritesAHeaderThenOneLineAnEntry() async throws {
    var lines: [String] = []
    let store = Store(Relay(), initialState: .init(), interceptors: [.recording { lines.append($0) }])
    store.send(.start)
    await store.waitForEffects()
    #expect(
      lines == [
        #"{"feature":"Relay","format":"swift-mvi session","initialState":{"log":[]},"version":1}"#,
        #"{"intent":{"start":{}}}"#,
        #"{"action":{"began":{}},"source":"intent","state":{"log":["began"]}}"#,
        #"{"action":{"echoed":{}},"source":"effect","state":{"log":["began","echoed"]}}"#,
        #"{"event":{"done":{}}}"#,
      ])
    let session = try RecordedSession<Relay>(jsonLines: lines.joined(separator: "\n"))
    #expect(session.feature == "Relay")
    #expect(session.entries.count == 4)
    #expect(try session.jsonLines() == lines.joined(separator: "\n") + "\n")
  }

  @Test func aSessionOfAnotherVersionOrFormatIsRefusedWithTheReason() {
    #expect(throws: RecordedSessionError.unsupportedVersion(2, supported: 1)) {
      try RecordedSession<Relay>(
        jsonLines: #"{"feature":"Relay","format":"swift-mvi session","initialState":{"log":[]},"version":2}"#)
    }
    #expect(
      RecordedSessionError.unsupportedVersion(2, supported: 1).description
        == "The session was recorded in format version 2; this library reads version 1.")
    #expect(throws: RecordedSessionError.notASession("other")) {
      try RecordedSession<Relay>(
        jsonLines: #"{"feature":"Relay","format":"other","initialState":{"log":[]},"version":1}"#)
    }
    #expect(throws: RecordedSessionError.empty) { try RecordedSession<Relay>(jsonLines: "") }
  }

  @Test func aLineThatDoesNotDecodeIsNamedByItsNumber() {
    let text = """
      {"feature":"Relay","format":"swift-mvi session","initialState":{"log":[]},"version":1}
      {"intent":{"start":{}}}
      {"nothing":1}
      """
    #expect {
      try RecordedSession<Relay>(jsonLines: text)
    } throws: { error in
      guard case .badLine(3, let reason) = error as? RecordedSessionError else { return false }
      return reason.contains("no intent, action (with source and state), event or failure")
    }
  }
}
