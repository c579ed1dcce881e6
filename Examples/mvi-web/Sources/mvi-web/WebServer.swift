import Foundation
import Hummingbird
import HummingbirdWebSocket
import MVIInspector
import WebUI

/// The HTTP server: the pages, the client's files, the offline pictures and the tabs' WebSocket.
struct WebServer {
  let host: String
  let port: Int
  let services: WebServices
  /// What a client may hold: see ``ServerLimits``.
  var limits = ServerLimits(descriptors: ServerLimits.descriptorLimit)

  /// Serves until SIGINT or SIGTERM, then stops cleanly.
  func run() async throws {
    try await application { port in
      let shown = host.contains(":") ? "[\(host)]" : host
      // Unbuffered, so a script that starts the server reads the address at once.
      FileHandle.standardOutput.write(
        Data("mvi-web: serving the samples on http://\(shown):\(port) (Ctrl-C stops)\n".utf8))
    }.runService()
    print("mvi-web: stopped")
  }

  /// The server as a Hummingbird application; `onRunning` gets the port it listens on.
  func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
    let router = Router(context: WebRequestContext.self)
    router.get("/") { request, _ in Self.page(nil, request) }
    for sample in SampleID.allCases {
      router.get(RouterPath(sample.path)) { request, _ in Self.page(sample, request) }
    }
    router.get("/feed/post/:id") { request, _ in Self.page(.feed, request) }
    router.get("/static/:name") { _, context in
      guard let name = context.parameters.get("name"), let resource = PageShell.resource(name) else {
        throw HTTPError(.notFound)
      }
      return Response(
        status: .ok, headers: [.contentType: resource.contentType, .cacheControl: "no-cache"],
        body: .init(byteBuffer: ByteBuffer(bytes: resource.body)))
    }
    router.get("/offline-images/:topic/:file") { _, context in
      let path = "\(context.parameters.get("topic") ?? "")/\(context.parameters.get("file") ?? "")"
      guard let svg = OfflinePicture.svg(path: path) else { throw HTTPError(.notFound) }
      return Response(
        status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=3600"],
        body: .init(byteBuffer: ByteBuffer(string: svg)))
    }
    let allowedHosts = Set([host, "127.0.0.1", "localhost", "[::1]"])
    // The inspector panel's requests, answered by the tab's own inspector (`Inspector.respond`).
    router.get("/inspector/api/:op") { request, context in
      try await InspectorRoute.respond(request, context: context, hosts: allowedHosts)
    }
    router.post("/inspector/api/:op") { request, context in
      try await InspectorRoute.respond(request, context: context, hosts: allowedHosts)
    }
    let services = self.services
    let maxTabs = limits.maxTabs
    router.ws("/ws") { request, _ in
      guard TabConnection.originAllowed(request, hosts: allowedHosts) else { throw HTTPError(.forbidden) }
      guard TabConnection.parameters(request) != nil else { throw HTTPError(.badRequest) }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      // The router has handed the handler over: the context lets go of it (see WebRequestContext).
      context.requestContext.releaseWebSocket()
      guard let (tab, sample, inspect) = TabConnection.parameters(context.request) else { return }
      try await TabConnection.run(
        tab: tab, sample: sample, inspect: inspect, services: services, maxTabs: maxTabs, inbound: inbound,
        outbound: outbound)
    }
    let connections = ConnectionLimit(maximum: limits.maxConnections, open: .init())
    let policy = RequestHeadGuard.Policy(limits: limits, hosts: allowedHosts, connections: connections.open)
    return Application(
      router: router,
      server: GuardedChannel.builder(
        router: router,
        configuration: .init(
          http1: .init(idleTimeout: .init(limits.requestTimeout)),
          // Invalid UTF-8 in a text message closes the socket with 1007.
          ws: .init(maxFrameSize: TabConnection.maxFrameSize, validateUTF8: true)),
        policy: policy),
      configuration: .init(
        address: .hostname(host, port: port), serverName: "mvi-web", availableConnectionsDelegate: connections
      ),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) })
  }

  private static func page(_ sample: SampleID?, _ request: Request) -> Response {
    let inspect = request.uri.queryParameters["inspect"] != nil
    return Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(string: PageShell.html(sample, inspect: inspect))))
  }
}
