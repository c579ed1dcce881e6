import MVI

/// Watches a running store: keeps its recent intents, actions (with their source and the state
/// after them), events and failures, replays the state at any kept step, and starts a new store
/// from one, leaving the live store untouched.
///
/// ```swift
/// let inspector = Inspector(ImageSearch(service: .offline()))
/// let store = Store(inspector.feature, initialState: .init(), interceptors: [inspector.interceptor])
/// let server = try inspector.serve()  // http://127.0.0.1:PORT in a browser
/// ```
///
/// Recording a step costs one write into a ring, made by the store itself (the values; the state
/// is a copy-on-write copy): dumps, diffs and JSON are made only when the page asks. The history
/// keeps at most `limit` steps; the state before the oldest kept step is kept too, so a kept step
/// replays exactly.
@MainActor
public final class Inspector<F: Feature> {
  /// The inspected feature; its `reduce` replays the history, and a continued store runs it.
  public let feature: F
  /// What the store did, newest last, at most `limit` steps.
  public var history: InspectorHistory<F> { recorder.history }
  /// Where the interceptor records.
  let recorder: InspectorRecorder<F>
  /// A session read by ``importSession(jsonLines:)``, to step through beside the live history.
  public internal(set) var imported: InspectorHistory<F>?
  /// The feature's type name, shown by the page.
  package let featureName: String
  /// The Swift expression that makes the feature in a test, used by ``regressionTest(_:)``.
  public var testExpression: String
  /// How the app shows a store continued from a step; without one, "continue from here" is
  /// refused with ``InspectorError/continueUnavailable``.
  public var continueHandler: (@MainActor (Store<F>, _ step: Int) -> Void)?

  let codec: SessionCodec<F>?
  /// The store the page's intents go to (``attach(_:)``); held weakly: the app owns its store.
  weak var store: Store<F>?
  /// The live steps whose actions the page folds without (``skip(_:)``).
  public internal(set) var skipped: Set<Int> = [] {
    didSet { skipVersion += 1 }
  }
  /// How many times ``skipped`` was set: a page that gets the set over two channels (an update,
  /// a skip's answer) keeps the one of the higher number, whichever came last.
  package private(set) var skipVersion = 0
  /// The servers of ``serve(_:)``, kept as long as the inspector.
  var servers: [InspectorServer] = []
  let equal: ((F.State, F.State) -> Bool)?
  private var listeners: [Int: @MainActor () -> Void] = [:]
  private var nextListener = 0

  /// Creates an inspector of `feature` that keeps at most `limit` steps; sessions in and out are
  /// unavailable (the feature's types are not all `Codable`).
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs.
  ///   - limit: The most steps kept; older ones are dropped.
  ///   - testExpression: How a test makes the feature, for "copy as regression test".
  public convenience init(_ feature: F, limit: Int = 1_000, testExpression: String? = nil) {
    self.init(feature, limit: limit, testExpression: testExpression, codec: nil)
  }

  init(_ feature: F, limit: Int, testExpression: String?, codec: SessionCodec<F>?) {
    self.feature = feature
    self.recorder = InspectorRecorder(limit: limit)
    self.featureName = String(describing: F.self)
    self.testExpression = testExpression ?? "\(String(describing: F.self))()"
    self.codec = codec
    self.equal = StateEquality.comparer(for: F.State.self)
  }

  /// The interceptor that records the store's activity into this inspector; give it first in
  /// `interceptors:` (the store then writes its intents and actions into the inspector's ring
  /// itself; anywhere else, the interceptor records them through its hooks, a call a step).
  public var interceptor: Interceptor<F> {
    recorder.interceptor()
  }

  /// Whether sessions can be exported and imported (the feature's types are `Codable`).
  public var supportsSessions: Bool { codec != nil }

  /// Calls `body` after new steps were recorded, once per burst (on the main actor's next turn);
  /// the returned token stops it.
  public func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener {
    let id = nextListener
    nextListener += 1
    listeners[id] = body
    recorder.onRecord = { [weak self] in self?.notifyListeners() }
    return InspectorListener { [weak self] in
      guard let self else { return }
      listeners[id] = nil
      if listeners.isEmpty { recorder.onRecord = nil }
    }
  }

  private func notifyListeners() {
    for listener in listeners.values { listener() }
  }

  /// The history of `timeline`.
  public func history(_ timeline: InspectorTimeline) throws(InspectorError) -> InspectorHistory<F> {
    switch timeline {
    case .live: return history
    case .imported:
      guard let imported else { throw .noImportedSession }
      return imported
    }
  }

