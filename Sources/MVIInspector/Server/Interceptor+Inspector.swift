import MVI

extension Interceptor {
  /// Inspects the store in a browser, in one line: records into a new ``Inspector`` of `feature`
  /// and serves its page on loopback, printing the address.
  ///
  /// ```swift
  /// let store = Store(feature, initialState: .init(), interceptors: [try .inspector(feature)])
  /// // MVIInspector: inspecting Search on http://127.0.0.1:53117/
  /// ```
  ///
  /// Sessions in and out need `Codable` types (without them the rest works). The inspector and
  /// its server live as long as the store.
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs (its `reduce` replays the history).
  ///   - limit: The most steps kept.
  ///   - configuration: Where the page is served.
  @MainActor
  public static func inspector(
    _ feature: F, limit: Int = 1_000, configuration: InspectorServer.Configuration = .init()
  ) throws(InspectorServerError) -> Self {
    try Inspector(feature, limit: limit).attached(configuration)
  }
}

extension Interceptor where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// Inspects the store in a browser, in one line, with sessions in and out (see the other
  /// overload).
  ///
  /// - Parameters:
  ///   - feature: The feature the store runs (its `reduce` replays the history).
  ///   - limit: The most steps kept.
  ///   - configuration: Where the page is served.
  @MainActor
  public static func inspector(
    _ feature: F, limit: Int = 1_000, configuration: InspectorServer.Configuration = .init()
  ) throws(InspectorServerError) -> Self {
    try Inspector(feature, limit: limit).attached(configuration)
  }
}
