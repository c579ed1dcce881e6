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
/// Nothing is encoded while the store runs: the ring keeps the values (after ``SessionRedaction``
/// has taken out what is sensitive), and only a dump encodes them. Fields marked sensitive never
/// reach the ring, so no dump, and no memory the ring holds, contains them.
@MainActor
public final class FlightRecorder<F: Feature>
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// The most entries kept; the oldest go first.
  public let capacity: Int
  /// What is taken out of every value before it is kept.
  public let redaction: SessionRedaction<F>
  /// Called with a dump when an effect throws an error no `catch` took.
  private let onFailure: (@MainActor (String) -> Void)?

  // A send records through code inlined into the app's module, specialized for its feature
  // (generic, the recorder costs about 8.5 times the instructions of the whole send it records).
  // These are touched on the main actor only, one call at a time, so the dynamic exclusivity
  // checks of a class's stored properties are left out (with them, twice the instructions).

  /// An entry as the ring keeps it: a failure's text is kept beside the ring, in `failures`,
  /// so that recording a feature whose values hold no references copies and frees nothing.
  @usableFromInline
  enum Slot {
    case intent(F.Intent)
    case action(F.Action, source: ActionSource, state: F.State)
    case event(F.Event)
    /// A failure, by its key in `failures`.
    case failure(Int)
  }

  /// The entries, a ring: the oldest at `start` once it is full.
  @usableFromInline @exclusivity(unchecked) var ring: ContiguousArray<Slot> = []
  @usableFromInline @exclusivity(unchecked) var start = 0
  /// The state before the oldest entry kept; `nil` before the first activity.
  @usableFromInline @exclusivity(unchecked) var startState: F.State?
  /// The failures kept beside the ring, oldest first, from `firstFailure` on: slots are
  /// overwritten in the order they were written, so failures leave the ring in this order too.
  private var failures: [KeptFailure] = []
  private var firstFailure = 0
  /// The key of the next failure kept.
  private var nextFailure = 0

  /// A failure's description, with its key and the index of its slot in the ring.
  private struct KeptFailure {
    let key: Int
    let index: Int
    let text: String
  }

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
    ring.reserveCapacity(self.capacity)
  }

  /// The interceptor that feeds the recorder; give it to the store. The store then also redacts
  /// what it writes on standard error (an effect's unhandled error, a send after a stop) with
  /// the recorder's ``redaction``.
  @inlinable
  public var interceptor: Interceptor<F> {
    if let redactingInterceptor { return redactingInterceptor }
    // An intent or an action is kept with the state before it, where a session starts.
    return Interceptor(
      intent: { [self] intent, state in
        if startState == nil { startState = state }
        append(.intent(intent))
      },
      action: { [self] action, before, after, source in
        if startState == nil { startState = before }
        append(.action(action, source: source, state: after))
      },
      other: { [self] activity in recordOther(activity) })
  }

  /// The interceptor of a recorder whose `redaction` takes something out, which it takes out of
  /// what it keeps; `nil` when it takes nothing out.
  @usableFromInline
  var redactingInterceptor: Interceptor<F>? {
    guard !redaction.isEmpty else { return nil }
    return Interceptor(
      intent: { [self] intent, state in recordRedacted(.intent(intent), startingAt: state) },
      action: { [self] action, before, after, source in
        recordRedacted(.action(action, source: source, state: after), startingAt: before)
      },
      other: { [self] activity in recordOther(activity) },
      redaction: redaction)
  }

  /// How many entries are kept.
  public var count: Int { ring.count }

  /// How many failures' texts are kept (those in the ring, and any that left it since the last
  /// failure).
  var keptFailureTexts: Int { failures.count - firstFailure }

  /// What the ring holds, as a session that starts from the state before its oldest entry;
  /// `nil` before the store did anything.
  public var session: RecordedSession<F>? {
    guard let startState else { return nil }
    let texts = Dictionary(uniqueKeysWithValues: failures[firstFailure...].map { ($0.key, $0.text) })
    return RecordedSession(
      initialState: startState,
      entries: (ring[start...] + ring[..<start]).map { slot in
        switch slot {
        case .intent(let intent): .intent(intent)
        case .action(let action, let source, let state): .action(action, source: source, state: state)
        case .event(let event): .event(event)
        // Every failure slot in the ring has its text from `firstFailure` on.
        case .failure(let key): .failure(texts[key]!)
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
    ring.removeAll(keepingCapacity: true)
    failures.removeAll()
    firstFailure = 0
    start = 0
    startState = nil
  }

  /// Keeps an intent or an action with what `redaction` takes out taken out; `state` is the
  /// state before it, where a session starts.
  private func recordRedacted(_ entry: Slot, startingAt state: F.State) {
    if startState == nil { startState = redaction.redacted(state) }
    switch entry {
    case .intent(let intent):
      append(.intent(redaction.redacted(intent)))
    case .action(let action, let source, let after):
      append(.action(redaction.redacted(action), source: source, state: redaction.redacted(after)))
    case .event, .failure:
      append(entry)
    }
  }

  /// Keeps an event or a failure; a failure also hands a dump to `onFailure`.
  @usableFromInline
  func recordOther(_ activity: Interceptor<F>.Activity) {
    switch activity {
    case .event(let event):
      append(.event(redaction.redacted(event)))
    case .failure(let error):
      failures.append(
        KeptFailure(
          key: nextFailure, index: ring.count < capacity ? ring.count : start,
          text: redaction.redacted(String(describing: error))))
      append(.failure(nextFailure))
      nextFailure += 1
      forgetFailuresThatLeftTheRing()
      guard let onFailure, let text = try? dump() else { return }
      onFailure(text)
    case .intent, .action:
      break
    }
  }

  @inlinable @inline(__always)
  func append(_ entry: Slot) {
    guard ring.count == capacity else {
      ring.append(entry)
      return
    }
    // The oldest entry goes (swapped out, not copied); an action's state is now the state the
    // session starts from.
    var dropped = entry
    swap(&ring[start], &dropped)
    if case .action(_, _, let state) = consume dropped { startState = state }
    start = start + 1 == capacity ? 0 : start + 1
  }

  /// Lets go of the texts of the failures whose slots were overwritten: those before the first
  /// one whose slot still holds it, each looked at once (a burst of failures costs no more per
  /// failure than one).
  private func forgetFailuresThatLeftTheRing() {
    while firstFailure < failures.count {
      let failure = failures[firstFailure]
      if case .failure(failure.key) = ring[failure.index] { break }
      firstFailure += 1
    }
    if firstFailure > failures.count / 2 {
      failures.removeFirst(firstFailure)
      firstFailure = 0
    }
  }
}
