import ArgumentParser

/// `mvi-demo form`: the form of seed 003.
struct FormCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "form",
    abstract: "Form (seed 003): Name, Example name, Update → \"Update Successful\".",
    discussion: """
      With --once: presses Update, prints the form with its validation messages or "Update \
      Successful" (exit status 1 if invalid or failed).

      Examples:
        swift run mvi-demo form --name "John Doe" --coffee SwiftUI --once
        swift run mvi-demo form --name " " --json
      """)

  @Option(help: ArgumentHelp("Fill the Name field.", valueName: "text"))
  var name: String?

  @Option(
    name: [.customLong("coffee"), .customLong("example-name")],
    help: ArgumentHelp("Fill the Example name (coffee name) field.", valueName: "text"))
  var coffee: String?

  @OptionGroup var printing: PrintOptions

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .form
    arguments.name = name
    arguments.coffee = coffee
    printing.apply(to: &arguments)
    return arguments
  }
}
