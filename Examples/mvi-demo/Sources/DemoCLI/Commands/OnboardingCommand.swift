import ArgumentParser

/// `mvi-demo onboarding`: the onboarding of seed 004.
struct OnboardingCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "onboarding",
    abstract: "Onboarding (seed 004): pages, \"Next\" asks for location permission, main screen.",
    discussion: """
      With --once: prints the path through the screens and the final screen (exit status 1 if the \
      main screen was not reached: denied, restricted or dismissed).

      Examples:
        swift run mvi-demo onboarding --once --permission granted
        swift run mvi-demo onboarding --once --permission denied --json
      """)

  @Option(
    help: ArgumentHelp(
      "Answer the location prompt for the user (granted means when-in-use); needed without a "
        + "terminal. Interactive without it, the app shows the prompt.", valueName: "answer"))
  var permission: DemoArguments.PermissionAnswer?

  @OptionGroup var printing: PrintOptions

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .onboarding
    arguments.permission = permission
    printing.apply(to: &arguments)
    return arguments
  }
}
