import Foundation
import Hummingbird
import HummingbirdWebSocket
import MVIInspector
import WebUI

/// The inspector panel's HTTP requests (`/inspector/api/OP?tab=…`): read within a size limit,
/// checked like the WebSocket's upgrade (a `POST` only from the page's own origin), and answered
/// by the tab's inspector on the main actor.
enum InspectorRoute {
  static func respond(_ request: Request, context: WebRequestContext, hosts: Set<String>)
    async throws
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
    let buffer = try await request.body.collect(upTo: limit + 1)
    guard buffer.readableBytes <= limit else {
      return response(.error("The session is too large to import (limit \(limit) bytes).", status: 413))
    }
    var fields: [String: String] = [:]
    for (name, value) in query { fields[String(name)] = String(value) }
    let forwarded = InspectorRequest(
      method: request.method.rawValue, path: "/api/\(op)", query: fields,
      body: Array(buffer.readableBytesView))
    let answer = await MainActor.run { () -> InspectorResponse in
      guard let session = TabRegistry.shared.session(tab) else {
        return .error(
          "No inspected tab has this id (it closed, or was opened without ?inspect).", status: 404)
      }
      return session.inspectorRespond(forwarded)
    }
    return response(answer)
  }

  static func response(_ answer: InspectorResponse) -> Response {
    var headers: HTTPFields = [.contentType: answer.contentType, .cacheControl: "no-store"]
    if let disposition = answer.headers["Content-Disposition"] { headers[.contentDisposition] = disposition }
    return Response(
      status: .init(code: answer.status), headers: headers,
      body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
  }
}
