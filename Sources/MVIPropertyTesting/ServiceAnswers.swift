#if PropertyTesting
  import MVITesting

  /// The generated answers of one session, which the feature's stub services take in call order.
  ///
  /// When the session's answers are used up they start over, so a shrunk session with one answer
  /// answers every call with it. (An exploration gives each call its own answer instead, and
  /// calls past the ones it chose take its first answer: ``exploreEveryOrder(of:initialState:intents:answers:invariants:transitionRules:depth:timeBudget:endTime:)``.)
  ///
  /// ```swift
  /// ImageSearch(service: ImageSearchService { query, _ in
  ///   let count = try await services.answers.next()
  ///   return (0..<count).map { ImageItem(title: "\(query) \($0)") }
  /// }, clock: services.clock)
  /// ```
  public final class ServiceAnswers<Value: Sendable>: Sendable {
    private let answers: [ServiceAnswer<Value>]
    private let clock: TestClock
    /// The calls made, and the answers of those not answered yet (by call).
    private let calls = LockIsolated((count: 0, waiting: [Int: ServiceAnswer<Value>]()))
    /// Whether the answers start over when used up; else the calls past them take
    /// `afterTheLast` (an exploration's, which gives each call its own answer).
    private let startsOver: Bool
    private let afterTheLast: ServiceAnswer<Value>?

    /// Creates the answers a stub gives, delays waited on `clock`.
    public init(_ answers: [ServiceAnswer<Value>], clock: TestClock) {
      self.answers = answers
      self.clock = clock
      startsOver = true
      afterTheLast = nil
    }

    /// Creates answers that do not start over: the calls past `answers` take `afterTheLast`
    /// (with none, they fail as when no answer was generated).
    init(_ answers: [ServiceAnswer<Value>], afterTheLast: ServiceAnswer<Value>?, clock: TestClock) {
      self.answers = answers
      self.clock = clock
      startsOver = false
      self.afterTheLast = afterTheLast
    }

    /// How many calls were answered (or are waiting for their answer).
    public var callCount: Int { calls.withLock { $0.count } }

    /// The answers of the calls still waiting for theirs, in call order: work in flight.
    var waitingAnswers: [String] {
      // Described only here, when an exploration asks: a generated session's calls never pay it.
      calls.withLock { calls in calls.waiting.sorted { $0.key < $1.key }.map(\.value.description) }
    }

    /// The next answer: waits its delay on the clock, then returns its value or throws.
    ///
    /// - Throws: The answer's ``GeneratedFailure``, or `CancellationError` when the caller is
    ///   cancelled while the answer is delayed (or is ``ServiceAnswer/never``).
    public func next() async throws -> Value {
      let (call, answer) = calls.withLock { calls -> (Int, ServiceAnswer<Value>?) in
        let call = calls.count
        calls.count += 1
        let answer: ServiceAnswer<Value>? =
          if call < answers.count { answers[call] } else if startsOver, !answers.isEmpty {
            answers[call % answers.count]
          } else { startsOver ? nil : afterTheLast }
        if let answer { calls.waiting[call] = answer }
        return (call, answer)
      }
      guard let answer else { throw GeneratedFailure(message: "no answer was generated") }
      defer { calls.withLock { _ = $0.waiting.removeValue(forKey: call) } }
      return try await answer.resolve(on: clock)
    }
  }
#endif
