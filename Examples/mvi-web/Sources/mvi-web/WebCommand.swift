import ArgumentParser
import Feed
import Foundation
import ImageSearch
import MVIPersistence
import Poster
import WebUI

/// `swift run mvi-web`: the samples in a browser, served on loopback by default.
@main
struct WebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mvi-web",
    abstract: "Serves swift-mvi's samples as web pages: one store per browser tab, patched over a WebSocket.")

  @Option(help: "The address to listen on (loopback by default).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free port).")
  var port = 8080

  @Option(
    help: "The image search's source: offline (bundled catalog, default) or kakao (KAKAO_REST_API_KEY).")
  var imageSource = "offline"

  @Option(help: "The Kakao API's base URL (implies --image-source kakao).")
  var imageEndpoint: String?

  @Option(help: "The poster's source: generator (default) or http.")
  var posterSource = "generator"

  @Option(help: "The poster's image URL (implies --poster-source http).")
  var posterURL: String?

  @Option(help: "The feed's source: offline (default) or http.")
  var feedSource = "offline"

  @Option(help: "The feed server's base URL (implies --feed-source http).")
  var feedEndpoint: String?

  @Option(help: "Seconds to wait for a server.")
  var timeout: Double = 10

  @Option(help: "Milliseconds the offline sources pretend to take, so loading shows (0 for benchmarks).")
  var offlineLatency = 250

  @Option(
    help: ArgumentHelp(
      "The folder where the samples keep what they remember, shared by every tab.",
      discussion: "Default: $MVI_STATE_DIR, else $XDG_STATE_HOME/swift-mvi, else ~/.local/state/swift-mvi: "
        + "mvi-demo's folder. Delete it (or one KEY.json in it) to start over."))
  var stateDir: String?

  @Flag(help: "Keep nothing on disk: the samples remember in memory until the server stops.")
  var inMemoryState = false

  @Option(
    help: ArgumentHelp(
      "Seconds a connection has to send a request's head (then 408), and may stay idle between requests.",
      discussion: "A request's body must arrive within six times as long. Default 10."))
  var requestTimeout: Double = 10

  @Option(
    help: ArgumentHelp(
      "The most tabs open at once; one more is closed with a reason its page shows.",
      discussion: "Default 100, and at most half the connections the descriptors allow (ulimit -n)."))
  var maxTabs = ServerLimits.defaultMaxTabs

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
    guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be in (0, 600]") }
    guard (0...10_000).contains(offlineLatency) else {
      throw ValidationError("--offline-latency must be 0…10000")
    }
    guard requestTimeout > 0, requestTimeout <= 600 else {
      throw ValidationError("--request-timeout must be in (0, 600]")
    }
    guard maxTabs >= 1 else { throw ValidationError("--max-tabs must be at least 1") }
    if stateDir == "" { throw ValidationError("--state-dir must name a folder") }
    if stateDir != nil, inMemoryState {
      throw ValidationError("--state-dir and --in-memory-state exclude each other")
    }
  }

  func run() async throws {
    let services = try makeServices()
    do {
      let limits = ServerLimits(
        descriptors: ServerLimits.descriptorLimit,
        requestTimeout: .milliseconds(Int64(requestTimeout * 1000)),
        maxTabs: maxTabs)
      try await WebServer(host: host, port: port, services: services, limits: limits).run()
    } catch {
      guard let reason = ListenError(error, host: host, port: port) else { throw error }
      FileHandle.standardError.write(Data("mvi-web: cannot listen: \(reason)\n".utf8))
      throw ExitCode(reason.exitCode)
    }
  }

  private func makeServices() throws -> WebServices {
    let latency = Duration.milliseconds(offlineLatency)
    let wait = Duration.milliseconds(Int64(timeout * 1000))
    let imageSearch: ImageSearchService
    switch imageEndpoint == nil ? imageSource : "kakao" {
    case "offline":
      imageSearch = .offline(latency: latency)
    case "kakao":
      var baseURL = KakaoImageSearchClient.defaultBaseURL
      if let imageEndpoint { baseURL = try Self.url(imageEndpoint, option: "--image-endpoint") }
      if let key = KakaoAPIKey.fromEnvironment(ProcessInfo.processInfo.environment) {
        imageSearch = .kakao(KakaoImageSearchClient(baseURL: baseURL, apiKey: key, timeout: wait))
      } else {
        imageSearch = ImageSearchService(name: "Kakao") { _, _ in throw ImageSearchError.missingAPIKey }
      }
    default:
      throw ValidationError("--image-source must be offline or kakao")
    }
    let poster: PosterService
    switch posterURL == nil ? posterSource : "http" {
    case "generator":
      poster = .generator(seed: UInt64.random(in: 1...999_999), latency: latency)
    case "http":
      let client = PosterHTTPClient(url: posterURL ?? PosterHTTPClient.defaultURL, timeout: wait)
      guard (try? client.requestURL(token: "0")) != nil else {
        throw ValidationError("--poster-url is not a URL")
      }
      poster = .http(client)
    default:
      throw ValidationError("--poster-source must be generator or http")
    }
    let feed: FeedService
    switch feedEndpoint == nil ? feedSource : "http" {
    case "offline":
      feed = .offline(latency: latency * 2)
    case "http":
      var baseURL = FeedHTTPClient.defaultBaseURL
      if let feedEndpoint { baseURL = try Self.url(feedEndpoint, option: "--feed-endpoint") }
      feed = .http(FeedHTTPClient(baseURL: baseURL, timeout: wait))
    default:
      throw ValidationError("--feed-source must be offline or http")
    }
    return WebServices(imageSearch: imageSearch, poster: poster, feed: feed, storage: storage)
  }

  /// Where the samples remember: the folder of `--state-dir`, else mvi-demo's, or memory.
  private var storage: any PersistenceStorage {
    if inMemoryState { return InMemoryPersistence() }
    if let stateDir { return FilePersistence(directory: stateDir) }
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["MVI_STATE_DIR"], !folder.isEmpty {
      return FilePersistence(directory: folder)
    }
    return FilePersistence(directory: FilePersistence.stateDirectory(for: "swift-mvi"))
  }

  private static func url(_ text: String, option: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
      url.host != nil
    else { throw ValidationError("\(option) must be an http(s) URL") }
    return url
  }
}
