import ArgumentParser

/// `mvi-demo counter`: the README's counter.
struct CounterCommand: SampleCommand {
  static let configuration = CommandConfiguration(
    commandName: "counter",
    abstract: "The README's counter (+ - 0 q).",
    discussion: "Without a terminal it reads the keys from standard input, one line at a time.")

  var arguments: DemoArguments {
    var arguments = DemoArguments()
    arguments.sample = .counter
    return arguments
  }
}
