import Testing

@testable import mvi_demo

@Suite("DemoArguments")
struct DemoArgumentsTests {
  @Test("no arguments open the menu with the defaults")
  func defaults() throws {
    let arguments = try DemoArguments.parse([])
    #expect(arguments == DemoArguments())
    #expect(arguments.sample == nil)
    #expect(arguments.source == .offline)
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

    let poster = try DemoArguments.parse(["poster", "--seed", "42", "--url", "http://x/{random}", "--json"])
    #expect(poster.seed == 42)
    #expect(poster.url == "http://x/{random}")
    #expect(poster.json && poster.once, "--json implies --once")

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
