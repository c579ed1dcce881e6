import MVI

extension Inspector {
  /// Makes the page's intents go to `store` (held weakly: the app owns it). The store should
  /// record into this inspector (``interceptor``); ``store(initialState:interceptors:)`` does both.
  public func attach(_ store: Store<F>) {
    self.store = store
  }

  /// A store of the inspected feature that records into this inspector and receives the page's
  /// intents: the inspector's ``interceptor`` first, then `interceptors`.
  ///
  /// ```swift
  /// let inspector = Inspector(TodoList())
  /// let store = inspector.store(initialState: .init())
  /// ```
  public func store(initialState: F.State, interceptors: [Interceptor<F>] = []) -> Store<F> {
    let store = Store(feature, initialState: initialState, interceptors: [interceptor] + interceptors)
    attach(store)
    return store
  }

  /// Whether the page can send intents: the feature's `Intent` is `Decodable`.
  public var sendsIntents: Bool { IntentJSON<F>.decodes }

  /// Decodes `json` into the feature's `Intent` and sends it to the attached store, as a view
  /// would; the store goes on from there (its effects run).
  ///
  /// - Throws: ``InspectorError/intentNotDecodable(feature:)``, ``InspectorError/badIntent(path:reason:)``
  ///   (the JSON does not read, or not as an intent), ``InspectorError/noStore``; the store is then
  ///   unchanged.
  @discardableResult
  public func send(json: String) throws(InspectorError) -> StoreTask {
    let intent = try IntentJSON<F>.decode(Array(json.utf8), feature: featureName)
    return try send(intent)
  }

  /// Sends a decoded intent to the attached store.
  func send(_ intent: F.Intent) throws(InspectorError) -> StoreTask {
    guard let store else { throw .noStore }
    return store.send(intent)
  }

  /// The intents the live timeline holds, newest first, each once, as the JSON the page offers to
  /// edit and send; empty when the `Intent` is not `Encodable`.
  func seenIntents(max: Int = 20) -> [String] {
    var seen: [String] = []
    for step in history.steps(from: history.droppedCount).reversed() {
      guard case .intent(let intent) = step.kind, let json = IntentJSON<F>.encode(intent) else { continue }
      if !seen.contains(json) { seen.append(json) }
      if seen.count == max { break }
    }
    return seen
  }

  /// Folds the live timeline's later states again without step `index`'s action (``replay(to:in:)``
  /// then leaves it out): what the state would be had it not happened. Only `reduce` runs, on
  /// copies; no effect runs and the store is unchanged.
  ///
  /// Only on the live timeline: an imported session's states are shown as the file recorded them,
  /// and folding them again would run the app's `reduce` on every later step of a file's states,
  /// each time one is shown. The page asks for no confirmation there; it refuses.
  ///
  /// - Throws: ``InspectorError/noSuchStep(_:kept:)``, ``InspectorError/notAnAction(_:)``.
  public func skip(_ index: Int) throws(InspectorError) {
    guard let step = history[index] else { throw .noSuchStep(index, kept: history.indices) }
    guard step.action != nil else { throw .notAnAction(index) }
    skipped.insert(index)
  }

  /// Takes step `index`'s action back into the fold (see ``skip(_:)``).
  public func unskip(_ index: Int) {
    skipped.remove(index)
  }

  /// Takes every skipped action back into the fold.
  public func unskipAll() {
    skipped = []
  }
}
