import ArgumentParser

/// A subcommand that runs one sample: what it parsed, as ``DemoArguments``.
protocol SampleCommand: ParsableCommand {
  /// The arguments the sample runs with.
  var arguments: DemoArguments { get }
}

extension DemoArguments.Source: ExpressibleByArgument {}
extension DemoArguments.PermissionAnswer: ExpressibleByArgument {}
