import ArgumentParser
import Poster

/// `mvi-demo poster`: the random poster of seed 001.
struct PosterCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "poster",
    abstract: "Random poster (seed 001): \"Get Poster!\" shows a random picture (true colour).",
    discussion: """
      With --once: fetches one poster, prints it as a block picture (or the response's details and \
      the reason), then exits (exit status 1 on failure); with --json, the poster's metadata.

      Examples:
        swift run mvi-demo poster --seed 42 --once
        swift run mvi-demo poster --source http --url 'https://example.com/random.png' --once --json
      """)

  @Option(
    help: ArgumentHelp(
      "generator (default: drawn here, no network) or http (GET --url, decode the PNG it returns).",
      valueName: "name"),
    completion: .list(["generator", "http"]))
  var source: DemoArguments.Source?

  @Option(
    help: ArgumentHelp(
      "The image URL for --source http; {random} becomes a new number each time; alone it means "
        + "--source http (default: \(PosterHTTPClient.defaultURL)).", valueName: "url"))
  var url: String?

  // `.unconditional`: `--seed -1` is an invalid seed, not a missing one.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The generator's first seed (default: random).", valueName: "n"))
  var seed: UInt64?

  @OptionGroup var server: TimeoutOption
  @OptionGroup var printing: PrintOptions

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .poster
    arguments.source = source
    arguments.url = url
    arguments.seed = seed
    server.apply(to: &arguments)
    printing.apply(to: &arguments)
    return arguments
  }
}
