/// What the server sends for a request: one response, or a stream of Server-Sent Events.
enum ServerReply: Sendable {
  case response(HTTPResponse)
  case stream(first: String, EventStream)
}
