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

    /// The values `--source` takes for the sample.
    var sources: [Source] {
      switch self {
      case .imageSearch: return [.offline, .kakao]
      case .poster: return [.generator, .http]
      case .feed: return [.offline, .http]
      case .counter, .onboarding, .form: return []
      }
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
  var source: Source = .offline
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
      --endpoint URL     the server for --source kakao (default: https://dapi.kakao.com)
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
    --once.

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
    func value(for option: String) throws(DemoArgumentError) -> String {
      guard let value = rest.popFirst() else { throw .missingValue(option) }
      return value
    }
    while let argument = rest.popFirst() {
      let option = aliases[argument] ?? argument
      if option.hasPrefix("--") { given.append((argument, option)) }
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
    if result.json { result.once = true }
    if let sample = result.sample {
      if let option = given.first(where: {
        $0.canonical != "--help" && !sample.options.contains($0.canonical)
      }) {
        throw .notForSample(option.typed, sample)
      }
      if given.contains(where: { $0.canonical == "--source" }), !sample.sources.contains(result.source) {
        throw .sourceNotForSample(result.source, sample)
      }
    }
    return result
  }

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

  var description: String {
    switch self {
    case .unknownOption(let option): return "unknown option '\(option)'"
    case .unknownSample(let name):
      return
        "unknown sample '\(name)' (samples: \(DemoArguments.Sample.allCases.map(\.rawValue).joined(separator: ", ")))"
    case .missingValue(let option): return "\(option) needs a value"
    case .invalidValue(let option, let value): return "invalid value '\(value)' for \(option)"
    case .notForSample(let option, let sample):
      let options = sample.options.isEmpty ? "none" : sample.options.joined(separator: ", ")
      return "\(option) does not apply to \(sample.rawValue) (its options: \(options))"
    case .sourceNotForSample(let source, let sample):
      let sources = sample.sources.map(\.rawValue).joined(separator: ", ")
      return "--source \(source.rawValue) does not apply to \(sample.rawValue) (its sources: \(sources))"
    }
  }
}
