#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the server lets its clients hold, so that no client can lock the others out: the time
/// to send a request's head, the connections open at once, and the tabs.
///
/// The connections are bounded by the process's descriptors (`ulimit -n`): past
/// ``maxConnections`` the server stops accepting (new connections wait in the kernel's queue
/// until one closes), so it never runs out of descriptors; from ``busyConnections`` a new
/// connection's request is answered 503 with a text body.
struct ServerLimits: Sendable, Equatable {
  /// How long a connection has to send its first request's head (then 408 and closed), and how
  /// long a kept-alive connection may stay idle between requests.
  var requestTimeout: Duration
  /// How long a request's body may take to arrive after its head (six request timeouts): a
  /// body that trickles in slower closes its connection.
  var bodyTimeout: Duration { requestTimeout * 6 }
  /// The most connections open at once.
  var maxConnections: Int
  /// From this many open connections, a new connection's request gets 503.
  var busyConnections: Int
  /// The most tabs at once; one more is closed with a reason its page shows.
  var maxTabs: Int

  /// Descriptors kept for what is not a connection: the standard streams, the listening socket,
  /// the event loops' own, and the samples' files.
  static let reservedDescriptors = 48
  /// The tabs allowed when `--max-tabs` is not given (fewer when the descriptors are few).
  static let defaultMaxTabs = 100
  /// The request timeout when `--request-timeout` is not given.
  static let defaultRequestTimeout = Duration.seconds(10)

  /// The limits for a process that may open `descriptors` files and sockets.
  ///
  /// - Parameters:
  ///   - maxTabs: The tabs asked for; at most half the connections before 503, so that the
  ///     pages of the tabs open can still load.
  init(descriptors: Int, requestTimeout: Duration = defaultRequestTimeout, maxTabs: Int = defaultMaxTabs) {
    self.requestTimeout = requestTimeout
    maxConnections = max(8, descriptors - Self.reservedDescriptors)
    busyConnections = max(4, maxConnections - maxConnections / 8)
    self.maxTabs = max(1, min(maxTabs, busyConnections / 2))
  }

  /// The descriptors this process may open (its soft `RLIMIT_NOFILE`), at most 65536.
  static var descriptorLimit: Int {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return 1024 }
    // No limit (`RLIM_INFINITY`, all ones) is also more than 65536.
    return Int(min(limit.rlim_cur, 65536))
  }
}
