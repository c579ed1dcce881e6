/// Wall-clock timing with `ContinuousClock`: one warm-up round, then the median of timed rounds.
enum Timing {
  /// The number of timed rounds after the warm-up; the median is reported.
  static let rounds = 7

  /// What operation counts are divided by: 1, or 100 with `--quick` (for profilers such as
  /// `valgrind --tool=callgrind`; the figures of a quick run are not the documented ones).
  @MainActor static var scale = 1

  /// `operations` divided by ``scale``.
  @MainActor
  static func count(_ operations: Int) -> Int {
    max(1, operations / scale)
  }

  /// Runs `body(operations)` once to warm up, then `rounds` times under the clock, and returns the
  /// median time per operation, in nanoseconds.
  @MainActor
  static func nanosecondsPerOperation(operations: Int, _ body: (Int) -> Void) -> Double {
    let operations = count(operations)
    body(operations)
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = clock.now
      body(operations)
      samples.append(nanoseconds(clock.now - start) / Double(operations))
    }
    return median(samples)
  }

  /// Times two bodies in turn: one warm-up of each, then ``rounds`` rounds of each, alternating;
  /// returns each one's median time per operation, in nanoseconds. A ratio of the two is then
  /// measured over the same stretch of time: a slow moment of the machine falls on both.
  ///
  /// - Parameter settle: For bodies that leave work behind (effects still running): waits for it
  ///   after each run of either body, untimed, so that every run starts from a quiet store and
  ///   none pays for the other's work.
  @MainActor
  static func nanosecondsPerOperation(
    operations: Int, alternating first: (Int) -> Void, _ second: (Int) -> Void,
    settling settle: (() async -> Void)? = nil
  ) async -> (first: Double, second: Double) {
    let operations = count(operations)
    first(operations)
    await settle?()
    second(operations)
    await settle?()
    var firstSamples: [Double] = []
    var secondSamples: [Double] = []
    for _ in 0..<rounds {
      firstSamples.append(nanosecondsPerOperation(of: first, operations))
      await settle?()
      secondSamples.append(nanosecondsPerOperation(of: second, operations))
      await settle?()
    }
    return (median(firstSamples), median(secondSamples))
  }

  /// The time per operation of one run of `body`, in nanoseconds.
  @MainActor
  private static func nanosecondsPerOperation(of body: (Int) -> Void, _ operations: Int) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body(operations)
    return nanoseconds(clock.now - start) / Double(operations)
  }

  /// Like ``nanosecondsPerOperation(operations:_:)`` for work that has to await.
  @MainActor
  static func nanosecondsPerOperation(
    operations: Int, rounds: Int = rounds, _ body: (Int) async -> Void
  ) async -> Double {
    let operations = count(operations)
    await body(operations)
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = clock.now
      await body(operations)
      samples.append(nanoseconds(clock.now - start) / Double(operations))
    }
    return median(samples)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
