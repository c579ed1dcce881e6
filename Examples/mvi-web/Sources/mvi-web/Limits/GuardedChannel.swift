import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 connection with WebSocket upgrades, behind a ``RequestHeadGuard``: the
/// library times out idle kept-alive connections, but not the first head of a connection that may
/// upgrade, which it also leaves unanswered when malformed, and it answers a refused upgrade with
/// a bare 400 whatever the route meant.
struct GuardedChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let upgrading: HTTP1WebSocketUpgradeChannel
  let policy: RequestHeadGuard.Policy

  /// A server builder for `Application(server:)`.
  static func builder(
    router: Router<WebRequestContext>, configuration: HTTP1WebSocketUpgradeChannel.Configuration,
    policy: RequestHeadGuard.Policy
  ) -> HTTPServerBuilder {
    let webSocketResponder = router.buildResponder()
    return HTTPServerBuilder { responder in
      GuardedChannel(
        upgrading: HTTP1WebSocketUpgradeChannel(
          responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
        policy: policy)
    }
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    upgrading.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let decoder = try channel.pipeline.syncOperations.context(
        handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadGuard(policy), position: .after(decoder.handler))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await upgrading.handle(value: value, logger: logger)
  }
}
