import ArgumentParser

/// The option of every sample that can talk to a server.
struct TimeoutOption: ParsableArguments {
  @Option(
    help: ArgumentHelp("How long to wait for the server, up to 600 (default: 10).", valueName: "seconds"))
  var timeout: Double?

  /// Copies the option into `arguments`.
  func apply(to arguments: inout DemoArguments) {
    if let timeout { arguments.timeoutSeconds = timeout }
  }
}
