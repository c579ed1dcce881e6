import ArgumentParser

/// The options of every sample that can print its result once, without a terminal.
struct PrintOptions: ParsableArguments {
  @Flag(help: "Print the result once and exit (exit status 1 if the sample failed).")
  var once = false

  @Flag(help: "Print the final state as JSON instead of the screen (implies --once).")
  var json = false

  @Option(
    help: ArgumentHelp("The width of the printed screen, 20 to 500 (default: 80).", valueName: "columns"))
  var width: Int?

  /// Copies the options into `arguments`.
  func apply(to arguments: inout DemoArguments) {
    arguments.once = once || json
    arguments.json = json
    arguments.width = width
  }
}
