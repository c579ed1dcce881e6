#if PropertyTesting
  import PropertyBased

  extension Gen {
    /// Service answers: mostly successes with `values`, sometimes a failure, and often slow.
    ///
    /// Shrinking moves an answer toward a success (and the value toward its own simplest) and
    /// toward no delay.
    ///
    /// - Parameters:
    ///   - values: What a successful call returns.
    ///   - failures: The messages of failed calls; one call in five fails.
    ///   - delays: How long an answer may take; the first is the simplest.
    public static func serviceAnswer<Answer>(
      _ values: Generator<Answer, some Sequence>,
      failures: [String] = ["offline"],
      delays: [Duration] = [.zero, .milliseconds(200), .seconds(2)]
    ) -> Generator<ServiceAnswer<Answer>, some Sequence & SendableMetatype>
    where Value == ServiceAnswer<Answer> {
      precondition(!delays.isEmpty, "serviceAnswer needs at least one delay")
      return zip(values, Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...(delays.count - 1)))
        .map { value, kind, delay -> ServiceAnswer<Answer> in
          if kind >= 8, !failures.isEmpty {
            return .failure(failures[(kind - 8) % failures.count], after: delays[delay])
          }
          return .success(value, after: delays[delay])
        }
    }
  }
#endif
