#if PropertyTesting
  import MVIPropertyTesting
  import MVITesting
  import Testing

  @Suite struct ServiceAnswerTests {
    @Test func describesValueFailureAndDelay() {
      #expect(ServiceAnswer.success(3).description == "success(3)")
      #expect(
        ServiceAnswer<Int>.failure("offline", after: .milliseconds(500)).description
          == "failure(\"offline\") after 0.5 seconds")
    }

    @Test func resolvesAfterItsDelayOnTheClock() async throws {
      let clock = TestClock()
      #expect(try await ServiceAnswer.success(3, after: .seconds(2)).resolve(on: ImmediateTestClock()) == 3)
      await #expect(throws: GeneratedFailure(message: "offline")) {
        try await ServiceAnswer<Int>.failure("offline").resolve(on: clock)
      }
    }

    @Test func answersStartOverWhenUsedUp() async throws {
      let answers = ServiceAnswers([.success(1), .failure("down")], clock: TestClock())
      #expect(try await answers.next() == 1)
      await #expect(throws: GeneratedFailure(message: "down")) { try await answers.next() }
      #expect(try await answers.next() == 1)
      #expect(answers.callCount == 3)
    }
  }

  /// A clock whose sleeps end at once, for an answer's delay.
  private struct ImmediateTestClock: Clock {
    var now: ContinuousClock.Instant { .now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
  }
#endif
