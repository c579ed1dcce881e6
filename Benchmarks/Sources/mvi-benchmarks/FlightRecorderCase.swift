import MVI

extension Case {
  /// 1f: case 1s's send with a `FlightRecorder` attached (its default ring of 1,000 entries, full,
  /// so every send also overwrites the oldest intent or action); the bar is within 2× of case 1s,
  /// as the inspector's (1i).
  static let flightRecorded = Case(number: "1f", key: "flight-recorder") { measured in
    let recorder = FlightRecorder<Counter>()
    let store = Store(Counter(), initialState: .init(), interceptors: [recorder.interceptor])
    let subscription = store.subscribe { state in blackHole(state.count) }
    let nanoseconds = Measurements.sends(store, .increment)
    subscription.cancel()
    blackHole(recorder.count)
    let baseline = measured.subscribedSend
    return [
      Row(
        id: "1f", name: "send → reduce with a flight recorder attached (1 subscribe observer, as 1s)",
        nanoseconds: nanoseconds, baselineName: "case 1s", baselineNanoseconds: baseline,
        figure: Format.decimal(1e9 / nanoseconds / 1e6, 2) + " M sends/s",
        bar: "≤ 2× (issue 31)", passed: nanoseconds / baseline <= 2)
    ]
  }
}
