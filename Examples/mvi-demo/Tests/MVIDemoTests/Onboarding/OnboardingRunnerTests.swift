import Testing

/// `mvi-demo onboarding` run as a script would, with `--permission` answering the prompt.
@Suite("OnboardingRunner")
struct OnboardingRunnerTests {
  @Test func grantedThroughThePagesToTheMainScreenExit0() async throws {
    let outcome = try await Demo.run(["onboarding", "--once", "--permission", "granted"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    #expect(outcome.output.hasPrefix("경로 · path: intro-1 → intro-2 → permission → main\n"))
    #expect(outcome.output.contains("\n메인 화면\n"))
  }

  @Test(
    "denied, restricted or dismissed: stays on the permission screen with a reason, exit 1; a refusal offers to try again, a dismissed prompt asks again on Next",
    arguments: ["denied", "restricted", "dismissed"])
  func notGranted(_ answer: String) async throws {
    let outcome = try await Demo.run(["onboarding", "--json", "--permission", answer])
    #expect(outcome.status == 1)
    let state = try Demo.json(outcome)
    #expect(state["screen"] as? String == "permission")
    #expect(state["reachedMain"] as? Bool == false)
    #expect(state["offersRetry"] as? Bool == (answer != "dismissed"))
    #expect((state["message"] as? String)?.isEmpty == false)
    #expect(outcome.errors.hasPrefix("error: location permission not given"))
  }

  @Test func withoutATerminalAndWithoutPermissionNobodyCanAnswerAClearError() async throws {
    let outcome = try await Demo.run(["onboarding", "--once"])
    #expect(outcome.status != 0)
    #expect(outcome.errors.contains("--permission"))
  }
}
