import Onboarding
import Testing

@Suite("LocationPermissionService")
struct LocationPermissionServiceTests {
  @Test("prompting: current status is the prompt's, a request asks and returns the answer")
  func promptingAsks() async {
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

  @Test("prompting: after a refusal a request asks again")
  func promptingAsksAgainAfterDenial() async {
    let prompt = LocationPermissionPrompt(status: .denied)
    let service = LocationPermissionService.prompting(prompt)
    let request = Task { await service.request() }
    await waitUntilAsking(prompt)
    prompt.answer(.authorizedAlways)
    #expect(await request.value == .authorizedAlways)
  }

  @Test("prompting: a dismissed request returns the status unchanged")
  func promptingDismissed() async {
    let prompt = LocationPermissionPrompt(status: .denied)
    let service = LocationPermissionService.prompting(prompt)
    let request = Task { await service.request() }
    await waitUntilAsking(prompt)
    prompt.dismiss()
    #expect(await request.value == .denied)
  }

  @Test("prompting: already allowed is returned without asking")
  func promptingAlreadyAllowed() async {
    let prompt = LocationPermissionPrompt(status: .authorizedWhenInUse)
    let service = LocationPermissionService.prompting(prompt)
    #expect(await service.request() == .authorizedWhenInUse)
    #expect(prompt.askCount == 0)
  }

  @Test("answering: every request gets the answer, which becomes the current status")
  func answering() async {
    let service = LocationPermissionService.answering(.denied, initialStatus: .notDetermined)
    #expect(service.name == "answers denied")
    #expect(await service.currentStatus() == .notDetermined)
    #expect(await service.request() == .denied)
    #expect(await service.currentStatus() == .denied)
    #expect(await service.request() == .denied)
  }
}
