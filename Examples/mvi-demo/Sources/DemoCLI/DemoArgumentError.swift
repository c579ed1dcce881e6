/// A command line `mvi-demo` cannot run, with what to type instead.
public enum DemoArgumentError: Error, Equatable, CustomStringConvertible {
  /// A word where a sample's name was expected.
  case unknownSample(String)
  /// A word after the sample that is no option's value.
  case unexpectedWord(String, DemoArguments.Sample)
  /// An option value out of its range.
  case invalidValue(String, String)
  /// An option of other samples, given to one that does not read it.
  case notForSample(String, DemoArguments.Sample)
  /// A `--source` the sample does not have.
  case sourceNotForSample(DemoArguments.Source, DemoArguments.Sample)
  /// An option the sample's chosen source would ignore.
  case notForSource(String, DemoArguments.Source, DemoArguments.Sample)
  /// `--once` or `--json` without a sample: the menu is interactive.
  case onceNeedsSample(String)
  /// A sample's option without a sample.
  case optionNeedsSample(String)
  /// `--width` with `--json`, which prints no screen.
  case widthWithJSON(String)
  /// A file an option names that cannot be written (`--record`): the option, the path, why.
  case cannotWrite(String, String, String)
  /// What the argument parser found wrong (an unknown option, a missing or invalid value), in its
  /// words, which name the closest option on a typo.
  case commandLine(String)

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .unknownSample(let name):
      let samples = DemoArguments.Sample.allCases.map(\.rawValue)
      let guess = Self.closest(to: name, in: samples).map { "did you mean '\($0)'? " } ?? ""
      return "unknown sample '\(name)' (\(guess)samples: \(samples.joined(separator: ", ")))"
    case .unexpectedWord(let word, let sample):
      return
        "unexpected '\(word)' after \(sample.rawValue): one sample at a time, and a value with spaces needs quotes"
    case .invalidValue(let option, let value): return "invalid value '\(value)' for \(option)"
    case .notForSample(let option, let sample):
      let options = sample.options.isEmpty ? "none" : sample.options.joined(separator: ", ")
      return "\(option) does not apply to \(sample.rawValue) (its options: \(options))"
    case .sourceNotForSample(let source, let sample):
      let sources = sample.sources.map(\.rawValue).joined(separator: ", ")
      return "--source \(source.rawValue) does not apply to \(sample.rawValue) (its sources: \(sources))"
    case .notForSource(let option, let source, let sample):
      let other = sample.sources.first { $0 != source }.map { " --source \($0.rawValue)" } ?? ""
      return
        "\(option) does nothing with \(sample.rawValue) --source \(source.rawValue) (it applies to\(other))"
    case .onceNeedsSample(let option):
      let samples = DemoArguments.Sample.allCases.filter { !$0.options.isEmpty }.map(\.rawValue)
      return
        "\(option) needs a sample to run once (\(samples.joined(separator: ", "))), e.g. mvi-demo feed \(option)"
    case .optionNeedsSample(let option):
      let canonical = DemoCommandLine.aliases[option] ?? option
      let samples = DemoArguments.Sample.allCases.filter { $0.options.contains(canonical) }.map(\.rawValue)
      return
        "\(option) is an option of \(samples.joined(separator: ", ")): name the sample first, "
        + "e.g. mvi-demo \(samples.first ?? "feed") \(option) ..."
    case .widthWithJSON(let option):
      return "\(option) sets the width of the printed screen; --json prints no screen"
    case .cannotWrite(let option, let path, let reason):
      return "\(option) cannot write '\(path)': \(reason)"
    case .commandLine(let message): return message
    }
  }

  /// The candidate within two edits of `word`, if one is closest.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// The Levenshtein distance between two words.
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