  /// The state at step `index` of `timeline`: its actions folded with the feature's `reduce` from
  /// the history's base, and where the replay first differed from what the store had.
  ///
  /// An imported session is not replayed without `confirmed` (see
  /// ``replay(to:in:confirmed:)``): it throws ``InspectorError/unconfirmedImportedRun``.
  public func replay(to index: Int, in timeline: InspectorTimeline = .live) throws(InspectorError)
    -> InspectorReplay<F>
  {
    try replay(to: index, in: timeline, confirmed: false)
  }

  /// The state at step `index` of `timeline`, replayed through `reduce`; for the imported
  /// timeline only when `confirmed`: a session from a file can hold a state the app never reaches
  /// (a counter at `Int.max`), on which the app's `reduce` may trap and take the app down. To show
  /// an imported step, use ``state(at:in:)``, which runs none of the app's code.
  ///
  /// - Throws: ``InspectorError/unconfirmedImportedRun`` for the imported timeline without
  ///   `confirmed`; ``InspectorError/noSuchStep(_:kept:)``, ``InspectorError/nothingRecorded``.
  public func replay(to index: Int, in timeline: InspectorTimeline, confirmed: Bool) throws(InspectorError)
    -> InspectorReplay<F>
  {
    guard timeline == .live || confirmed else { throw .unconfirmedImportedRun }
    let history = try history(timeline)
    guard let base = history.base else { throw .nothingRecorded }
    guard history.indices.contains(index) else { throw .noSuchStep(index, kept: history.indices) }
    let actions = history.steps(from: history.droppedCount).prefix { $0.index <= index }.compactMap {
      step -> (index: Int, action: F.Action, recorded: F.State)? in
      guard case .action(let action, _, let recorded) = step.kind else { return nil }
      return (step.index, action, recorded)
    }
    let skipped = timeline == .live ? self.skipped : []
    if !skipped.isEmpty, actions.contains(where: { skipped.contains($0.index) }) {
      // Folded without the skipped actions: what the state would be had they not happened. Not
      // compared with the store's, which had them.
      var state = base
      for step in actions where !skipped.contains(step.index) { feature.reduce(&state, step.action) }
      return InspectorReplay(
        index: index, state: state, recorded: Self.recordedState(history, at: index), divergence: nil,
        skipped: actions.map(\.index).filter(skipped.contains))
    }
    var state = base
    for step in actions { feature.reduce(&state, step.action) }
    let recorded = Self.recordedState(history, at: index)
    // Compared once, at the step (a state's `==` can take long: 60,000 items); only when it
    // differs is the replay run again to find the first action that differed.
    var divergence: Int?
    if let equal, let recorded, !equal(state, recorded) {
      var again = base
      for step in actions {
        feature.reduce(&again, step.action)
        if !equal(again, step.recorded) {
          divergence = step.index
          break
        }
      }
      divergence = divergence ?? actions.last?.index
    }
    return InspectorReplay(
      index: index, state: state, recorded: recorded, divergence: divergence, skipped: [])
  }

  /// The state at step `index` of `timeline`, as the page shows it: for the live store, replayed
  /// through `reduce` (``replay(to:in:)``); for an imported session, the state the file recorded
  /// there, which runs none of the app's code (a file's state may be one its `reduce` traps on).
  public func state(at index: Int, in timeline: InspectorTimeline = .live) throws(InspectorError) -> F.State {
    switch timeline {
    case .live: return try replay(to: index).state
    case .imported:
      let history = try history(.imported)
      guard history.indices.contains(index) else { throw .noSuchStep(index, kept: history.indices) }
      guard let state = Self.recordedState(history, at: index) else { throw .nothingRecorded }
      return state
    }
  }

  /// The state the store had at step `index` (after the last action up to it), from the history.
  static func recordedState(_ history: InspectorHistory<F>, at index: Int) -> F.State? {
    var step = index
    while step >= history.droppedCount {
      if let state = history[step]?.stateAfter { return state }
      step -= 1
    }
    return history.base
  }

