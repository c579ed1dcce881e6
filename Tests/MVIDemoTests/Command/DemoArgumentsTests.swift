import Testing

@testable import mvi_demo

@Suite("DemoArguments")
struct DemoArgumentsTests {
  @Test("no arguments open the menu with the defaults")
  func defaults() throws {
    let arguments = try DemoArguments.parse([])
    #expect(arguments == DemoArguments())
    #expect(arguments.sample == nil)
    #expect(arguments.source == nil)
    for sample in DemoArguments.Sample.allCases where !sample.sources.isEmpty {
      #expect(arguments.source(for: sample) == sample.sources[0], "\(sample) runs with its default source")
    }
    #expect(arguments.timeoutSeconds == 10)
    #expect(!arguments.once && !arguments.json)
  }

  @Test("every option of a sample is read, in any order, with its short spelling")
  func options() throws {
    let search = try DemoArguments.parse([
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

    let poster = try DemoArguments.parse(["poster", "--seed", "42", "--json"])
    #expect(poster.seed == 42)
    #expect(poster.json && poster.once, "--json implies --once")
    let http = try DemoArguments.parse(["poster", "--url", "http://x/{random}", "--timeout", "3"])
    #expect(http.url == "http://x/{random}")

    let form = try DemoArguments.parse(["form", "--name", "John Doe", "--example-name", "SwiftUI"])
    #expect(form.name == "John Doe")
    #expect(form.coffee == "SwiftUI")

    let onboarding = try DemoArguments.parse(["onboarding", "--permission", "when-in-use"])
    #expect(onboarding.permission == .whenInUse)

    let feed = try DemoArguments.parse(["feed", "--post", "17", "--source", "http"])
    #expect(feed.post == 17)
    #expect(feed.source == .http)
  }

  @Test("help in every spelling, also after a sample")
  func help() throws {
    for spelling in ["-h", "--help", "help"] {
      #expect(try DemoArguments.parse([spelling]).help)
      #expect(try DemoArguments.parse(["counter", spelling]).help)
    }
  }

  @Test(
    "a command line that cannot run is a typed error that says what is wrong",
    arguments: [
      (["--bogus"], DemoArgumentError.unknownOption("--bogus")),
      (["gallery"], .unknownSample("gallery")),
      (["feed", "poster"], .unknownSample("poster")),
      (["image-search", "--query"], .missingValue("--query")),
      (["image-search", "--timeout", "0"], .invalidValue("--timeout", "0")),
      (["image-search", "--timeout", "soon"], .invalidValue("--timeout", "soon")),
      (["image-search", "--width", "5"], .invalidValue("--width", "5")),
      (["poster", "--seed", "-1"], .invalidValue("--seed", "-1")),
      (["onboarding", "--permission", "maybe"], .invalidValue("--permission", "maybe")),
      (["feed", "--post", "seventeen"], .invalidValue("--post", "seventeen")),
      (["feed", "--source", "ftp"], .invalidValue("--source", "ftp")),
      // A forgotten value is not taken from the next option.
      (["form", "--name", "--once"], .missingValue("--name")),
      (["image-search", "-q", "-h"], .missingValue("-q")),
      (["form", "--name=x", "--coffee", "--json"], .missingValue("--coffee")),
      (["feed", "--once=yes"], .unexpectedValue("--once")),
      (["--json=1", "feed"], .unexpectedValue("--json")),
      (["feed", "--bogus=1"], .unknownOption("--bogus")),
      (["feed", "--width=4"], .invalidValue("--width", "4")),
      // Nothing to run once without a sample: the menu is interactive.
      (["--once"], .onceNeedsSample("--once")),
      (["--json", "--query", "cat"], .onceNeedsSample("--json")),
      // --json prints no screen, so a width would be ignored.
      (["feed", "--json", "--width", "40"], .widthWithJSON("--width")),
    ] as [([String], DemoArgumentError)])
  func errors(_ arguments: [String], _ expected: DemoArgumentError) {
    #expect(throws: expected) { try DemoArguments.parse(arguments) }
  }

  @Test("an option the sample does not read is refused, naming the sample's options")
  func optionNotForSample() {
    #expect(throws: DemoArgumentError.notForSample("--seed", .imageSearch)) {
      try DemoArguments.parse(["image-search", "--seed", "4"])
    }
    #expect(throws: DemoArgumentError.notForSample("-q", .poster)) {
      try DemoArguments.parse(["-q", "dog", "poster"])
    }
    #expect(throws: DemoArgumentError.notForSample("--once", .counter)) {
      try DemoArguments.parse(["counter", "--once"])
    }
    #expect(
      DemoArgumentError.notForSample("--seed", .imageSearch).description
        == "--seed does not apply to image-search (its options: --query, --source, --endpoint, --timeout, "
        + "--once, --json, --width)")
    #expect(
      DemoArgumentError.notForSample("--once", .counter).description
        == "--once does not apply to counter (its options: none)")
  }

  @Test("an option is read with its value attached after '=', which may start with '--'")
  func attachedValues() throws {
    let form = try DemoArguments.parse(["form", "--name=--once", "--coffee=a=b", "--width=40", "--once"])
    #expect(form.name == "--once")
    #expect(form.coffee == "a=b")
    #expect(form.width == 40)
    #expect(try DemoArguments.parse(["image-search", "--query="]).query == "")
    #expect(try DemoArguments.parse(["poster", "--seed=7"]).seed == 7)
  }

  @Test("a server's address alone chooses the sample's network source")
  func addressChoosesTheNetworkSource() throws {
    let search = try DemoArguments.parse(["image-search", "--endpoint", "http://127.0.0.1:1"])
    #expect(search.source(for: .imageSearch) == .kakao)
    let feed = try DemoArguments.parse(["feed", "--endpoint", "http://127.0.0.1:1"])
    #expect(feed.source(for: .feed) == .http)
    let poster = try DemoArguments.parse(["poster", "--url", "http://127.0.0.1:1/p.png"])
    #expect(poster.source(for: .poster) == .http)
    // From the menu the same options serve each sample opened.
    let menu = try DemoArguments.parse(["--endpoint", "http://127.0.0.1:1"])
    #expect(menu.source(for: .imageSearch) == .kakao)
    #expect(menu.source(for: .poster) == .generator)
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
    #expect(throws: expected) { try DemoArguments.parse(arguments) }
  }

  @Test("the new errors say what to do")
  func newErrorTexts() {
    #expect(
      DemoArgumentError.notForSource("--endpoint", .offline, .imageSearch).description
        == "--endpoint does nothing with image-search --source offline (it applies to --source kakao)")
    #expect(
      DemoArgumentError.missingValue("--name").description
        == "--name needs a value (for a value that starts with '--', write --name=VALUE)")
    #expect(
      DemoArgumentError.onceNeedsSample("--once").description
        == "--once needs a sample to run once (image-search, poster, onboarding, form, feed), e.g. mvi-demo feed --once"
    )
  }

  @Test("a source the sample does not have is refused, naming its sources")
  func sourceNotForSample() {
    #expect(throws: DemoArgumentError.sourceNotForSample(.http, .imageSearch)) {
      try DemoArguments.parse(["image-search", "--source", "http"])
    }
    #expect(throws: DemoArgumentError.sourceNotForSample(.kakao, .feed)) {
      try DemoArguments.parse(["feed", "--source", "kakao"])
    }
    #expect(
      DemoArgumentError.sourceNotForSample(.kakao, .poster).description
        == "--source kakao does not apply to poster (its sources: generator, http)")
  }

  @Test("with no sample every option is kept for the samples opened from the menu")
  func menuKeepsOptions() throws {
    let arguments = try DemoArguments.parse(["--seed", "7", "--query", "cat"])
    #expect(arguments.sample == nil)
    #expect(arguments.seed == 7)
    #expect(arguments.query == "cat")
  }

  @Test("every sample's options appear in the usage text")
  func usageNamesEveryOption() {
    for sample in DemoArguments.Sample.allCases {
      #expect(DemoArguments.usage.contains("  \(sample.rawValue) "), "\(sample)")
      for option in sample.options {
        #expect(DemoArguments.usage.contains(option), "\(option) of \(sample)")
      }
    }
  }
}
