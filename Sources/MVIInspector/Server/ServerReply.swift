/// What the server sends for a request: one response, work to do on the connection's thread
/// (off the main actor) that leads to one, or a stream of Server-Sent Events.
enum ServerReply: Sendable {
  case response(HTTPResponse)
  case work(InspectorWork)
  case stream(first: String, EventStream)
}
