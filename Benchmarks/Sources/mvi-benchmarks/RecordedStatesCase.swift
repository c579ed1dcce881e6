import MVI

extension Case {
  /// 1r: case 1f on the samples' states, the image search's (strings, arrays, a loadable) and the
  /// form's, with and without a redaction: a send with one `subscribe` observer and a
  /// `FlightRecorder` (its default ring of 1,000 entries, full) against the same send without
  /// the recorder, timed in alternating rounds. Bars: the recorder within 2× of the send, with a
  /// redaction within 3× (issue 54).
  static let recordedStates = Case(number: "1r", key: "recorder-states") { _ in
    [
      await recorderRow(
        "1ra", "image search's state", ImageSearchShape(), intents: ImageSearchShape.intents, redacting: nil),
      await recorderRow(
        "1rb", "image search's state, redacted", ImageSearchShape(), intents: ImageSearchShape.intents,
        redacting: ImageSearchShape.redaction),
      await recorderRow(
        "1rc", "form's state", ExampleFormShape(), intents: ExampleFormShape.intents, redacting: nil),
      await recorderRow(
        "1rd", "form's state, redacted", ExampleFormShape(), intents: ExampleFormShape.intents,
        redacting: ExampleFormShape.redaction),
    ]
  }

  /// One row of case 1r: `intents` sent in turn to a store of `feature` (from its default state)
  /// with and without a recorder.
  @MainActor
  private static func recorderRow<F: Feature>(
    _ id: String, _ what: String, _ feature: F, intents: [F.Intent], redacting redaction: SessionRedaction<F>?
  ) async -> Row
  where F.State: Codable & Equatable & DefaultState, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
    let recorder = FlightRecorder<F>(redacting: redaction ?? .none)
    let recorded = Store(feature, initialState: .initial, interceptors: [recorder.interceptor])
    let plain = Store(feature, initialState: .initial)
    let subscriptions = [recorded, plain].map { store in store.subscribe { state in blackHole(state) } }
    func sends(_ store: Store<F>) -> (Int) -> Void {
      { count in
        for index in 0..<count { store.send(intents[index % intents.count]) }
      }
    }
    let (withRecorder, without) = await Timing.nanosecondsPerOperation(
      operations: 300_000, alternating: sends(recorded), sends(plain))
    for subscription in subscriptions { subscription.cancel() }
    blackHole(recorder.count)
    let redacted = redaction == nil ? "" : " and a redaction"
    let limit: Double = redaction == nil ? 2 : 3
    return Row(
      id: id, name: "send → reduce on the \(what), with a flight recorder\(redacted) (1 subscribe observer)",
      nanoseconds: withRecorder, baselineName: "the same send without it", baselineNanoseconds: without,
      figure: Format.decimal(1e9 / withRecorder / 1e6, 2) + " M sends/s",
      bar: "≤ \(Int(limit))× (issue 54)", passed: withRecorder / without <= limit)
  }
}

/// A state the benchmark starts from.
protocol DefaultState {
  /// The state a case's stores start with.
  static var initial: Self { get }
}

extension ImageSearchShape.State: DefaultState {
  static var initial: Self { Self() }
}

extension ExampleFormShape.State: DefaultState {
  static var initial: Self { Self() }
}
