#if PropertyTesting
  import MVITesting

  /// The generated answers of one session, which the feature's stub services take in call order.
  ///
  /// When the session's answers are used up they start over, so a shrunk session with one answer
  /// answers every call with it.
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
    private let calls = LockIsolated(0)

    /// Creates the answers a stub gives, delays waited on `clock`.
    public init(_ answers: [ServiceAnswer<Value>], clock: TestClock) {
      self.answers = answers
      self.clock = clock
    }

    /// How many calls were answered (or are waiting for their answer).
    public var callCount: Int { calls.withLock { $0 } }

    /// The next answer: waits its delay on the clock, then returns its value or throws.
    ///
    /// - Throws: The answer's ``GeneratedFailure``, or `CancellationError` when the caller is
    ///   cancelled while the answer is delayed.
    public func next() async throws -> Value {
      let answer = calls.withLock { count -> ServiceAnswer<Value>? in
        defer { count += 1 }
        return answers.isEmpty ? nil : answers[count % answers.count]
      }
      guard let answer else { throw GeneratedFailure(message: "no answer was generated") }
      return try await answer.resolve(on: clock)
    }
  }
#endif
