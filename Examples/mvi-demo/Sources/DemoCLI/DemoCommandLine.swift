import ArgumentParser

/// The command line of `mvi-demo`: a subcommand per sample, parsed by swift-argument-parser, which
/// also writes the help and the completion scripts.
///
/// Before the parser sees the words, a first pass keeps what the hand-written parser did better:
/// a sample's name may come after options (`--once feed`), a misspelled sample is named with the
/// closest one, and an option of another sample says which options this one reads instead of
/// "unknown option". After it, the values are checked against each other (a source the sample
/// does not have, an option its source would ignore).
public enum DemoCommandLine {
  /// What a command line asks for.
  public enum Request: Equatable, Sendable {
    /// Run the menu (no sample) or a sample.
    case run(DemoArguments)
    /// Print the text (help, a completion script) and exit 0.
    case print(String)

    /// The arguments of a run; `nil` for text to print.
    public var arguments: DemoArguments? {
      if case .run(let arguments) = self { return arguments }
      return nil
    }
  }

  /// The width the help is wrapped to, whatever the terminal.
  public static let columns = 100

  /// Parses arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(DemoArgumentError) -> Request {
    let (words, given) = try normalized(arguments)
    let command: any ParsableCommand
    do {
      var parsed = try MVIDemoCommand.parseAsRoot(words)
      if !(parsed is any SampleCommand || parsed is MVIDemoCommand) {
        // The `help` subcommand: its `run` throws the help request for the command it names.
        try parsed.run()
      }
      command = parsed
    } catch {
      if MVIDemoCommand.exitCode(for: error) == .success {
        return .print(MVIDemoCommand.fullMessage(for: error, columns: columns))
      }
      throw .commandLine(MVIDemoCommand.message(for: error))
    }
    let result = (command as? any SampleCommand)?.arguments ?? DemoArguments()
    try result.check(given: given)
    return .run(result)
  }

  /// The help of `mvi-demo`, or of one sample's subcommand.
  public static func help(_ sample: DemoArguments.Sample? = nil) -> String {
    let subcommand = MVIDemoCommand.configuration.subcommands.first {
      $0.configuration.commandName == sample?.rawValue
    }
    return MVIDemoCommand.helpMessage(
      for: subcommand ?? MVIDemoCommand.self, includeHidden: false, columns: columns)
  }

  /// Short and alternative spellings of options, with their canonical names.
  static let aliases = ["-q": "--query", "--example-name": "--coffee", "-h": "--help"]

  /// The options that take no value.
  static let flags: Set = ["--help", "--once", "--json"]

  /// The words with the sample's name first and a lone `help` after it as `--help`, and the
  /// options given (as typed, and by canonical name); refuses an unknown sample, an option of
  /// other samples, and a sample's option without a sample.
  static func normalized(
    _ arguments: [String]
  ) throws(DemoArgumentError) -> (words: [String], given: [(typed: String, canonical: String)]) {
    // `mvi-demo help SAMPLE`: the parser's own help subcommand.
    if arguments.first == "help" {
      if arguments.count > 1, DemoArguments.Sample(rawValue: arguments[1]) == nil {
        throw .unknownSample(arguments[1])
      }
      return (arguments, [])
    }
    var words = arguments
    var given: [(typed: String, canonical: String)] = []
    var sample: (index: Int, sample: DemoArguments.Sample)?
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" { break }
      if word.hasPrefix("-"), word.count > 1 {
        let typed = String(word.prefix { $0 != "=" })
        let canonical = aliases[typed] ?? typed
        given.append((typed, canonical))
        if word == typed + "=" {
          // `--query=`: an empty value, which the parser reads only as a word of its own.
          words[index...index] = [typed, ""]
          index += 2
          continue
        }
        // The next word is this option's value unless attached or itself an option.
        if !word.contains("="), !flags.contains(canonical), index + 1 < words.count,
          !isOption(words[index + 1])
        {
          index += 1
        }
      } else if word == "help" {
        words[index] = "--help"
      } else if let sample {
        throw .unexpectedWord(word, sample.sample)
      } else if let named = DemoArguments.Sample(rawValue: word) {
        sample = (index, named)
      } else {
        throw .unknownSample(word)
      }
      index += 1
    }
    let known = Set(DemoArguments.Sample.allCases.flatMap(\.options))
    guard let sample else {
      // The menu is interactive: there is nothing to print once, and each sample takes its own
      // options.
      if let once = given.first(where: { ["--once", "--json"].contains($0.canonical) }) {
        throw .onceNeedsSample(once.typed)
      }
      if let option = given.first(where: { known.contains($0.canonical) }) {
        throw .optionNeedsSample(option.typed)
      }
      return (words, given)
    }
    if let option = given.first(where: {
      known.contains($0.canonical) && !sample.sample.options.contains($0.canonical)
    }) {
      throw .notForSample(option.typed, sample.sample)
    }
    words.insert(words.remove(at: sample.index), at: 0)
    return (words, given)
  }

  /// Whether a word is an option rather than an option's value (`-1` is a value).
  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("--") || (word.hasPrefix("-") && aliases[word] != nil)
  }
}