  /// Starts a new store at the state of step `index` and hands it to ``continueHandler``; the
  /// live store is untouched. From an imported session it needs `confirmed`
  /// (``continueFrom(step:in:interceptors:confirmed:)``).
  ///
  /// - Parameters:
  ///   - index: The step whose state the new store starts from.
  ///   - timeline: The live history or the imported session.
  ///   - interceptors: The new store's interceptors.
  /// - Returns: The new store.
  @discardableResult
  public func continueFrom(
    step index: Int, in timeline: InspectorTimeline = .live, interceptors: [Interceptor<F>] = []
  ) throws(InspectorError) -> Store<F> {
    try continueFrom(step: index, in: timeline, interceptors: interceptors, confirmed: false)
  }

  /// Starts a new store at the state of step `index` and hands it to ``continueHandler``; the
  /// live store is untouched.
  ///
  /// From an imported session the new store starts from the state the file recorded, and runs
  /// the app's code on it: a file's state may be one the app never reaches, on which its
  /// `reduce` or its effects may trap. That is the user's explicit choice: without `confirmed`
  /// it throws ``InspectorError/unconfirmedImportedRun`` (the page asks first).
  ///
  /// - Parameters:
  ///   - index: The step whose state the new store starts from.
  ///   - timeline: The live history or the imported session.
  ///   - interceptors: The new store's interceptors.
  ///   - confirmed: Whether the user confirmed running the app on an imported session's state.
  /// - Returns: The new store.
  @discardableResult
  public func continueFrom(
    step index: Int, in timeline: InspectorTimeline, interceptors: [Interceptor<F>] = [], confirmed: Bool
  ) throws(InspectorError) -> Store<F> {
    guard timeline == .live || confirmed else { throw .unconfirmedImportedRun }
    let state = try state(at: index, in: timeline)
    let store = Store(feature, initialState: state, interceptors: interceptors)
    continueHandler?(store, index)
    return store
  }

  /// Reads a session (JSON Lines, the recording format) to step through as the imported
  /// timeline; the live history is untouched. Only its last `limit` steps are kept.
  ///
  /// Opening a session runs none of the app's code but its types' decoding: its steps are shown
  /// with the states the file recorded (``state(at:in:)``), never replayed through `reduce`.
  ///
  /// - Throws: ``InspectorError/notCodable(feature:)`` without `Codable` types,
  ///   ``InspectorError/badSession(_:)`` when it does not read, ``InspectorError/wrongFeature(recorded:expected:)``
  ///   when it was recorded from another feature, leaving any earlier import.
  public func importSession(jsonLines text: String) throws(InspectorError) {
    imported = try sessionReader()(text)
  }

  /// What reads a session's text into a history of at most this inspector's limit, leaving the
  /// inspector alone: it may run off the main actor (a long session takes seconds to decode).
  func sessionReader() -> SessionReader<F> {
    SessionReader(codec: codec, featureName: featureName, limit: history.limit)
  }

  /// Forgets the imported session.
  public func closeImported() {
    imported = nil
  }

  /// The kept steps of `timeline` as a session's JSON Lines, their base as its initial state.
  public func exportSession(_ timeline: InspectorTimeline = .live) throws(InspectorError) -> String {
    try sessionExport(timeline)()
  }

  /// What writes the kept steps of `timeline` as a session (the history taken now, a copy): it
  /// may run off the main actor.
  func sessionExport(_ timeline: InspectorTimeline) throws(InspectorError) -> () throws(InspectorError) ->
    String
  {
    guard let codec else { throw .notCodable(feature: featureName) }
    let history = try history(timeline)
    guard let base = history.base else { throw .nothingRecorded }
    let name = featureName
    return { () throws(InspectorError) in
      do {
        return try codec.export(base, history.steps(from: history.droppedCount), name)
      } catch {
        throw .badSession("a value did not encode: \(error)")
      }
    }
  }

  /// A Swift Testing test that replays the kept steps of `timeline` through `reduce`
  /// (`assertReplays`), the session inline.
  public func regressionTest(_ timeline: InspectorTimeline = .live) throws(InspectorError) -> String {
    RegressionTest.swift(
      session: try exportSession(timeline), featureType: featureName, featureExpression: testExpression)
  }
}

extension Inspector where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// Creates an inspector of `feature` that keeps at most `limit` steps, with sessions in and
  /// out (the feature's types are `Codable`).
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs.
  ///   - limit: The most steps kept; older ones are dropped.
  ///   - testExpression: How a test makes the feature, for "copy as regression test".
  public convenience init(_ feature: F, limit: Int = 1_000, testExpression: String? = nil) {
    self.init(feature, limit: limit, testExpression: testExpression, codec: .codable)
  }
}
