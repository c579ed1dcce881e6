import Testing

@testable import DemoCLI

@Suite("DemoCommandLine")
struct DemoCommandLineTests {
  /// The arguments of a command line that runs the menu or a sample.
  func parse(_ arguments: [String]) throws -> DemoArguments {
    try #require(try DemoCommandLine.parse(arguments).arguments, "\(arguments) asks for text to print")
  }

  @Test func noArgumentsOpenTheMenuWithTheDefaults() throws {
    let arguments = try parse([])
    #expect(arguments == DemoArguments())
    #expect(arguments.sample == nil)
    #expect(arguments.source == nil)
    for sample in DemoArguments.Sample.allCases where !sample.sources.isEmpty {
      #expect(arguments.source(for: sample) == sample.sources[0], "\(sample) runs with its default source")
    }
    #expect(arguments.timeoutSeconds == 10)
    #expect(!arguments.once && !arguments.json)
  }

  @Test func everyOptionOfASampleIsReadInAnyOrderWithItsShortSpelling() throws {
    let search = try parse([
      "--once", "image-search", "-q", "고양이", "--source", "kakao", "--endpoint", "http://127.0.0.1:8080",
      "--timeout", "2.5", "--width", "100",
    ])
    #expect(search.sample == .imageSearch)
    #expect(search.query == "고양이")
    #expect(search.source == .kakao)
    #expect(search.endpoint == "http://127.0.0.1:8080")
    #expect(search.timeoutSeconds == 2.5)
    #expect(search.width == 100)
    #expect(search.once)

    let poster = try parse(["poster", "--seed", "42", "--json"])
    #expect(poster.seed == 42)
    #expect(poster.json && poster.once, "--json implies --once")
    let http = try parse(["poster", "--url", "http://x/{random}", "--timeout", "3"])
    #expect(http.url == "http://x/{random}")

    let form = try parse(["form", "--name", "John Doe", "--example-name", "SwiftUI"])
    #expect(form.name == "John Doe")
    #expect(form.coffee == "SwiftUI")

    let onboarding = try parse(["onboarding", "--permission", "when-in-use"])
    #expect(onboarding.permission == .whenInUse)

    let feed = try parse(["feed", "--post", "17", "--source", "http"])
    #expect(feed.post == 17)
    #expect(feed.source == .http)
  }

