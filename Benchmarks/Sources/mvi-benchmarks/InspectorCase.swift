import MVI
import MVIInspector

extension Case {
  /// 1i: case 1s's send with an MVIInspector `Inspector` attached (its default history of 1,000
  /// steps, full, so every send also drops the oldest step); the bar is within 2× of case 1s.
  static let inspected = Case(number: "1i", key: "inspector") { measured in
    let inspector = Inspector(Counter())
    let store = Store(Counter(), initialState: .init(), interceptors: [inspector.interceptor])
    let subscription = store.subscribe { state in blackHole(state.count) }
    let nanoseconds = Measurements.sends(store, .increment)
    subscription.cancel()
    let baseline = measured.subscribedSend
    return [
      Row(
        id: "1i", name: "send → reduce with the inspector attached (1 subscribe observer, as 1s)",
        nanoseconds: nanoseconds, baselineName: "case 1s", baselineNanoseconds: baseline,
        figure: Format.decimal(1e9 / nanoseconds / 1e6, 2) + " M sends/s",
        bar: "≤ 2× (issue 17)", passed: nanoseconds / baseline <= 2)
    ]
  }
}
