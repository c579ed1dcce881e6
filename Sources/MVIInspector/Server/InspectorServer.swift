import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server for the inspector's page, with no dependency: it listens on
/// 127.0.0.1 (or, opted in, beyond it with an access token), reads each request within limits
/// and a timeout, checks the `Host` header (against DNS rebinding), the access token, and where
/// a request comes from (`Origin`, `Sec-Fetch-Site`), and answers on the main actor, with the
/// heavy work on the connection's thread.
///
/// Made by ``Inspector/serve(_:)``; stops when released or on ``stop()``.
public final class InspectorServer: Sendable {
  /// How the server listens and what it accepts.
  public struct Configuration: Sendable {
    /// The address to listen on: loopback by default.
    public var host: String
    /// The port; 0 picks any free port (see ``InspectorServer/port``).
    public var port: Int
    /// Whether a non-loopback host is allowed (an app on a phone, inspected from your computer):
    /// every request must then carry ``accessToken``, a random one when none is set.
    public var allowsNonLoopback: Bool
    /// The secret every request must carry (``InspectorServer/url`` holds it); `nil`: none on
    /// loopback, a random one on another address. Requests without it are answered 401, with
    /// another one 403.
    public var accessToken: String?
    /// Further `Host` header names accepted, e.g. a name the machine is reached by.
    public var extraHostNames: [String]
    /// The largest session the page may import, in bytes (16 MiB by default); a larger one is
    /// refused with status 413 and changes nothing.
    public var maxImportBytes: Int
    /// How long a client may take to send its request, and to take a response.
    public var timeout: Duration
    /// The most connections at once, live pages included. When all are taken, a new one ends the
    /// oldest request still incomplete after a second, else the oldest live page (its browser
    /// reconnects); only when every connection is being answered is it answered 503.
    public var maxConnections: Int
    /// How long a request waits for the main actor (where the inspector lives) before it is
    /// answered 503: an app whose main actor is that busy is hanging anyway.
    package var mainActorWait: Duration = .seconds(30)
    /// The most bytes of live updates waiting for one page before it is disconnected (its
    /// browser reconnects and starts afresh).
    package var streamBufferBytes = 8 << 20
    /// How long a request may take to arrive before a new connection may end it when all are
    /// taken.
    package var stallGrace: Duration = .seconds(1)

    /// Creates a configuration: 127.0.0.1 on any free port by default.
    public init(
      host: String = "127.0.0.1", port: Int = 0, allowsNonLoopback: Bool = false,
      extraHostNames: [String] = [], maxImportBytes: Int = 16 << 20, timeout: Duration = .seconds(10),
      maxConnections: Int = 32
    ) {
      self.host = host
      self.port = port
      self.allowsNonLoopback = allowsNonLoopback
      self.extraHostNames = extraHostNames
      self.maxImportBytes = maxImportBytes
      self.timeout = timeout
      self.maxConnections = maxConnections
    }

    /// Listening on every IPv4 address of the device (`0.0.0.0`) with a random access token: for
    /// an app on a phone or another machine, inspected from your computer's browser at the
    /// address ``InspectorServer/urls`` gives (the token in it). Opt in only on a network you
    /// trust: the page shows the app's state to whoever has the address and the token.
    ///
    /// - Parameters:
    ///   - port: The port; 0 picks any free port.
    ///   - token: The access token; a new random one by default.
    public static func network(port: Int = 0, token: String? = nil) -> Self {
      var configuration = Self(host: "0.0.0.0", port: port, allowsNonLoopback: true)
      configuration.accessToken = token ?? AccessToken.random()
      return configuration
    }

    /// How large a request may be: the parser's defaults, with the body up to ``maxImportBytes``.
    package var requestLimits: HTTPRequestParser.Limits { .init(body: maxImportBytes) }
  }

  /// The port the server listens on.
  public let port: Int
  /// The address it listens on.
  public let host: String
  private let core: ServerCore

  /// The secret every request must carry, if any (``Configuration/accessToken``).
  public let accessToken: String?

  /// The page's address (with its access token, if it has one).
  public var url: String { Self.url(host: host, port: port, token: accessToken) }

  /// The page's addresses: ``url``, or for a server on every address (`0.0.0.0`), one per
  /// IPv4 address of the device's network interfaces, loopback last.
  public var urls: [String] {
    guard host == "0.0.0.0" else { return [url] }
    let addresses = Listener.interfaceAddresses()
    return (addresses.filter { !$0.hasPrefix("127.") } + addresses.filter { $0.hasPrefix("127.") }).map {
      Self.url(host: $0, port: port, token: accessToken)
    }
  }

  static func url(host: String, port: Int, token: String?) -> String {
    "http://\(host):\(port)/" + (token.map { "?token=\($0)" } ?? "")
  }

  /// Starts listening; `respond` answers each request on the main actor.
  init(
    _ configuration: Configuration, respond: @escaping @MainActor @Sendable (HTTPRequest) -> ServerReply
  ) throws(InspectorServerError) {
    var configuration = configuration
    let (socket, port, isLoopback) = try Listener.open(configuration)
    // Beyond loopback, never without a token.
    if !isLoopback, configuration.accessToken == nil { configuration.accessToken = AccessToken.random() }
    self.port = port
    self.host = configuration.host
    self.accessToken = configuration.accessToken
    core = ServerCore(socket: socket, port: port, configuration: configuration, respond: respond)
    let core = self.core
    Thread { core.acceptLoop() }.start()
  }

  deinit {
    core.stop()
  }

  /// How many pages are connected for live updates.
  var openStreams: Int { core.openStreams }

  /// Stops listening and ends every open connection; calling it again does nothing.
  public func stop() {
    core.stop()
  }
}
