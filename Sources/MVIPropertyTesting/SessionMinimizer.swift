#if PropertyTesting
  import MVI

  /// Shrinks a failing session further than PropertyBased's shrinking, which takes out one step or
  /// one answer at a time: some failures need two steps taken out at once (a tap and the tap that
  /// undid it), or a step with the answer it took (the answers are taken in call order, so taking
  /// out a call's step shifts every later answer).
  ///
  /// It tries, most shrunk first, sessions with a run of steps, a pair of steps, an answer, or an
  /// answer and a run of up to three steps taken out, a late answer given at once with a step that let time pass taken
  /// out, and a `sendBetween` step made a plain send; it keeps any that breaks the same rule, and
  /// starts over from it until none does.
  @MainActor
  struct SessionMinimizer<F: Feature, Answer: Sendable> {
    let runner: SessionRunner<F, Answer>

    /// The smallest session found that breaks `rule`, and its failure.
    func minimized(
      _ session: GeneratedSession<F.Intent, Answer>, failure: SessionFailure
    ) async -> (session: GeneratedSession<F.Intent, Answer>, failure: SessionFailure) {
      var best = (session: session, failure: failure)
      var shrunk = true
      while shrunk {
        shrunk = false
        for candidate in candidates(of: best.session) {
          guard let found = await runner.run(candidate), found.rule == failure.rule else { continue }
          best = (candidate, found)
          shrunk = true
          break
        }
      }
      return best
    }

    /// The sessions to try, most shrunk first.
    func candidates(of session: GeneratedSession<F.Intent, Answer>) -> [GeneratedSession<F.Intent, Answer>] {
      let steps = session.steps
      let answers = session.answers
      func with(_ steps: [GeneratedStep<F.Intent>], _ answers: [ServiceAnswer<Answer>]) -> GeneratedSession<
        F.Intent, Answer
      > {
        GeneratedSession(steps: steps, answers: answers)
      }
      func removing(_ indices: Set<Int>, from steps: [GeneratedStep<F.Intent>]) -> [GeneratedStep<F.Intent>] {
        steps.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
      }
      var candidates: [GeneratedSession<F.Intent, Answer>] = []
      // Runs of two steps or more, longest first; single steps and single answers are
      // PropertyBased's own, and come with the pairs below.
      if steps.count > 2 {
        for length in stride(from: steps.count - 1, through: 2, by: -1) {
          for start in 0...(steps.count - length) {
            candidates.append(with(removing(Set(start..<start + length), from: steps), answers))
          }
        }
      }
      // Every pair of a long session would be thousands of runs: there, only pairs close together.
      let reach = steps.count <= 40 ? steps.count : 4
      for first in steps.indices {
        for second in steps.indices where second > first && second - first <= reach {
          candidates.append(with(removing([first, second], from: steps), answers))
        }
      }
      if answers.count > 1 {
        for answer in answers.indices {
          var fewer = answers
          fewer.remove(at: answer)
          candidates.append(with(steps, fewer))
          // With the steps that made that call: runs of up to three steps.
          for length in 1...min(3, steps.count) {
            for start in 0...(steps.count - length) {
              candidates.append(with(removing(Set(start..<start + length), from: steps), fewer))
            }
          }
        }
      }
      for (answer, late) in answers.enumerated() where late.delay > .zero {
        var immediate = answers
        immediate[answer] = late.immediate
        for (step, passing) in steps.enumerated() {
          guard case .advance = passing else { continue }
          candidates.append(with(removing([step], from: steps), immediate))
        }
      }
      for index in steps.indices {
        guard case .sendBetween(let intent, _) = steps[index] else { continue }
        var plain = steps
        plain[index] = .send(intent)
        candidates.append(with(plain, answers))
      }
      for index in steps.indices {
        candidates.append(with(removing([index], from: steps), answers))
      }
      return candidates
    }
  }
#endif
