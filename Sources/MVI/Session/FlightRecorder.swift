/// A bounded recording of a store's last moments, cheap enough to leave on in production: the
/// last `capacity` intents, actions (with their source and the state after each) and events, and
/// the state before the oldest of them, written out as a ``RecordedSession`` on demand or when an
/// effect fails.
///
/// ```swift
/// let recorder = FlightRecorder<ImageSearch>(
///   capacity: 500, redacting: .init(state: { $0.apiKey = "" }),
///   onFailure: { dump in crashReporter.attach(dump) })
/// let store = Store(feature, initialState: .init(), interceptors: [recorder.interceptor])
/// // … later, from a "Report a problem" button:
/// try recorder.dump()  // JSON Lines, as `Interceptor.recording(to:)` writes a session
/// ```
///
/// A dump replays like any recorded session: `assertReplays` in MVITesting folds its actions
/// through `reduce` from its initial state, the state the store had before the oldest entry kept.
/// So a user's last minutes become a regression test.
///
/// Nothing is encoded or redacted while the store runs: the ring keeps the intents and actions as
/// they are, and the state after one action in 32 (with the state before the
/// oldest entry); only a dump recomputes the other states, by applying the actions kept through
/// the feature's `reduce` from the nearest state kept, takes out what ``SessionRedaction`` names
/// and encodes. No dump contains what the redaction takes out; the recorder's memory does (as the
/// store's does), until the entry leaves the ring. Events and failures' texts, rare, are kept
/// redacted.
///
/// The states a dump shows are the store's as long as `reduce` is pure (its result depends on the
/// state and the action alone), as replaying a session already requires.
@MainActor
public final class FlightRecorder<F: Feature>
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// The most entries kept; the oldest go first.
  public let capacity: Int
  /// What is taken out of every value before it is kept.
  public let redaction: SessionRedaction<F>
  /// Called with a dump when an effect throws an error no `catch` took.
  private let onFailure: (@MainActor (String) -> Void)?

  /// The entries (intents, actions, events, failures' texts) and the state before the oldest: a
  /// store given the recorder's interceptor first writes its intents and actions there itself.
  let ring: StepRing<F>

  /// One action in how many has its state kept: a dump recomputes the others' from the one
  /// before, so a dump applies at most this many actions more than the ring holds.
  static var stateInterval: Int { 32 }

  /// Creates a recorder; attach its ``interceptor`` to the store.
  ///
  /// - Parameters:
  ///   - capacity: The most entries (intents, actions, events, failures) kept.
  ///   - redacting: What to take out of states, intents, actions, events and failures before
  ///     they are kept: passwords, tokens.
  ///   - onFailure: Called with a dump (JSON Lines) each time an effect throws an error no
  ///     `catch` took, the failure included.
  public init(
    capacity: Int = 1_000, redacting: SessionRedaction<F> = .none,
    onFailure: (@MainActor (String) -> Void)? = nil
  ) {
    self.capacity = max(capacity, 1)
    self.redaction = redacting
    self.onFailure = onFailure
    ring = StepRing(capacity: self.capacity, order: StepOrder(), stateInterval: Self.stateInterval)
  }

  /// The interceptor that feeds the recorder; give it to the store, first in `interceptors:`
  /// (the store then writes its intents and actions into the recorder's ring itself; anywhere
  /// else, the interceptor keeps them through its hooks, a call a step). The store also redacts
  /// what it writes on standard error (an effect's unhandled error, a send after a stop) with
  /// the recorder's ``redaction``.
  public var interceptor: Interceptor<F> {
    Interceptor(ring: ring, redaction: redaction.isEmpty ? nil : redaction) { [self] activity in
      recordOther(activity)
    }
  }

  /// How many entries are kept.
  public var count: Int { ring.count }

  /// How many failures' texts are kept (those in the ring, and any that left it since the last
  /// failure).
  var keptFailureTexts: Int { ring.keptFailureCount }

  /// What the ring holds, as a session that starts from the state before its oldest entry;
  /// `nil` before the store did anything.
  /// What is sensitive is taken out here, not as the store runs.
  public var session: RecordedSession<F>? {
    guard let initialState = ring.oldestState else { return nil }
    let states = ring.replayed
    return RecordedSession(
      initialState: redaction.redacted(initialState),
      entries: (0..<ring.count).map { offset in
        switch ring[offset].entry {
        case .intent(let intent): .intent(redaction.redacted(intent))
        case .action(let action, let source, _):
          .action(redaction.redacted(action), source: source, state: redaction.redacted(states[offset]!))
        case .event(let event): .event(event)
        case .failure(let key): .failure(String(describing: ring.failure(key)))
        }
      })
  }

  /// The session as JSON Lines, the format `Interceptor.recording(to:)` writes and
  /// `RecordedSession(jsonLines:)` reads; `nil` before the store did anything.
  public func dump() throws -> String? {
    try session?.jsonLines()
  }

  /// Forgets every entry; the next activity starts a new session.
  public func clear() {
    ring.clear()
  }

  /// Keeps an event or a failure (as its text), with what `redaction` takes out taken out; a
  /// failure also hands a dump to `onFailure`.
  private func recordOther(_ activity: Interceptor<F>.Activity) {
    switch activity {
    case .event(let event):
      ring.keepEvent(redaction.redacted(event))
    case .failure(let error):
      ring.keepFailure(RedactedError(description: redaction.redacted(String(describing: error))))
      guard let onFailure, let text = try? dump() else { return }
      onFailure(text)
    case .intent, .action:
      break  // given to the other hooks
    }
  }
}