  @Test func helpInEverySpellingAlsoAfterASampleAndHelpSAMPLE() throws {
    for spelling in ["-h", "--help", "help"] {
      #expect(try DemoCommandLine.parse([spelling]) == .print(DemoCommandLine.help()), "\(spelling)")
      #expect(try DemoCommandLine.parse(["counter", spelling]) == .print(DemoCommandLine.help(.counter)))
    }
    #expect(
      try DemoCommandLine.parse(["help", "image-search"]) == .print(DemoCommandLine.help(.imageSearch)))
    #expect(throws: DemoArgumentError.unknownSample("nope")) { try DemoCommandLine.parse(["help", "nope"]) }
  }

  @Test func aCompletionScriptIsGeneratedForEachShell() throws {
    for shell in ["bash", "zsh", "fish"] {
      let request = try DemoCommandLine.parse(["--generate-completion-script", shell])
      guard case .print(let script) = request else {
        Issue.record("\(shell): \(request)")
        continue
      }
      for sample in DemoArguments.Sample.allCases {
        #expect(script.contains(sample.rawValue), "\(shell) completes \(sample)")
      }
    }
  }

  @Test(
    "what the argument parser refuses comes back in its words, naming the closest option on a typo",
    arguments: [
      (["--bogus"], "Unknown option '--bogus'"),
      (["image-search", "--qurey", "cat"], "Unknown option '--qurey'. Did you mean '--query'?"),
      (["image-search", "--query"], "Missing value for '--query <text>'"),
      (["image-search", "--timeout", "soon"], "The value 'soon' is invalid for '--timeout <seconds>'"),
      (["poster", "--seed", "-1"], "The value '-1' is invalid for '--seed <n>'"),
      (["feed", "--post", "seventeen"], "The value 'seventeen' is invalid for '--post <id>'"),
      (["feed", "--source", "ftp"], "The value 'ftp' is invalid for '--source <name>'"),
      (["onboarding", "--permission", "maybe"], "The value 'maybe' is invalid for '--permission <answer>'"),
      // A forgotten value is not taken from the next option.
      (["form", "--name", "--once"], "Missing value for '--name <text>'"),
      (["image-search", "-q", "-h"], "Missing value for '-q <text>'"),
      (["form", "--name=x", "--coffee", "--json"], "Missing value for '--coffee <text>'"),
      (["feed", "--once=yes"], "The option '--once' does not take any value, but 'yes' was specified."),
      (["--json=1", "feed"], "The option '--json' does not take any value, but '1' was specified."),
      (["feed", "--bogus=1"], "Unknown option '--bogus'"),
    ] as [([String], String)])
  func parserErrors(_ arguments: [String], _ expected: String) {
    #expect {
      try DemoCommandLine.parse(arguments)
    } throws: { error in
      guard case .commandLine(let message) = error as? DemoArgumentError else { return false }
      return message.hasPrefix(expected)
    }
  }

  @Test(
    "a command line that cannot run is a typed error that says what is wrong",
    arguments: [
      (["gallery"], DemoArgumentError.unknownSample("gallery")),
      (["feed", "poster"], .unexpectedWord("poster", .feed)),
      (["image-search", "--timeout", "0"], .invalidValue("--timeout", "0")),
      (["image-search", "--width", "5"], .invalidValue("--width", "5")),
      (["feed", "--width=4"], .invalidValue("--width", "4")),
      // Nothing to run once without a sample: the menu is interactive.
      (["--once"], .onceNeedsSample("--once")),
      (["--json", "--query", "cat"], .onceNeedsSample("--json")),
      // --json prints no screen, so a width would be ignored.
      (["feed", "--json", "--width", "40"], .widthWithJSON("--width")),
    ] as [([String], DemoArgumentError)])
  func errors(_ arguments: [String], _ expected: DemoArgumentError) {
    #expect(throws: expected) { try DemoCommandLine.parse(arguments) }
  }

  @Test func anOptionTheSampleDoesNotReadIsRefusedNamingTheSamplesOptions() {
    #expect(throws: DemoArgumentError.notForSample("--seed", .imageSearch)) {
      try parse(["image-search", "--seed", "4"])
    }
    #expect(throws: DemoArgumentError.notForSample("-q", .poster)) {
      try parse(["-q", "dog", "poster"])
    }
    #expect(throws: DemoArgumentError.notForSample("--once", .counter)) {
      try parse(["counter", "--once"])
    }
    #expect(
      DemoArgumentError.notForSample("--seed", .imageSearch).description
        == "--seed does not apply to image-search (its options: --query, --source, --endpoint, --record, "
        + "--flight-recorder, --timeout, --once, --json, --width)")
    #expect(
      DemoArgumentError.notForSample("--once", .counter).description
        == "--once does not apply to counter (its options: none)")
  }

  @Test func anOptionIsReadWithItsValueAttachedAfterWhichMayStartWith() throws {
    let form = try parse(["form", "--name=--once", "--coffee=a=b", "--width=40", "--once"])
    #expect(form.name == "--once")
    #expect(form.coffee == "a=b")
    #expect(form.width == 40)
    #expect(try parse(["image-search", "--query="]).query == "")
    #expect(try parse(["poster", "--seed=7"]).seed == 7)
  }

  @Test func aServersAddressAloneChoosesTheSamplesNetworkSource() throws {
    let search = try parse(["image-search", "--endpoint", "http://127.0.0.1:1"])
    #expect(search.source(for: .imageSearch) == .kakao)
    let feed = try parse(["feed", "--endpoint", "http://127.0.0.1:1"])
    #expect(feed.source(for: .feed) == .http)
    let poster = try parse(["poster", "--url", "http://127.0.0.1:1/p.png"])
    #expect(poster.source(for: .poster) == .http)
    // Without an address, each sample runs with its default source.
    #expect(DemoArguments().source(for: .imageSearch) == .offline)
    #expect(DemoArguments().source(for: .poster) == .generator)
  }

  @Test(
    "an option the chosen source would ignore is refused, naming the source it applies to",
    arguments: [
      (
        ["image-search", "--source", "offline", "--endpoint", "http://x"],
        DemoArgumentError.notForSource("--endpoint", .offline, .imageSearch)
      ),
      (["image-search", "--timeout", "3"], .notForSource("--timeout", .offline, .imageSearch)),
      (["feed", "--source", "offline", "--endpoint=http://x"], .notForSource("--endpoint", .offline, .feed)),
      (
        ["poster", "--source", "generator", "--url", "http://x"], .notForSource("--url", .generator, .poster)
      ),
      (["poster", "--url", "http://x", "--seed", "3"], .notForSource("--seed", .http, .poster)),
    ] as [([String], DemoArgumentError)])
  func optionNotForSource(_ arguments: [String], _ expected: DemoArgumentError) {
    #expect(throws: expected) { try DemoCommandLine.parse(arguments) }
  }

  @Test func aSourceTheSampleDoesNotHaveIsRefusedNamingItsSources() {
    #expect(throws: DemoArgumentError.sourceNotForSample(.http, .imageSearch)) {
      try parse(["image-search", "--source", "http"])
    }
    #expect(throws: DemoArgumentError.sourceNotForSample(.kakao, .feed)) {
      try parse(["feed", "--source", "kakao"])
    }
    #expect(
      DemoArgumentError.sourceNotForSample(.kakao, .poster).description
        == "--source kakao does not apply to poster (its sources: generator, http)")
  }

  @Test func aSamplesOptionWithoutASampleIsRefusedNamingTheSamplesThatReadIt() throws {
    #expect(throws: DemoArgumentError.optionNeedsSample("--seed")) {
      try DemoCommandLine.parse(["--seed", "7", "--query", "cat"])
    }
    #expect(throws: DemoArgumentError.optionNeedsSample("-q")) { try DemoCommandLine.parse(["-q", "cat"]) }
  }

  @Test func aSamplesNameMayFollowItsOptionsAndALoneHelpAfterItAsksForItsHelp() throws {
    let feed = try parse(["--once", "--post", "17", "feed", "--json"])
    #expect(feed.sample == .feed && feed.post == 17 && feed.json)
    // `poster` here is the query, not a second sample.
    #expect(try parse(["-q", "poster", "image-search"]).query == "poster")
    #expect(
      try DemoCommandLine.parse(["--query", "cat", "image-search", "help"])
        == .print(DemoCommandLine.help(.imageSearch)))
  }

  @Test func theHelpNamesEverySampleAndEachSamplesHelpNamesExactlyTheOptionsItReads() throws {
    for sample in DemoArguments.Sample.allCases {
      #expect(DemoCommandLine.help().contains("  \(sample.rawValue) "), "\(sample)")
      let help = DemoCommandLine.help(sample)
      let usage = try #require(help.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
      let options = usage.split(separator: " ").compactMap { word in
        word.firstMatch(of: /--[a-z-]+/).map { String($0.output) }
      }
      #expect(options == sample.options, "\(sample)'s usage: \(usage)")
      #expect(help.contains("Examples:") || sample == .counter, "\(sample) shows examples")
    }
  }
}
