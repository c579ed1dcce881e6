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

  /// Serves until SIGINT or SIGTERM, then stops cleanly.
  func run() async throws {
    let router = Router(context: BasicWebSocketRequestContext.self)
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
    router.ws("/ws") { request, _ in
      guard TabConnection.originAllowed(request, hosts: allowedHosts) else { throw HTTPError(.forbidden) }
      guard TabConnection.parameters(request) != nil else { throw HTTPError(.badRequest) }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      guard let (tab, sample, inspect) = TabConnection.parameters(context.request) else { return }
      try await TabConnection.run(
        tab: tab, sample: sample, inspect: inspect, services: services, inbound: inbound, outbound: outbound)
    }
    let app = Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: TabConnection.maxFrameSize))),
      configuration: .init(address: .hostname(host, port: port), serverName: "mvi-web"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        let shown = host.contains(":") ? "[\(host)]" : host
        // Unbuffered, so a script that starts the server reads the address at once.
        FileHandle.standardOutput.write(
          Data("mvi-web: serving the samples on http://\(shown):\(port) (Ctrl-C stops)\n".utf8))
      })
    try await app.runService()
    print("mvi-web: stopped")
  }

  private static func page(_ sample: SampleID?, _ request: Request) -> Response {
    let inspect = request.uri.queryParameters["inspect"] != nil
    return Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(string: PageShell.html(sample, inspect: inspect))))
  }
}
