import DemoCLI
import Foundation
import MVI
import Poster
import TerminalUI

/// Builds the random poster from the command line and runs it, interactively or once.
@MainActor
enum PosterRunner {
  /// The service chosen by `--source`, `--url`, `--seed` and `--timeout`; `--url` alone means
  /// `--source http`.
  static func service(_ arguments: DemoArguments, interactive: Bool) throws(DemoArgumentError)
    -> PosterService
  {
    let source = arguments.source(for: .poster)
    switch source {
    case .offline, .generator:
      return .generator(
        seed: arguments.seed ?? UInt64.random(in: 1...999_999),
        latency: interactive ? .milliseconds(300) : .zero)
    case .http:
      let timeout = Duration.milliseconds(Int64(arguments.timeoutSeconds * 1000))
      let client = PosterHTTPClient(url: arguments.url ?? PosterHTTPClient.defaultURL, timeout: timeout)
      do {
        _ = try client.requestURL(token: "0")
      } catch {
        throw .invalidValue("--url", client.url)
      }
      return .http(client)
    case .kakao:
      throw .sourceNotForSample(source, .poster)
    }
  }

  /// `--once` / `--json`: fetches one poster, prints it (or its metadata), returns the exit code.
  static func runOnce(_ arguments: DemoArguments) async -> Int32 {
    let service: PosterService
    do {
      service = try Self.service(arguments, interactive: false)
    } catch {
      printError("\(error)")
      return 64
    }
    let store = Store(Poster(service: service), initialState: .init())
    store.send(.getPosterTapped)
    await store.waitForEffects()
    let state = store.state
    if arguments.json {
      print(PosterSnapshot(state, source: service.name).json())
    } else {
      for line in printed(state, source: service.name, width: arguments.width ?? 80) { print(line) }
    }
    if let failure = state.failure {
      printError("\(Poster.Texts.failed) \(failure)")
      return 1
    }
    return 0
  }

  /// The `--once` output: title, the block picture (at most 24 rows), the status lines.
  static func printed(_ state: Poster.State, source: String, width: Int) -> [String] {
    var lines = [
      TerminalText.truncate(TerminalText.sanitize("\(Poster.Texts.title) · 출처: \(source)"), toWidth: width)
    ]
    if let poster = state.shownPoster {
      let picture = BlockPicture(
        poster.picture, columns: width, rows: 24, background: PosterView.placeholderColour)
      let margin = String(repeating: " ", count: max(0, (width - picture.columns) / 2))
      lines += picture.rows.map { margin + $0 }
    }
    // The status lines are not cut: they can hold a long reason or a response's details.
    return lines + PosterView.statusLines(state).map { TerminalText.sanitize($0.plainText) }
  }

  /// The interactive app: the imperative view bound to the store, keys sent as intents.
  static func runInteractive(_ arguments: DemoArguments, on terminal: Terminal) async -> TerminalAppExit {
    let service: PosterService
    do {
      service = try Self.service(arguments, interactive: true)
    } catch {
      service = PosterService(name: "invalid") { _ in throw PosterError.transport("\(error)") }
    }
    let store = Store(Poster(service: service), initialState: .init())
    let view = PosterView(size: terminal.size.drawable, source: service.name) { terminal.write($0) }
    view.bind(to: store)
    defer { view.unbind() }
    // The keys of one burst in order, drawn once; Ctrl-C anywhere in it acts at once.
    func handle(_ keys: [Key]) -> TerminalAppExit? {
      if keys.contains(.interrupt) { return .interrupted }
      var exit: TerminalAppExit?
      view.batch {
        for (index, key) in keys.enumerated() {
          switch key == .endOfInput ? .quit : PosterView.keys(key, store.state) {
          case .send(let intent): store.send(intent)
          case .quit:
            terminal.unread(Array(keys[(index + 1)...]))
            exit = .quit
            return
          case .ignore: break
          }
        }
      }
      return exit
    }
    if let exit = handle(terminal.takeUnreadKeys()) { return exit }
    for await event in terminal.events {
      switch event {
      case .keys(let keys):
        if let exit = handle(keys) { return exit }
      case .resize(let size):
        view.resize(to: size.drawable)
      }
    }
    return .inputClosed
  }
}
