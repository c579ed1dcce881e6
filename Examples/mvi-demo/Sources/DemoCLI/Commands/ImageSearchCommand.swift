import ArgumentParser

/// `mvi-demo image-search`: the image search of seeds 000/002.
struct ImageSearchCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "image-search",
    abstract: "Image search (seeds 000/002): \"강아지\", at most 10 images, search-as-you-type.",
    discussion: """
      With --once: prints the screen once the search has settled, then exits (exit status 1 with \
      the error text if the search failed).

      Examples:
        swift run mvi-demo image-search --query 강아지 --once
        swift run mvi-demo image-search --query cat --once --json
        swift run mvi-demo image-search --record session.jsonl
        swift run mvi-demo image-search --flight-recorder last-minutes.jsonl
        KAKAO_REST_API_KEY=... swift run mvi-demo image-search --source kakao
      """)

  @Option(
    name: [.customLong("query"), .customShort("q")],
    help: ArgumentHelp("The first search (default: 강아지).", valueName: "text"))
  var query: String?

  @Option(
    help: ArgumentHelp(
      "offline (default: the bundled catalog, no network, no key) or kakao (Kakao image search; "
        + "the key from KAKAO_REST_API_KEY).", valueName: "name"),
    completion: .list(["offline", "kakao"]))
  var source: DemoArguments.Source?

  @Option(
    help: ArgumentHelp(
      "The server for --source kakao; alone it means --source kakao (default: https://dapi.kakao.com).",
      valueName: "url"))
  var endpoint: String?

  @Option(
    help: ArgumentHelp(
      "Records the session (intents, actions with their source and state, events, failures) to the file, "
        + "as JSON Lines that `assertReplays` replays in a test.", valueName: "file"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Keeps the last 500 intents, actions and events in a flight recorder and writes them to the file "
        + "when the search ends or an effect fails: a session that `assertReplays` and mvi-replay-diff replay.",
      valueName: "file"))
  var flightRecorder: String?

  @OptionGroup var server: TimeoutOption
  @OptionGroup var printing: PrintOptions

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .imageSearch
    arguments.query = query
    arguments.source = source
    arguments.endpoint = endpoint
    arguments.record = record
    arguments.flightRecorder = flightRecorder
    server.apply(to: &arguments)
    printing.apply(to: &arguments)
    return arguments
  }
}
