import ArgumentParser

/// `mvi-demo`: the menu of samples, or one sample (a subcommand), interactive or once.
struct MVIDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mvi-demo",
    abstract: "The sample apps of swift-mvi, in the terminal.",
    usage: "mvi-demo [<sample>] [<options>]",
    discussion: """
      With no sample, opens the menu of samples in the terminal (without a terminal, lists them).

      Without a terminal (a pipe, CI), image-search, poster, onboarding, form and feed run as with \
      --once. An option the chosen sample or source would not use is refused, not ignored. An \
      option's value may follow it or be attached: --width 40 or --width=40 (write --name=--x for a \
      value that starts with --).

      Exit status: 0 success, 1 the sample failed (a request, a denied permission, an invalid form), \
      64 a bad command line, 74 the output could not be written, 130 Ctrl-C.

      Examples:
        swift run mvi-demo image-search --query 강아지 --once
        swift run mvi-demo image-search --query cat --once --json
        swift run mvi-demo onboarding --once --permission granted
        swift run mvi-demo form --name "John Doe" --coffee SwiftUI --once
        swift run mvi-demo feed --once --post 17 --json
        swift run mvi-demo poster --seed 42 --once
        swift run mvi-demo help feed
        swift run mvi-demo --generate-completion-script bash
      """,
    subcommands: [
      ImageSearchCommand.self, PosterCommand.self, CounterCommand.self, OnboardingCommand.self,
      FormCommand.self, FeedCommand.self,
    ])
}
