extension BehaviourDiff {
  /// Runs a behaviour diff as a command: `NAME [FOLDER]` replays every session in FOLDER (by
  /// default `defaultFolder`), prints the report on standard output and returns the exit status
  /// (``passedStatus``, ``differencesStatus`` or ``unreadableStatus``; the last also for a
  /// folder that cannot be read and for bad usage, which go to standard error).
  ///
  /// ```swift
  /// exit(BehaviourDiff.command(CommandLine.arguments, replayers: [SessionReplayer(Editor())]))
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The command line, its name first.
  ///   - replayers: One replayer a feature.
  ///   - defaultFolder: The folder replayed when none is given.
  ///   - limit: The most differences described a session.
  ///   - output: Where the report and the usage go; standard output by default.
  ///   - errors: Where problems go; standard error by default.
  /// - Returns: The exit status.
  public static func command(
    _ arguments: [String], replayers: [SessionReplayer], defaultFolder: String = "Sessions",
    describingAtMost limit: Int = 10,
    output: ((String) -> Void)? = nil,
    errors: ((String) -> Void)? = nil
  ) -> Int32 {
    let output = output ?? { print($0) }
    let errors = errors ?? { StandardError.write($0 + "\n") }
    let name = arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "behaviour-diff"
    let options = Array(arguments.dropFirst())
    let usage = """
      usage: \(name) [FOLDER]
      Replays every recorded session (*.jsonl) in FOLDER (default: \(defaultFolder)) through today's
      features (\(replayers.map(\.feature).joined(separator: ", "))) and reports each step that
      behaves differently from the recording (at most \(limit) a session, with a count of the rest).
      Exit status: \(passedStatus) when every session replays as recorded, \(differencesStatus) when one differs,
      \(unreadableStatus) when one cannot be replayed (unreadable, damaged, unknown feature) or on bad usage.
      """
    if options.contains("--help") || options.contains("-h") {
      output(usage)
      return passedStatus
    }
    guard options.count <= 1, !(options.first?.hasPrefix("-") ?? false) else {
      errors(usage)
      return unreadableStatus
    }
    do {
      let diff = try BehaviourDiff(
        folder: options.first ?? defaultFolder, replayers: replayers, describingAtMost: limit)
      output(diff.report)
      return diff.exitStatus
    } catch {
      errors("\(name): \(error)")
      return unreadableStatus
    }
  }
}
