import Poster

/// The command line of `mvi-demo`, parsed by hand (no dependency for a handful of options).
struct DemoArguments: Equatable {
  enum Sample: String, CaseIterable {
    case imageSearch = "image-search"
    case poster
    case counter
    case onboarding
    case form
    case feed

    /// The options the sample reads, by their canonical names.
    var options: [String] {
      let printing = ["--once", "--json", "--width"]
      switch self {
      case .imageSearch: return ["--query", "--source", "--endpoint", "--timeout"] + printing
      case .poster: return ["--source", "--url", "--seed", "--timeout"] + printing
      case .counter: return []
      case .onboarding: return ["--permission"] + printing
      case .form: return ["--name", "--coffee"] + printing
      case .feed: return ["--source", "--endpoint", "--timeout", "--post"] + printing
      }
    }

    /// The values `--source` takes for the sample, its default first.
    var sources: [Source] {
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
  enum PermissionAnswer: String, CaseIterable {
    case granted
    case always
    case whenInUse = "when-in-use"
    case denied
    case restricted
    case dismissed
  }

  enum Source: String {
    case offline
    case kakao
    case generator
    case http
  }

  var sample: Sample?
  var help = false
  var query: String?
  /// The `--source` given, if any; ``source(for:)`` is the one a sample runs with.
  var source: Source?
  var endpoint: String?
  var timeoutSeconds: Double = 10
  var once = false
  var json = false
  var width: Int?
  var url: String?
  var seed: UInt64?
  var permission: PermissionAnswer?
  var name: String?
  var coffee: String?
  var post: Int?

  static let usage = """
    usage: mvi-demo [SAMPLE] [OPTIONS]

    With no sample, opens the menu of samples in the terminal.

    Samples:
      image-search   Image search (seeds 000/002): "강아지", at most 10 images, search-as-you-type
      poster         Random poster (seed 001): "Get Poster!" shows a random picture (true colour)
      counter        The README's counter (+ - 0 q)
      onboarding     Onboarding (seed 004): pages, "Next" asks for location permission, main screen
      form           Form (seed 003): Name, Example name, Update → "Update Successful"
      feed           Feed (seed 003): posts with loading / error + retry / refresh, a post's
                     detail with its comments pushed on a navigation stack

    Options for image-search:
      --query TEXT       the first search (default: 강아지)
      --source NAME      offline (default: bundled catalog, no network, no key)
                         or kakao (Kakao image search; key from KAKAO_REST_API_KEY)
      --endpoint URL     the server for --source kakao; alone it means --source kakao
                         (default: https://dapi.kakao.com)
      --timeout SECONDS  how long to wait for the server (default: 10)
      --once             print the screen once the search has settled, then exit
                         (exit status 1 with the error text if the search failed)
      --json             with --once: print the final state as JSON instead
      --width COLUMNS    the width of the --once screen (default: 80)

    Options for poster:
      --source NAME      generator (default: drawn here, no network)
                         or http (GET --url, decode the PNG it returns)
      --url URL          the image URL for --source http; {random} becomes a new number
                         each time (default: \(PosterHTTPClient.defaultURL))
      --seed N           the generator's first seed (default: random)
      --timeout SECONDS  how long to wait for the server (default: 10)
      --once             fetch one poster, print it as a block picture (or the response's
                         details and the reason), then exit (exit status 1 on failure)
      --json             with --once: print the poster's metadata as JSON instead
      --width COLUMNS    the width of the --once picture (default: 80)

    Options for onboarding:
      --permission ANSWER  answer the location prompt for the user: granted (= when-in-use),
                           always, when-in-use, denied, restricted or dismissed; needed without
                           a terminal. Interactive without it, the app shows the prompt.
      --once, --json, --width  as above: print the path through the screens and the final
                           screen (exit status 1 if the main screen was not reached: denied,
                           restricted or dismissed)

    Options for form:
      --name TEXT        fill the Name field
      --coffee TEXT      fill the Example name (coffee name) field
      --once, --json, --width  as above: press Update, print the form with its validation
                         messages or "Update Successful" (exit status 1 if invalid or failed)

    Options for feed:
      --source NAME      offline (default: bundled posts, no network)
                         or http (GET <endpoint>/posts, JSONPlaceholder format)
      --endpoint URL     the server for --source http; alone it means --source http
                         (default: https://jsonplaceholder.typicode.com)
      --timeout SECONDS  how long to wait for the server (default: 10)
      --post ID          with --once: open the post and print it with its comments
      --once, --json, --width  as above: load, print the list (or the post), then exit
                         (exit status 1 if a request failed or the post is not in the feed)

    Without a terminal (a pipe, CI), image-search, poster, onboarding, form and feed run as with
    --once. An option's value may follow it or be attached: --width 40 or --width=40 (write
    --name=--x for a value that starts with --). An option the chosen sample or source would
    not use is refused, not ignored. Exit status: 0 success, 1 the sample failed (a request,
    a denied permission, an invalid form), 64 a bad command line, 74 the output could not be
    written, 130 Ctrl-C.

    Examples:
      swift run mvi-demo image-search --query 강아지 --once
      swift run mvi-demo image-search --query cat --once --json
      swift run mvi-demo onboarding --once --permission granted
      swift run mvi-demo onboarding --once --permission denied --json
      swift run mvi-demo form --name "John Doe" --coffee SwiftUI --once
      swift run mvi-demo feed --once
      swift run mvi-demo feed --once --post 17 --json
      swift run mvi-demo feed --source http --endpoint https://jsonplaceholder.typicode.com
      KAKAO_REST_API_KEY=... swift run mvi-demo image-search --source kakao
      swift run mvi-demo poster --seed 42 --once
      swift run mvi-demo poster --source http --url 'https://example.com/random.png' --once --json
    """

  /// Parses arguments (without the program name). An option the chosen sample does not read,
  /// or a `--source` it does not have, is an error rather than silently ignored; with no sample
  /// (the menu) every option is kept for the samples opened from it.
  static func parse(_ arguments: [String]) throws(DemoArgumentError) -> DemoArguments {
    var result = DemoArguments()
    var rest = arguments[...]
    var given: [(typed: String, canonical: String)] = []
    // `--width=40`: the value given after `=` in the same word.
    var attached: String?
    func value(for option: String) throws(DemoArgumentError) -> String {
      if let value = attached {
        attached = nil
        return value
      }
      // `--name --once` means a forgotten name, not the name "--once".
      guard let value = rest.first, !isOption(value) else { throw .missingValue(option) }
      rest.removeFirst()
      return value
    }
    while var argument = rest.popFirst() {
      attached = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        attached = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      let option = aliases[argument] ?? argument
      if option.hasPrefix("--") { given.append((argument, option)) }
      if attached != nil, flags.contains(option) { throw .unexpectedValue(argument) }
      switch option {
      case "--help":
        result.help = true
      case "--query":
        result.query = try value(for: argument)
      case "--source":
        let name = try value(for: argument)
        guard let source = Source(rawValue: name) else { throw .invalidValue(argument, name) }
        result.source = source
      case "--endpoint":
        result.endpoint = try value(for: argument)
      case "--timeout":
        let text = try value(for: argument)
        guard let seconds = Double(text), seconds > 0, seconds <= 600 else {
          throw .invalidValue(argument, text)
        }
        result.timeoutSeconds = seconds
      case "--width":
        let text = try value(for: argument)
        guard let width = Int(text), (20...500).contains(width) else { throw .invalidValue(argument, text) }
        result.width = width
      case "--url":
        result.url = try value(for: argument)
      case "--seed":
        let text = try value(for: argument)
        guard let seed = UInt64(text) else { throw .invalidValue(argument, text) }
        result.seed = seed
      case "--permission":
        let text = try value(for: argument)
        guard let answer = PermissionAnswer(rawValue: text) else { throw .invalidValue(argument, text) }
        result.permission = answer
      case "--name":
        result.name = try value(for: argument)
      case "--coffee":
        result.coffee = try value(for: argument)
      case "--post":
        let text = try value(for: argument)
        guard let id = Int(text) else { throw .invalidValue(argument, text) }
        result.post = id
      case "--once":
        result.once = true
      case "--json":
        result.json = true
      default:
        if let sample = Sample(rawValue: argument), result.sample == nil {
          result.sample = sample
        } else if argument.hasPrefix("-") {
          throw .unknownOption(argument)
        } else {
          throw .unknownSample(argument)
        }
      }
    }
    if result.help { return result }
    if result.json {
      if let width = given.first(where: { $0.canonical == "--width" }) { throw .widthWithJSON(width.typed) }
      result.once = true
    }
    guard let sample = result.sample else {
      // The menu is interactive: there is nothing to print once.
      if let once = given.first(where: { ["--once", "--json"].contains($0.canonical) }) {
        throw .onceNeedsSample(once.typed)
      }
      return result
    }
    if let option = given.first(where: { !sample.options.contains($0.canonical) }) {
      throw .notForSample(option.typed, sample)
    }
    if let source = result.source, !sample.sources.contains(source) {
      throw .sourceNotForSample(source, sample)
    }
    // An option the chosen source does not read would be ignored: refuse it instead.
    let source = result.source(for: sample)
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
    return result
  }

  /// The source `sample` runs with: `--source`, else the network source when its address
  /// (`--endpoint`, `--url`) is given, else the sample's default.
  func source(for sample: Sample) -> Source {
    if let source { return source }
    let address = sample == .poster ? url : endpoint
    if let network = sample.network, address != nil { return network.source }
    return sample.sources.first ?? .offline
  }

  /// Whether a word is an option rather than an option's value.
  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("--") || (aliases[word] != nil && word.hasPrefix("-"))
  }

