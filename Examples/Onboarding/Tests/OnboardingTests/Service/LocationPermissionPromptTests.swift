import Onboarding
import Testing

@Suite("LocationPermissionPrompt")
struct LocationPermissionPromptTests {
  @Test func askWaitsForTheAnswerWhichIsRemembered() async {
    let prompt = LocationPermissionPrompt()
    #expect(!prompt.isAsking)
    #expect(!prompt.answer(.denied))  // nobody asks yet: nothing changes
    #expect(prompt.status == .notDetermined)
    let answer = Task { await prompt.ask() }
    await waitUntilAsking(prompt)
    #expect(prompt.isAsking)
    #expect(prompt.answer(.authorizedWhenInUse))
    #expect(await answer.value == .authorizedWhenInUse)
    #expect(prompt.status == .authorizedWhenInUse)
    #expect(!prompt.isAsking)
    #expect(prompt.askCount == 1)
  }

  @Test func dismissingAnswersNilAndKeepsTheStatus() async {
    let prompt = LocationPermissionPrompt(status: .denied)
    #expect(!prompt.dismiss())
    let answer = Task { await prompt.ask() }
    await waitUntilAsking(prompt)
    #expect(prompt.dismiss())
    #expect(await answer.value == nil)
    #expect(prompt.status == .denied)
  }

  @Test func cancellingTheAskingTaskClosesTheQuestion() async {
    let prompt = LocationPermissionPrompt()
    let answer = Task { await prompt.ask() }
    await waitUntilAsking(prompt)
    answer.cancel()
    #expect(await answer.value == nil)
    #expect(!prompt.isAsking)
    #expect(prompt.status == .notDetermined)
  }

  @Test func aTaskCancelledBeforeAskingGetsNilAtOnce() async {
    let prompt = LocationPermissionPrompt()
    let answer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await prompt.ask()
    }
    #expect(await answer.value == nil)
    #expect(!prompt.isAsking)
    #expect(prompt.askCount == 0)
  }

  @Test func aNewQuestionReplacesTheOpenOneWhichGetsNil() async {
    let prompt = LocationPermissionPrompt()
    let first = Task { await prompt.ask() }
    await waitUntilAsking(prompt)
    let second = Task { await prompt.ask() }
    #expect(await first.value == nil)  // returns once the second question replaced it
    await waitUntilAsking(prompt)
    #expect(prompt.askCount == 2)
    #expect(prompt.answer(.authorizedAlways))
    #expect(await second.value == .authorizedAlways)
  }

  @Test func waitingForAQuestionReturnsAtOnceWhenOneIsOpenAndWhenCancelled() async {
    let prompt = LocationPermissionPrompt()
    let waiter = Task { await prompt.waitForQuestion() }
    waiter.cancel()
    await waiter.value  // cancelled: returns without a question
    #expect(!prompt.isAsking)

    let watching = Task {
      await prompt.waitForQuestion()
      return prompt.isAsking
    }
    let answer = Task { await prompt.ask() }
    #expect(await watching.value)
    await prompt.waitForQuestion()  // one is open: returns at once
    prompt.answer(.denied)
    #expect(await answer.value == .denied)
  }
}
