/// The open tabs whose stores are inspected, by tab id: how the inspector panel's HTTP
/// requests (`/inspector/api/…?tab=…`) reach their tab. A tab's id is random (96 bits), known
/// only to its page.
@MainActor
public final class TabRegistry {
  /// The server's registry.
  public static let shared = TabRegistry()
  private var sessions: [String: TabSession] = [:]

  /// The most inspected tabs at once; more are shown without their panel's requests answered.
  public static let limit = 256

  init() {}

  /// How many inspected tabs are registered.
  public var count: Int { sessions.count }

  /// The open, inspected session of `tab`, if any.
  public func session(_ tab: String) -> TabSession? {
    sessions[tab]
  }

  func register(_ session: TabSession) {
    guard sessions.count < Self.limit || sessions[session.tab] != nil else { return }
    // A second connection that claims an open tab's id does not take it over.
    if sessions[session.tab] == nil { sessions[session.tab] = session }
  }

  func remove(_ session: TabSession) {
    if sessions[session.tab] === session { sessions[session.tab] = nil }
  }
}
