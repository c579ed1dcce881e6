import DemoCLI
import Foundation
import ImageSearch
import MVI
import MVIPersistence
import TerminalUI

/// Builds the image search from the command line and runs it, interactively or once.
@MainActor
enum ImageSearchRunner {
  /// The service chosen by `--source`, `--endpoint` and `--timeout`; `--endpoint` alone means
  /// `--source kakao`.
  static func service(
    _ arguments: DemoArguments, interactive: Bool
  ) throws(DemoArgumentError) -> ImageSearchService {
    let source = arguments.source(for: .imageSearch)
    switch source {
    case .offline:
      return .offline(latency: interactive ? .milliseconds(250) : .zero)
    case .kakao:
      var baseURL = KakaoImageSearchClient.defaultBaseURL
      if let endpoint = arguments.endpoint {
        guard let url = URL(string: endpoint), let scheme = url.scheme, ["http", "https"].contains(scheme),
          url.host != nil
        else { throw .invalidValue("--endpoint", endpoint) }
        baseURL = url
      }
      guard let key = KakaoAPIKey.fromEnvironment(ProcessInfo.processInfo.environment) else {
        return ImageSearchService(name: "Kakao") { _, _ in throw ImageSearchError.missingAPIKey }
      }
      let timeout = Duration.milliseconds(Int64(arguments.timeoutSeconds * 1000))
      return .kakao(KakaoImageSearchClient(baseURL: baseURL, apiKey: key, timeout: timeout))
    case .generator, .http:
      throw .sourceNotForSample(source, .imageSearch)
    }
  }

  static func initialState(_ arguments: DemoArguments) -> ImageSearch.State {
    ImageSearch.State(query: arguments.query ?? "강아지")
  }

  /// `--record FILE`: the file the session is written to; `nil` without the option.
  static func sessionFile(_ arguments: DemoArguments) throws(DemoArgumentError) -> SessionFile? {
    guard arguments.sample == .imageSearch, let path = arguments.record else { return nil }
    return try SessionFile(path: path)
  }

  /// The interceptor that writes the session to `file` as JSON Lines, a line as each thing
  /// happens; none without a file.
  static func recording(to file: SessionFile?) -> [Interceptor<ImageSearch>] {
    guard let file else { return [] }
    return [.recording { line in file.write(line) }]
  }

  /// `--flight-recorder FILE`: a flight recorder of the last 500 entries, whose dump goes to the
  /// file whenever an effect fails; ``writeDump(of:arguments:)`` writes it when the run ends.
  static func flightRecorder(_ arguments: DemoArguments) -> FlightRecorder<ImageSearch>? {
    guard arguments.sample == .imageSearch, let path = arguments.flightRecorder else { return nil }
    return FlightRecorder(capacity: 500, onFailure: { dump in _ = write(dump, to: path) })
  }

  /// Writes the flight recorder's dump to the `--flight-recorder` file; `false` (said on standard
  /// error) when it could not be written.
  static func writeDump(of recorder: FlightRecorder<ImageSearch>?, arguments: DemoArguments) -> Bool {
    guard let recorder, let path = arguments.flightRecorder else { return true }
    do {
      guard let dump = try recorder.dump() else { return true }
      return write(dump, to: path)
    } catch {
      printError("--flight-recorder: the session could not be encoded: \(error)")
      return false
    }
  }

  /// Writes the dump through the path (a symbolic link or a device is written to, not replaced,
  /// as `--record` does); `false`, said on standard error, when it cannot be.
  private static func write(_ dump: String, to path: String) -> Bool {
    let file: SessionFile
    do {
      file = try SessionFile(path: path, option: "--flight-recorder")
    } catch {
      let reason = if case .cannotWrite(_, _, let reason) = error { reason } else { "\(error)" }
      printError("--flight-recorder: the session could not be written to '\(path)': \(reason)")
      return false
    }
    file.write(text: dump)
    return file.finish(0) == 0
  }

  /// `--once` / `--json`: searches, waits for the search to settle, prints, returns the exit code.
  static func runOnce(_ arguments: DemoArguments) async -> Int32 {
    let service: ImageSearchService
    do {
      service = try Self.service(arguments, interactive: false)
    } catch {
      printError("\(error)")
      return 64
    }
    let file: SessionFile?
    do {
      file = try sessionFile(arguments)
    } catch {
      printError("\(error)")
      return 73
    }
    let flight = flightRecorder(arguments)
    let store = Store(
      ImageSearch(service: service), initialState: initialState(arguments),
      interceptors: recording(to: file) + (flight.map { [$0.interceptor] } ?? []))
    store.send(.viewAppeared)
    await store.waitForEffects()
    let state = store.state
    if arguments.json {
      print(ImageSearchSnapshot(state, source: service.name).json())
    } else {
      let width = arguments.width ?? 80
      for line in ImageSearchView.screen(state, source: service.name, width: width).plainText(width: width) {
        print(line)
      }
    }
    var status: Int32 = 0
    if let error = state.content.error {
      printError("\(state.errorText) \(error.message)")
      status = 1
    } else if let message = state.validationMessage {
      printError(message)
      status = 1
    }
    if !writeDump(of: flight, arguments: arguments) { status = 74 }
    return file?.finish(status) ?? status
  }

  /// The interactive app; returns how it ended.
  static func runInteractive(
    _ arguments: DemoArguments, on terminal: Terminal, recording file: SessionFile? = nil
  ) async -> TerminalAppExit {
    // The recent queries of earlier runs: `image-search-recent.json` in DemoState's folder,
    // written at once (searches are already debounced).
    let recent: Persisted<RecentQueries> = DemoState.persisted("image-search-recent", debounce: .zero)
    let flight = flightRecorder(arguments)
    let app = app(
      arguments, width: { terminal.size.drawable.columns }, recording: file, flight: flight, recent: recent)
    let exit = await DemoState.run(keeping: recent) {
      await app.run(on: terminal, sending: [.launched, .viewAppeared])
    }
    _ = writeDump(of: flight, arguments: arguments)
    return exit
  }

  /// The image search's terminal app: a paste is one change of the query, and leaving with a
  /// typed query asks first.
  static func app(
    _ arguments: DemoArguments, width: @escaping @MainActor () -> Int = { 80 },
    recording file: SessionFile? = nil, flight: FlightRecorder<ImageSearch>? = nil,
    recent: Persisted<RecentQueries> = Persisted(key: "image-search-recent")
  ) -> TerminalApp<ImageSearch> {
    let service: ImageSearchService
    do {
      service = try Self.service(arguments, interactive: true)
    } catch {
      service = ImageSearchService(name: "invalid") { _, _ in throw ImageSearchError.transport("\(error)") }
    }
    let initial = initialState(arguments)
    return TerminalApp(
      store: Store(
        ImageSearch(service: service, recent: recent), initialState: initial,
        interceptors: recording(to: file) + (flight.map { [$0.interceptor] } ?? [])),
      view: { ImageSearchView.screen($0, source: service.name, width: width()) },
      keys: ImageSearchView.keys, text: ImageSearchView.text,
      leaveQuestion: { ImageSearchView.leaveQuestion($0, initialQuery: initial.query) })
  }
}

/// Prints a line to standard error, sanitized: error messages can carry server text.
func printError(_ text: String) {
  FileHandle.standardError.write(Data("error: \(TerminalText.sanitizeLines(text))\n".utf8))
}
