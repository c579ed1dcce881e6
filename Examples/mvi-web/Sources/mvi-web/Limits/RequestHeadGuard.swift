import NIOCore
import NIOHTTP1

/// A connection's front door, placed right after the HTTP decoder. The first request's head must
/// come within the request timeout (else 408), be valid HTTP (else 400), find the server not busy
/// (else 503), and, for a WebSocket upgrade, come from the page's own origin (else 403). Each
/// refusal is a text body the user can read, then the connection closes. An upgrade let through
/// goes on and the guard leaves the pipeline; a plain HTTP connection keeps it: each request's
/// body must then end within ``ServerLimits/bodyTimeout`` of its head (else the connection
/// closes), however slowly it trickles in. Between requests, Hummingbird's idle timeout and its
/// own 400 apply.
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  /// What the guard checks, the same for every connection.
  struct Policy: Sendable {
    let limits: ServerLimits
    /// The host names the pages are served under (see ``TabConnection/originAllowed(origin:authority:hosts:)``).
    let hosts: Set<String>
    /// The connections open now.
    let connections: ConnectionLimit.Count
  }

  private let policy: Policy
  private var deadline: Scheduled<Void>?
  private var state = State.waiting

  private enum State {
    /// For the first head.
    case waiting
    /// A request's head went on; its body is due by the deadline.
    case reading
    /// Between two requests of a kept-alive connection.
    case between
    /// The head of an upgrade went on: what follows goes on too, until the guard has left.
    case upgraded
    /// The connection was answered and is closing: what follows is dropped.
    case refused
  }

  init(_ policy: Policy) { self.policy = policy }

  func handlerAdded(context: ChannelHandlerContext) {
    let timeout = policy.limits.requestTimeout
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .init(timeout)) { [self] in
      refuse(
        context, .requestTimeout,
        "The request's head did not arrive within \(timeout); the connection is closed.")
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    switch (state, part) {
    case (.refused, _):
      return
    case (.waiting, .head(let head)):
      if let (status, text) = refusal(of: head) {
        refuse(context, status, text)
        return
      }
      deadline?.cancel()
      if Self.isUpgrade(head) {
        state = .upgraded
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        return
      }
      startReading(context)
    case (.between, .head):
      startReading(context)
    case (.reading, .end):
      deadline?.cancel()
      deadline = nil
      state = .between
    default:
      break
    }
    context.fireChannelRead(data)
  }

  /// A request's head went on: its body must end within the body timeout.
  private func startReading(_ context: ChannelHandlerContext) {
    state = .reading
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .init(policy.limits.bodyTimeout)) {
      [self] in
      state = .refused
      context.close(promise: nil)
    }
  }

  private static func isUpgrade(_ head: HTTPRequestHead) -> Bool {
    head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard error is HTTPParserError, state == .waiting else {
      context.fireErrorCaught(error)
      return
    }
    refuse(context, .badRequest, "The request is not valid HTTP/1.1 (\(error)); the connection is closed.")
  }

  /// Why `head` is refused, if it is.
  func refusal(of head: HTTPRequestHead) -> (HTTPResponseStatus, String)? {
    let open = policy.connections.current
    if open > policy.limits.busyConnections {
      return (
        .serviceUnavailable,
        "The server has too many connections open (\(open); it answers up to "
          + "\(policy.limits.busyConnections)). Close some tabs or try again shortly."
      )
    }
    if Self.isUpgrade(head),
      !TabConnection.originAllowed(
        origin: head.headers.first(name: "origin"), authority: head.headers.first(name: "host"),
        hosts: policy.hosts)
    {
      return (.forbidden, "A WebSocket from another origin is refused: open the page from this server.")
    }
    return nil
  }

  private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ text: String) {
    guard state == .waiting else { return }
    state = .refused
    deadline?.cancel()
    deadline = nil
    let body = ByteBuffer(string: text + "\n")
    let headers = HTTPHeaders([
      ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.readableBytes)"),
      ("Connection", "close"),
    ])
    context.write(
      wrapOutboundOut(.head(.init(version: .http1_1, status: status, headers: headers))), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }
}
