import Onboarding
import Testing

@Suite("LocationPermissionService")
struct LocationPermissionServiceTests {
  @Test func promptingCurrentStatusIsThePromptsARequestAsksAndReturnsTheAnswer() async {
    let prompt = LocationPermissionPrompt()
    let service = LocationPermissionService.prompting(prompt)
    #expect(service.name == "prompt")
    #expect(await service.currentStatus() == .notDetermined)
    let request = Task { await service.request() }
    await waitUntilAsking(prompt)
    prompt.answer(.denied)
    #expect(await request.value == .denied)
    #expect(await service.currentStatus() == .denied)
  }

  @Test func promptingAfterARefusalARequestAsksAgain() async {
    let prompt = LocationPermissionPrompt(status: .denied)
    let service = LocationPermissionService.prompting(prompt)
    let request = Task { await service.request() }
    await waitUntilAsking(prompt)
    prompt.answer(.authorizedAlways)
    #expect(await request.value == .authorizedAlways)
  }

  @Test func promptingADismissedRequestReturnsTheStatusUnchanged() async {
    let prompt = LocationPermissionPrompt(status: .denied)
    let service = LocationPermissionService.prompting(prompt)
    let request = Task { await service.request() }
    await waitUntilAsking(prompt)
    prompt.dismiss()
    #expect(await request.value == .denied)
  }

  @Test func promptingAlreadyAllowedIsReturnedWithoutAsking() async {
    let prompt = LocationPermissionPrompt(status: .authorizedWhenInUse)
    let service = LocationPermissionService.prompting(prompt)
    #expect(await service.request() == .authorizedWhenInUse)
    #expect(prompt.askCount == 0)
  }

  @Test func answeringEveryRequestGetsTheAnswerWhichBecomesTheCurrentStatus() async {
    let service = LocationPermissionService.answering(.denied, initialStatus: .notDetermined)
    #expect(service.name == "answers denied")
    #expect(await service.currentStatus() == .notDetermined)
    #expect(await service.request() == .denied)
    #expect(await service.currentStatus() == .denied)
    #expect(await service.request() == .denied)
  }
}
