/// Why a store stopped processing: sends kept queueing more sends within one send.
///
/// An observer, interceptor or subscriber that sends on every change it sees never lets the
/// store finish a send. After ``Store/sendLoopLimit`` sends queued within one, the store drops
/// what is still queued and reports this error (to its interceptors as a failure, and on
/// standard error) instead of hanging.
public struct SendLoopError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The feature's type name.
  public var feature: String
  /// The intent (or effect action) that was queued when the store stopped, as the code names it.
  public var lastSend: String
  /// The limit that was reached.
  public var limit: Int
  /// How many queued sends were dropped.
  public var dropped: Int

  /// Creates the error.
  public init(feature: String, lastSend: String, limit: Int, dropped: Int) {
    self.feature = feature
    self.lastSend = lastSend
    self.limit = limit
    self.dropped = dropped
  }

  /// A message that names the feature and the send that looped.
  public var description: String {
    """
    Store<\(feature)> processed \(limit) sends queued while processing one send (the last was \
    \(lastSend)) and stopped: something sends on every change it sees (an observer, an \
    interceptor, a subscriber). \(dropped) queued send(s) were dropped. Send only when the \
    state is not yet what you want, or raise Store.sendLoopLimit if this many is intended.
    """
  }
}
