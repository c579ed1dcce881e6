#if PropertyTesting
  /// Why a generated session failed, with everything needed to read it back.
  struct SessionFailure {
    /// One step as it ran: what it was and the actions it led to.
    struct Line {
      var step: String
      var actions: [String]
    }

    /// The rule that was broken.
    var rule: String
    /// The steps up to the failing one (the last line); empty when the initial state fails.
    var lines: [Line]
    /// How many steps the session has.
    var stepCount: Int
    /// The session's answers, and how many calls took one.
    var answers: [String]
    var calls: Int
    /// The state after the failing step, one field a line.
    var state: [String]

    /// The failure's text. `size` is the session's size, `original` that of the first session
    /// that failed, before shrinking.
    func message(size: String, original: String) -> String {
      let callsText = calls == 1 ? "1 call" : "\(calls) calls"
      return text(
        after: size == original ? "Session: \(size) (not shrunk)." : "Shrunk from \(original) to \(size).",
        answersTitle: "Service answers (\(callsText); they start over when used up):", answers: answers)
    }

    /// The failure's text for an exploration: `found` says how it was found; `answers` is the
    /// answer of each call, in call order, and `swift` the session as Swift.
    func explorationMessage(found: String, answers: [String], swift: String) -> String {
      text(
        after: found,
        answersTitle: answers.isEmpty ? "No service call was made." : "Service answers, call by call:",
        answers: answers)
        + "\nAs a session to replay with checkSession:\n" + swift
    }

    private func text(after headline: String, answersTitle: String, answers: [String]) -> String {
      var text = "Invariant \"\(rule)\" does not hold "
      if lines.isEmpty {
        text += "in the initial state.\n"
      } else if lines.count > stepCount {
        text += "once the pending time has passed, after step \(stepCount) of \(stepCount).\n"
      } else {
        text += "after step \(lines.count) of \(stepCount).\n"
      }
      text += headline + "\n"
      if !lines.isEmpty {
        text += "Steps:\n"
        for (index, line) in lines.enumerated() {
          let number = index < stepCount ? "\(index + 1)." : "then"
          text += "  \(number) \(line.step)\n"
          for action in line.actions { text += "       → \(Self.clipped(action))\n" }
        }
      }
      text += answersTitle + "\n"
      for (index, answer) in answers.enumerated() { text += "  \(index + 1). \(Self.clipped(answer))\n" }
      text += "State:\n" + state.map { "  " + $0 }.joined(separator: "\n")
      return text
    }

    static func clipped(_ line: String) -> String {
      line.count <= 160 ? line : line.prefix(159) + "…"
    }
  }
#endif
