import MVI

extension Inspector {
  /// Serves the inspector's page on loopback (``InspectorServer/Configuration``: 127.0.0.1, any
  /// free port by default), or opted in beyond it with an access token
  /// (``InspectorServer/Configuration/network(port:token:)``); open ``InspectorServer/url`` in a
  /// browser. The inspector keeps the
  /// server; it stops when the inspector goes or on ``InspectorServer/stop()``.
  ///
  /// - Throws: ``InspectorServerError``, e.g. ``InspectorServerError/portInUse(_:)``.
  @discardableResult
  public func serve(_ configuration: InspectorServer.Configuration = .init()) throws(InspectorServerError)
    -> InspectorServer
  {
    try startServer(configuration)
  }
}

extension Inspector {
  /// Serves the page for a store's one-line attach, says where, and returns the interceptor,
  /// which holds the inspector (and with it its server) as long as the store keeps it.
  func attached(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) -> Interceptor<F>
  {
    let server = try serve(configuration)
    print("MVIInspector: inspecting \(featureName) on \(server.urls.joined(separator: " or "))")
    return recorder.interceptor(holding: self)
  }
}
