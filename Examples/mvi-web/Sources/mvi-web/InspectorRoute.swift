import Foundation
import Hummingbird
import HummingbirdWebSocket
import MVIInspector
import WebUI

/// The inspector panel's HTTP requests (`/inspector/api/OP?tab=…`): checked like the WebSocket's
/// upgrade (a `POST` only from the page's own origin), then the target and the body's declared
/// size before a byte of the body is read, and answered by the tab's inspector.
enum InspectorRoute {
  static func respond(_ request: Request, context: WebRequestContext, hosts: Set<String>) async throws
    -> Response
  {
    if request.method == .post, !TabConnection.originAllowed(request, hosts: hosts) {
      return response(.error("A request from another origin is refused.", status: 403))
    }
    let query = request.uri.queryParameters
    guard let op = context.parameters.get("op"), let tab = query["tab"].map(String.init),
      TabSession.isValidTabID(tab)
    else { return response(.error("The tab is missing or not valid.", status: 400)) }
    let limit = InspectorPanel.importLimit
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
      return response(tooLarge(limit))
    }
    // The target before the body: a request for no tab reads nothing more. Only the look-up is on
    // the main actor; the tab's answer below is awaited on its own.
    guard let session = await MainActor.run(body: { TabRegistry.shared.session(tab) }) else {
      return response(
        .error("No inspected tab has this id (it closed, or was opened without ?inspect).", status: 404))
    }
    var body: [UInt8] = []
    if request.method == .post {
      // A body without a declared length (chunked) is still read only up to the limit.
      let buffer = try await request.body.collect(upTo: limit + 1)
      guard buffer.readableBytes <= limit else { return response(tooLarge(limit)) }
      body = Array(buffer.readableBytesView)
    }
    var fields: [String: String] = [:]
    for (name, value) in query { fields[String(name)] = String(value) }
    let forwarded = InspectorRequest(
      method: request.method.rawValue, path: "/api/\(op)", query: fields, body: body)
    return response(await session.inspectorRespond(forwarded))
  }

  private static func tooLarge(_ limit: Int) -> InspectorResponse {
    .error("The session is too large to import (limit \(limit) bytes).", status: 413)
  }

  static func response(_ answer: InspectorResponse) -> Response {
    var headers: HTTPFields = [.contentType: answer.contentType, .cacheControl: "no-store"]
    if let disposition = answer.headers["Content-Disposition"] { headers[.contentDisposition] = disposition }
    return Response(
      status: .init(code: answer.status), headers: headers,
      body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
  }
}
