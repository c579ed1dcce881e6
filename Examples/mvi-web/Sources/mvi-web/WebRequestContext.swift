import Hummingbird
import HummingbirdWebSocket
import Onboarding

/// The server's request context: Hummingbird's `BasicWebSocketRequestContext`, except that the
/// WebSocket's handler, which the router keeps in the context it stores inside that handler's
/// own reference (a cycle, so every tab's context lived on after the tab closed: about 1 KB a
/// tab), is let go by ``releaseWebSocket()`` once the socket runs.
struct WebRequestContext: RequestContext, WebSocketRequestContext {
  var coreContext: CoreRequestContextStorage
  private let slot: Slot

  /// The WebSocket handler's reference, until ``releaseWebSocket()``.
  final class Slot: Sendable {
    let reference = ServiceLock<WebSocketHandlerReference<WebRequestContext>?>(.init())
    init() { WebRequestContext.live.withLock { $0 += 1 } }
    deinit { WebRequestContext.live.withLock { $0 -= 1 } }
  }

  /// How many contexts are alive: one per request being handled and per tab open.
  static let live = ServiceLock(0)

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    slot = Slot()
  }

  var webSocket: WebSocketHandlerReference<WebRequestContext> {
    slot.reference.withLock { $0 } ?? .init()
  }

  /// Lets go of the WebSocket's handler (the router has handed it over), ending the cycle.
  func releaseWebSocket() {
    slot.reference.withLock { $0 = nil }
  }
}
