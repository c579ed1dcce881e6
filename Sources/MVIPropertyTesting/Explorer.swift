#if PropertyTesting
  import MVI

  /// Explores every order of a feature's sessions up to a number of steps, breadth first: each
  /// session of `n` steps is run, from a fresh store, before any of `n + 1`, so the first that
  /// breaks a rule is one of the shortest.
  ///
  /// A session grows by one step in every way the store allows where its last step left it: each
  /// intent the view can send, each intent landing between two actions the last step's effects
  /// applied, and the clock moved to the next wake-up. Each service call takes each of the given
  /// answers in turn. A session that leaves the store as another did (the same state, and the same
  /// work in flight: effects running, wake-ups ahead, answers not yet given) is not grown again.
  @MainActor
  struct Explorer<F: Feature, Answer: Sendable> {
    let runner: SessionRunner<F, Answer>
    let intents: @MainActor (F.State) -> [F.Intent]
    let answers: [ServiceAnswer<Answer>]
    let depth: Int
    let timeBudget: Duration

    init(
      runner: SessionRunner<F, Answer>, intents: @escaping @MainActor (F.State) -> [F.Intent],
      answers: [ServiceAnswer<Answer>], depth: Int, timeBudget: Duration
    ) {
      var runner = runner
      runner.explores = true
      runner.afterTheLastAnswer = answers.first
      self.runner = runner
      self.intents = intents
      self.answers = answers
      self.depth = depth
      self.timeBudget = timeBudget
    }

    typealias Session = GeneratedSession<F.Intent, Answer>

    func explore() async -> Exploration<F, Answer> {
      let started = ContinuousClock.now
      var coverage = Exploration<F, Answer>.Coverage(bound: depth)
      func finished(_ failure: Exploration<F, Answer>.Failure?) -> Exploration<F, Answer> {
        coverage.elapsed = ContinuousClock.now - started
        return Exploration(failure: failure, coverage: coverage)
      }
      // Where the sessions run so far left the store.
      var seen: Set<String> = []
      var level: [Session] = [Session(steps: [], answers: [])]
      for steps in 0...depth {
        var next: [Session] = []
        var index = 0
        while index < level.count {
          if ContinuousClock.now - started > timeBudget {
            coverage.stoppedByTimeBudget = true
            coverage.left = level.count - index + next.count
            return finished(nil)
          }
          var session = level[index]
          index += 1
          let run = await runner.observed(session)
          coverage.runs += 1
          coverage.depthReached = steps
          // The calls past the session's answers took the first; each other answer is a session
          // of its own, of as many steps.
          if run.calls > session.answers.count {
            let first = answers.first.map {
              [ServiceAnswer<Answer>](repeating: $0, count: run.calls - session.answers.count)
            }
            let given = session.answers + (first ?? [])
            for call in session.answers.count..<run.calls {
              for other in answers.dropFirst() {
                level.append(Session(steps: session.steps, answers: Array(given.prefix(call)) + [other]))
              }
            }
            session.answers = given
          }
          if let failure = run.failure {
            return finished(Exploration.Failure(session: session, failure: failure, coverage: coverage))
          }
          guard let end = run.end else { continue }
          guard seen.insert(Self.key(end)).inserted else {
            coverage.merged += 1
            continue
          }
          coverage.states += 1
          if steps == depth {
            coverage.atBound += 1
            continue
          }
          // The answers the steps used; those of the final advance's calls are chosen anew.
          let answers = Array(session.answers.prefix(end.calls))
          func grown(_ step: GeneratedStep<F.Intent>) -> Session {
            Session(steps: session.steps + [step], answers: answers)
          }
          for intent in intents(end.state) { next.append(grown(.send(intent))) }
          for (count, state) in end.effectActionStates.dropLast().enumerated() {
            for intent in intents(state) {
              next.append(grown(.sendBetween(intent, afterEffectActions: count + 1)))
            }
          }
          if let wakeUp = end.wakeUps.first { next.append(grown(.advance(by: wakeUp))) }
        }
        level = next
        if level.isEmpty {
          // No session grew: every place was reached before the bound, or was at it with
          // nothing new to grow from.
          coverage.exhausted = coverage.atBound == 0
          break
        }
      }
      return finished(nil)
    }

    /// Where a run's last step left the store, as a key: the state, the effects running, the
    /// wake-ups ahead, the answers not yet given, and the states an intent could land between.
    static func key(_ end: SessionRunner<F, Answer>.Run.End) -> String {
      var key = ValueDump.lines(end.state).joined(separator: "\n")
      key +=
        "\n# effects: \(end.runningEffectCount); wake-ups: \(end.wakeUps); answers: \(end.waitingAnswers)"
      if end.effectActionStates.count > 1 {
        for state in end.effectActionStates.dropLast() {
          key += "\n# between:\n" + ValueDump.lines(state).joined(separator: "\n")
        }
      }
      return key
    }
  }
#endif