  /// The options that take no value.
  static let flags: Set = ["--help", "--once", "--json"]

  /// Short and alternative spellings of options, with their canonical names; the parser and the
  /// per-sample check see only canonical names, messages the spelling typed.
  static let aliases = ["-q": "--query", "--example-name": "--coffee", "-h": "--help", "help": "--help"]
}

/// A command line `mvi-demo` cannot run.
enum DemoArgumentError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case unknownSample(String)
  case missingValue(String)
  case invalidValue(String, String)
  case notForSample(String, DemoArguments.Sample)
  case sourceNotForSample(DemoArguments.Source, DemoArguments.Sample)
  case notForSource(String, DemoArguments.Source, DemoArguments.Sample)
  case unexpectedValue(String)
  case onceNeedsSample(String)
  case widthWithJSON(String)

  var description: String {
    switch self {
    case .unknownOption(let option): return "unknown option '\(option)'"
    case .unknownSample(let name):
      return
        "unknown sample '\(name)' (samples: \(DemoArguments.Sample.allCases.map(\.rawValue).joined(separator: ", ")))"
    case .missingValue(let option):
      return "\(option) needs a value (for a value that starts with '--', write \(option)=VALUE)"
    case .invalidValue(let option, let value): return "invalid value '\(value)' for \(option)"
    case .notForSample(let option, let sample):
      let options = sample.options.isEmpty ? "none" : sample.options.joined(separator: ", ")
      return "\(option) does not apply to \(sample.rawValue) (its options: \(options))"
    case .sourceNotForSample(let source, let sample):
      let sources = sample.sources.map(\.rawValue).joined(separator: ", ")
      return "--source \(source.rawValue) does not apply to \(sample.rawValue) (its sources: \(sources))"
    case .notForSource(let option, let source, let sample):
      let other = sample.sources.first { $0 != source }.map { " --source \($0.rawValue)" } ?? ""
      return
        "\(option) does nothing with \(sample.rawValue) --source \(source.rawValue) (it applies to\(other))"
    case .unexpectedValue(let option): return "\(option) takes no value"
    case .onceNeedsSample(let option):
      let samples = DemoArguments.Sample.allCases.filter { !$0.options.isEmpty }.map(\.rawValue)
      return
        "\(option) needs a sample to run once (\(samples.joined(separator: ", "))), e.g. mvi-demo feed \(option)"
    case .widthWithJSON(let option):
      return "\(option) sets the width of the printed screen; --json prints no screen"
    }
  }
}
