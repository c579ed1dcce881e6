import ArgumentParser

/// `mvi-demo feed`: the feed of seed 003.
struct FeedCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "feed",
    abstract: """
      Feed (seed 003): posts with loading / error + retry / refresh, a post's detail with its \
      comments pushed on a navigation stack.
      """,
    discussion: """
      With --once: loads, prints the list (or the post), then exits (exit status 1 if a request \
      failed or the post is not in the feed).

      Examples:
        swift run mvi-demo feed --once
        swift run mvi-demo feed --once --post 17 --json
        swift run mvi-demo feed --source http --endpoint https://jsonplaceholder.typicode.com
      """)

  @Option(
    help: ArgumentHelp(
      "offline (default: bundled posts, no network) or http (GET <endpoint>/posts, JSONPlaceholder format).",
      valueName: "name"),
    completion: .list(["offline", "http"]))
  var source: DemoArguments.Source?

  @Option(
    help: ArgumentHelp(
      "The server for --source http; alone it means --source http "
        + "(default: https://jsonplaceholder.typicode.com).", valueName: "url"))
  var endpoint: String?

  @OptionGroup var server: TimeoutOption

  @Option(help: ArgumentHelp("With --once: open the post and print it with its comments.", valueName: "id"))
  var post: Int?

  @OptionGroup var printing: PrintOptions

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .feed
    arguments.source = source
    arguments.endpoint = endpoint
    arguments.post = post
    server.apply(to: &arguments)
    printing.apply(to: &arguments)
    return arguments
  }
}
