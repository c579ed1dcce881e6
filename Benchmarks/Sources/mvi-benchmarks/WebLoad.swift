/// Case 10: 200 concurrent tabs typing in `mvi-web`'s image search against the offline source,
/// with the server as a child process: the intent-to-patch latency of every keystroke, and the
/// server's resident memory per tab.
@MainActor
enum WebLoad {
  /// The server to start (`--mvi-web PATH`); when `nil`, the case builds the repository's
  /// `mvi-web` in release (`swift build -c release --product mvi-web`, a no-op when it is up to
  /// date) and starts `.build/release/mvi-web`.
  static var serverPath: String?

  static let tabs = 200

  /// What the tabs type: tab `i` types queries `i`, `i + 3` and `i + 6` (modulo 8). Hangul goes
  /// in a syllable at a time (an IME sends the composed syllable as the field's new value).
  static let queries = [
    "강아지 산책", "고양이", "바다 해운대", "cherry blossom", "night city", "galaxy", "ramen", "mountain hiking",
  ]

  /// The repository's root, from this file's place in it (`Benchmarks/Sources/mvi-benchmarks/`).
  static var repositoryRoot: String {
    "/" + String(#filePath).split(separator: "/").dropLast(4).joined(separator: "/")
  }

  static func run() async -> [Row] {
    guard let path = serverPath ?? buildServer() else { return failed("mvi-web could not be built") }
    let arguments = [path, "--port", "0", "--image-source", "offline", "--offline-latency", "0"]
    guard let server = ChildProcess(arguments, pipingOutput: true) else {
      return failed("\(path) did not start")
    }
    defer { server.terminate() }
    guard let port = serverPort(server) else { return failed("mvi-web printed no address") }
    let resident = { Memory.residentBytes(pid: server.pid) ?? 0 }
    let started = resident()
    // One tab first, so what every tab shares (the catalog, the code paths) counts as idle.
    let warmUp = Barrier()
    warmUp.release()
    let warm = await WebTab(id: "bench-warm-up", port: port, queries: ["강아지"]).run(
      opened: warmUp, typed: warmUp)
    try? await Task.sleep(for: .milliseconds(500))
    let idle = resident()
    print(
      "    mvi-web on port \(port): resident \(Format.grouped(started)) B started, \(Format.grouped(idle)) B idle"
    )

    let (opened, typed) = (Barrier(), Barrier())
    var results: [WebTab.Result] = [warm]
    var (open, afterTyping) = (0, 0)
    var typing = Duration.zero
    await withTaskGroup(of: WebTab.Result.self) { group in
      for index in 0..<tabs {
        let tab = WebTab(
          id: "bench-tab-\(index)", port: port,
          queries: (0..<3).map { queries[(index + 3 * $0) % queries.count] })
        group.addTask { await tab.run(opened: opened, typed: typed) }
      }
      await opened.waitForArrivals(tabs)
      open = resident()
      let start = ContinuousClock.now
      opened.release()
      await typed.waitForArrivals(tabs)
      typing = ContinuousClock.now - start
      afterTyping = resident()
      typed.release()
      for await result in group { results.append(result) }
    }
    try? await Task.sleep(for: .seconds(1))
    let closed = resident()
    print(
      "    resident: \(Format.grouped(open)) B with \(tabs) tabs open, \(Format.grouped(afterTyping)) B after "
        + "typing, \(Format.grouped(closed)) B 1 s after closing them")

    let latencies = results.flatMap(\.latencies).map { Timing.nanoseconds($0) / 1e6 }.sorted()
    let keystrokes = results.map(\.keystrokes).reduce(0, +)
    let unanswered = results.map(\.unanswered).reduce(0, +)
    let errors = results.flatMap(\.errors)
    for error in Set(errors) { print("    error ×\(errors.filter { $0 == error }.count): \(error)") }
    func percentile(_ fraction: Double) -> String {
      guard !latencies.isEmpty else { return "–" }
      let rank = Int((Double(latencies.count) * fraction).rounded(.up))
      return Format.decimal(latencies[max(0, min(latencies.count, rank) - 1)], 1)
    }
    let perTab = { (bytes: Int) in Format.decimal(Double(bytes - idle) / Double(tabs) / 1024, 1) + " KiB" }
    return [
      Row(
        id: "10",
        name: "200 tabs typing in mvi-web's image search (offline source): keystroke intent → patch",
        figure: "p50 \(percentile(0.5)) ms, p99 \(percentile(0.99)) ms, max \(percentile(1)) ms; "
          + "\(Format.grouped(keystrokes)) keystrokes in \(Format.decimal(Timing.nanoseconds(typing) / 1e9, 1)) s, "
          + "\(errors.count) errors, \(unanswered) unanswered",
        bar: "0 errors, every keystroke patched", passed: errors.isEmpty && unanswered == 0),
      Row(
        id: "10m", name: "mvi-web's resident memory per open image-search tab (200 tabs)",
        figure: "\(perTab(afterTyping)) per tab after typing (\(perTab(open)) just opened); "
          + "after closing: \(Format.bytes(closed - idle)) over idle (\(Format.grouped(idle)) B)"),
    ]
  }

  /// Builds the repository's `mvi-web` in release; its path, or `nil` when the build failed.
  private static func buildServer() -> String? {
    let root = repositoryRoot
    print("    building mvi-web: swift build -c release --product mvi-web --package-path \(root)")
    let build = ChildProcess([
      "swift", "build", "-c", "release", "--product", "mvi-web", "--package-path", root,
    ])
    guard build?.wait() == 0 else { return nil }
    return root + "/.build/release/mvi-web"
  }

  /// The port of the address the server prints (`…serving the samples on http://127.0.0.1:PORT …`).
  private static func serverPort(_ server: ChildProcess) -> Int? {
    while let line = server.readLine() {
      guard let address = line.firstRange(of: "http://")?.upperBound else { continue }
      let authority = line[address...].prefix { $0 != " " && $0 != "/" }
      return authority.split(separator: ":").last.flatMap { Int($0) }
    }
    return nil
  }

  private static func failed(_ reason: String) -> [Row] {
    print("    case 10 not measured: \(reason)")
    return [
      Row(
        id: "10", name: "200 tabs typing in mvi-web's image search", figure: reason, bar: "measured",
        passed: false)
    ]
  }
}

extension Case {
  /// 10: 200 tabs typing in `mvi-web`'s image search (see ``WebLoad``).
  static let webTabs = Case(number: "10", key: "web-tabs") { _ in await WebLoad.run() }
}
