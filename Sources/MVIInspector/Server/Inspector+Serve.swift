import MVI

extension Inspector {
  /// Serves the inspector's page on loopback (``InspectorServer/Configuration``: 127.0.0.1, any
  /// free port by default); open ``InspectorServer/url`` in a browser. The inspector keeps the
  /// server; it stops when the inspector goes or on ``InspectorServer/stop()``.
  ///
  /// - Throws: ``InspectorServerError``, e.g. ``InspectorServerError/portInUse(_:)``.
  @discardableResult
  public func serve(_ configuration: InspectorServer.Configuration = .init()) throws(InspectorServerError)
    -> InspectorServer
  {
    let routes = InspectorRoutes(
      inspector: self, streamLimit: configuration.streamBufferBytes, importLimit: configuration.maxImportBytes
    )
    let server = try InspectorServer(configuration) { request in routes.reply(request) }
    servers.append(server)
    return server
  }
}

extension Inspector {
  /// Serves the page for a store's one-line attach and says where.
  @usableFromInline
  func serveAttached(_ configuration: InspectorServer.Configuration) throws(InspectorServerError) {
    let server = try serve(configuration)
    print("MVIInspector: inspecting \(featureName) on \(server.url)")
  }
}
