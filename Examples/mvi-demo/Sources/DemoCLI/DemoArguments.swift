/// What `mvi-demo` was asked to run: the menu or one sample, with the options it reads.
///
/// ``DemoCommandLine/parse(_:)`` builds it from the command line; the samples' runners read it.
public struct DemoArguments: Equatable, Sendable {
  /// A sample app `mvi-demo` runs, by its subcommand's name.
  public enum Sample: String, CaseIterable, Sendable {
    case imageSearch = "image-search"
    case poster
    case counter
    case onboarding
    case form
    case feed

    /// The options the sample reads, by their canonical names.
    public var options: [String] {
      let printing = ["--once", "--json", "--width"]
      switch self {
      case .imageSearch:
        return ["--query", "--source", "--endpoint", "--record", "--flight-recorder", "--timeout"] + printing
      case .poster: return ["--source", "--url", "--seed", "--timeout"] + printing
      case .counter: return []
      case .onboarding: return ["--permission"] + printing
      case .form: return ["--name", "--coffee"] + printing
      case .feed: return ["--source", "--endpoint", "--timeout", "--post"] + printing
      }
    }

    /// The values `--source` takes for the sample, its default first.
    public var sources: [Source] {
      switch self {
      case .imageSearch: return [.offline, .kakao]
      case .poster: return [.generator, .http]
      case .feed: return [.offline, .http]
      case .counter, .onboarding, .form: return []
      }
    }

    /// The source that talks to a server, and the options only it reads: the first of them
    /// (the address) given alone means that source.
    var network: (source: Source, options: [String])? {
      switch self {
      case .imageSearch: return (.kakao, ["--endpoint", "--timeout"])
      case .poster: return (.http, ["--url", "--timeout"])
      case .feed: return (.http, ["--endpoint", "--timeout"])
      case .counter, .onboarding, .form: return nil
      }
    }

    /// The options only the sample's offline source reads.
    var offlineOptions: [String] {
      self == .poster ? ["--seed"] : []
    }
  }

  /// The answer `--permission` gives the onboarding's permission prompt.
  public enum PermissionAnswer: String, CaseIterable, Sendable {
    case granted
    case always
    case whenInUse = "when-in-use"
    case denied
    case restricted
    case dismissed
  }

  /// Where a sample's data comes from (`--source`).
  public enum Source: String, Sendable {
    case offline
    case kakao
    case generator
    case http
  }

  /// The sample to run; `nil` opens the menu.
  public var sample: Sample?
  /// The image search's first query (`--query`).
  public var query: String?
  /// The `--source` given, if any; ``source(for:)`` is the one a sample runs with.
  public var source: Source?
  /// The server of the image search or the feed (`--endpoint`).
  public var endpoint: String?
  /// How long to wait for a server (`--timeout`).
  public var timeoutSeconds: Double = 10
  /// Whether to print the sample's result once and exit (`--once`, implied by `--json`).
  public var once = false
  /// Whether to print the final state as JSON (`--json`).
  public var json = false
  /// The width of the printed screen (`--width`).
  public var width: Int?
  /// The poster's image URL (`--url`).
  public var url: String?
  /// The poster generator's first seed (`--seed`).
  public var seed: UInt64?
  /// The onboarding's answer to the permission prompt (`--permission`).
  public var permission: PermissionAnswer?
  /// The form's Name field (`--name`).
  public var name: String?
  /// The form's Example name field (`--coffee`).
  public var coffee: String?
  /// The feed's post to open (`--post`).
  public var post: Int?
  /// The file the image search records its session to, as JSON Lines (`--record`).
  public var record: String?
  /// The file the image search's flight recorder writes its last moments to, when the run ends
  /// and when an effect fails (`--flight-recorder`).
  public var flightRecorder: String?

  /// The menu with every default.
  public init() {}

  /// The source `sample` runs with: `--source`, else the network source when its address
  /// (`--endpoint`, `--url`) is given, else the sample's default.
  public func source(for sample: Sample) -> Source {
    if let source { return source }
    let address = sample == .poster ? url : endpoint
    if let network = sample.network, address != nil { return network.source }
    return sample.sources.first ?? .offline
  }

  /// Refuses what the sample would not run as asked: a value out of range, a source it does not
  /// have, an option its source would ignore, a width for JSON. `given` are the canonical names
  /// of the options on the command line, with their spellings.
  func check(given: [(typed: String, canonical: String)]) throws(DemoArgumentError) {
    func typed(_ canonical: String) -> String {
      given.first { $0.canonical == canonical }?.typed ?? canonical
    }
    if !(timeoutSeconds > 0 && timeoutSeconds <= 600) {
      throw .invalidValue(typed("--timeout"), Self.text(timeoutSeconds))
    }
    if let width, !(20...500).contains(width) { throw .invalidValue(typed("--width"), String(width)) }
    if json, width != nil { throw .widthWithJSON(typed("--width")) }
    guard let sample else { return }
    if let source, !sample.sources.contains(source) {
      throw .sourceNotForSample(source, sample)
    }
    // An option the chosen source does not read would be ignored: refuse it instead.
    let source = source(for: sample)
    if let network = sample.network, source != network.source,
      let option = given.first(where: { network.options.contains($0.canonical) })
    {
      throw .notForSource(option.typed, source, sample)
    }
    if source == sample.network?.source,
      let option = given.first(where: { sample.offlineOptions.contains($0.canonical) })
    {
      throw .notForSource(option.typed, source, sample)
    }
  }

  /// A number as it was most likely typed: `0` rather than `0.0`.
  private static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
