import Foundation
import Testing

@testable import MVI

/// A notebook: text typed a piece at a time, a list of notes, and a secret, in a state of strings
/// and arrays (what the recorder no longer copies on every send).
private struct Notebook: Feature {
  struct State: Equatable, Codable, Sendable {
    var text = ""
    var notes: [String] = []
    var secret = ""
  }

  enum Intent: Codable, Sendable {
    case type(String)
    case keep
    case hide(String)
    case drop
  }

  enum Action: Codable, Sendable, Equatable {
    case typed(String)
    case kept
    case hidden(String)
    case dropped
  }

  typealias Event = Never

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .type(let text): .send(.typed(text))
    case .keep: .send(.kept)
    case .hide(let secret): .send(.hidden(secret))
    case .drop: .send(.dropped)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .typed(let text): state.text += text
    case .kept:
      state.notes.append(state.text)
      state.text = ""
    case .hidden(let secret): state.secret = secret
    case .dropped: if !state.notes.isEmpty { state.notes.removeFirst() }
    }
  }

  static let redaction = SessionRedaction<Notebook>(
    state: { $0.secret = "" }, intent: { if case .hide = $0 { $0 = .hide("") } },
    action: { if case .hidden = $0 { $0 = .hidden("") } })

  /// The intents sent: every kind, `count` of them, the secret changed now and then.
  static func intents(_ count: Int) -> [Intent] {
    (0..<count).map { index in
      switch index % 7 {
      case 0, 2, 4: .type("\(index)é")
      case 1, 5: .keep
      case 3: .hide("secret-\(index)")
      default: .drop
      }
    }
  }
}

/// The recorder keeps one state in ``FlightRecorder/stateInterval`` and recomputes the others
/// when it dumps: its dumps must be the entries the store went through, as
/// `Interceptor.recording(to:)` writes them.
@MainActor
@Suite("FlightRecorder's recomputed states")
struct FlightRecorderStatesTests {
  /// What a recorder of `capacity` entries must dump after the recorded session: its last
  /// `capacity` entries, from the state before them, redacted by `redaction`.
  fileprivate static func expected(
    from recorded: String, capacity: Int, redaction: SessionRedaction<Notebook>
  ) throws -> String {
    let whole = try RecordedSession<Notebook>(jsonLines: recorded)
    let dropped = whole.entries.dropLast(capacity)
    let before =
      dropped.reversed().lazy.compactMap { entry -> Notebook.State? in
        if case .action(_, _, let state) = entry { state } else { nil }
      }.first ?? whole.initialState
    let kept = whole.entries.suffix(capacity).map { entry -> RecordedSession<Notebook>.Entry in
      switch entry {
      case .intent(let intent): .intent(redaction.redacted(intent))
      case .action(let action, let source, let state):
        .action(redaction.redacted(action), source: source, state: redaction.redacted(state))
      case .event, .failure: entry
      }
    }
    return try RecordedSession(initialState: redaction.redacted(before), entries: kept).jsonLines()
  }

  @Test(arguments: [1, 31, 32, 33, 50, 64, 1_000], [7, 40, 500])
  func aDumpIsTheSessionTheStoreWentThroughWhereverTheRingTurnedOver(capacity: Int, sends: Int) throws {
    var lines: [String] = []
    let first = FlightRecorder<Notebook>(capacity: capacity)
    let redacting = FlightRecorder<Notebook>(capacity: capacity, redacting: Notebook.redaction)
    // The first interceptor's ring is written by the store itself; the others' through hooks.
    let store = Store(
      Notebook(), initialState: .init(text: "start", notes: ["n"]),
      interceptors: [first.interceptor, redacting.interceptor, .recording { lines.append($0) }])
    for intent in Notebook.intents(sends) { store.send(intent) }
    let recorded = lines.joined(separator: "\n")
    #expect(try first.dump() == Self.expected(from: recorded, capacity: capacity, redaction: .none))
    #expect(
      try redacting.dump()
        == Self.expected(from: recorded, capacity: capacity, redaction: Notebook.redaction))
    let dump = try #require(try redacting.dump())
    #expect(!dump.contains("secret-"), "a redacted dump holds no secret")
  }

  @Test func aRecorderAloneIsWrittenByTheStoreAndDumpsRedacted() throws {
    var lines: [String] = []
    let recorder = FlightRecorder<Notebook>(capacity: 45, redacting: Notebook.redaction)
    // With no other interceptor, the store copies no state but the ring's (its own path).
    let store = Store(
      Notebook(), initialState: .init(secret: "secret-initial"), interceptors: [recorder.interceptor])
    let twin = Store(
      Notebook(), initialState: .init(secret: "secret-initial"),
      interceptors: [.recording { lines.append($0) }])
    for intent in Notebook.intents(300) {
      store.send(intent)
      twin.send(intent)
    }
    #expect(
      try recorder.dump()
        == Self.expected(from: lines.joined(separator: "\n"), capacity: 45, redaction: Notebook.redaction))
    #expect(store.secret.hasPrefix("secret-"), "the store itself keeps its values")
  }

  @Test func clearingStartsAgainFromTheStateThen() throws {
    let recorder = FlightRecorder<Notebook>(capacity: 10)
    let store = Store(Notebook(), initialState: .init(), interceptors: [recorder.interceptor])
    for intent in Notebook.intents(100) { store.send(intent) }
    recorder.clear()
    let now = store.state
    store.send(.type("x"))
    let session = try #require(recorder.session)
    #expect(session.initialState == now)
    guard case .action(_, _, let state) = session.entries.last else {
      Issue.record("no action last")
      return
    }
    #expect(state.text == now.text + "x")
  }

  @Test func aStateOfAFewWordsWithNoReferenceIsKeptAfterEveryActionAnyOtherOneInTheInterval() throws {
    /// Kept after every action: copying it is a few moves, recomputing it would cost more.
    struct Tally: Feature {
      struct State: Equatable, Codable, Sendable { var count = 0, total = 0 }
      typealias Intent = Int
      func reduce(_ state: inout State, _ action: Int) {
        state.count += 1
        state.total += action
      }
    }
    let tally = FlightRecorder<Tally>(capacity: 100)
    let tallyStore = Store(Tally(), initialState: .init(), interceptors: [tally.interceptor])
    let notebook = FlightRecorder<Notebook>(capacity: 100)
    let notebookStore = Store(Notebook(), initialState: .init(), interceptors: [notebook.interceptor])
    for index in 0..<150 {
      tallyStore.send(index)
      notebookStore.send(.type("\(index)"))
    }
    func keptStates<F>(_ ring: StepRing<F>) -> Int {
      (0..<ring.count).count { offset in
        if case .action(_, _, true) = ring[offset].entry { true } else { false }
      }
    }
    #expect(keptStates(tally.ring) == 50, "every action's state (50 of the 100 entries are actions)")
    // The ring holds actions 100–149 of 150; of those, one in 32 counted from the first (0, 32,
    // …) keeps its state: action 128.
    #expect(keptStates(notebook.ring) == 1, "one action in 32")
    #expect(try tally.dump()?.contains(#""count":150"#) == true)
  }
}
