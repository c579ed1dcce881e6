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
  ///
  /// Inlinable, as the public one-liners that call it are, so that the recording hooks are
  /// specialized for the app's feature.
  @inlinable
  func attached(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) -> Interceptor<F>
  {
    try serveAnnounced(configuration)
    return recorder.interceptor(holding: self)
  }

  /// Serves the page and prints its address.
  @usableFromInline
  func serveAnnounced(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) {
    let server = try serve(configuration)
    print("MVIInspector: inspecting \(featureName) on \(server.urls.joined(separator: " or "))")
  }
}
