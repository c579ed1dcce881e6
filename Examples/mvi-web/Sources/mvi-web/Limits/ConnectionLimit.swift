import Hummingbird
import HummingbirdCore
import Onboarding

/// Hummingbird's connection limit (its `AvailableConnectionsDelegate`) with the count shared:
/// past ``maximum`` connections the server stops accepting, and ``RequestHeadGuard`` reads the
/// count to answer 503 from ``ServerLimits/busyConnections``.
struct ConnectionLimit: AvailableConnectionsDelegate {
  /// The connections open now, shared by the server's listener and the connections' guards.
  final class Count: Sendable {
    private let value = ServiceLock(0)

    /// The connections open now.
    var current: Int { value.withLock { $0 } }
    func add(_ delta: Int) { value.withLock { $0 += delta } }
  }

  /// The most connections open at once.
  let maximum: Int
  /// The connections open now.
  let open: Count

  mutating func connectionOpened() { open.add(1) }
  mutating func connectionClosed() { open.add(-1) }
  func isAcceptingNewConnections() -> Bool { open.current < maximum }
}
