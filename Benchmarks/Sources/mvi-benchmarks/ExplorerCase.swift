import MVI
import MVIPropertyTesting
import Onboarding

extension Case {
  /// 14: every order of the onboarding sample explored to 5 steps, as its exploration test does
  /// (`OnboardingPropertyTests`: its four buttons, each permission status answered at once and a
  /// grant answered after 1 s): the places reached (states) and the sessions run, per second.
  ///
  /// Each session runs from a fresh store on a test clock, its effects settled on the main queue
  /// after each step, so a run costs its steps; the rate is what bounds an exploration's depth.
  static let explored = Case(number: "14", key: "explorer") { _ in
    let intents: [Onboarding.Intent] = [
      .nextButtonTapped, .backButtonTapped, .retryButtonTapped, .viewAppeared,
    ]
    let answers: [ServiceAnswer<LocationPermissionStatus>] =
      LocationPermissionStatus.allCases.map { .success($0) } + [
        .success(.authorizedAlways, after: .seconds(1))
      ]
    let invariants: [Invariant<Onboarding>] = [
      Invariant("the main screen only with the permission granted") { outcome in
        outcome.state.screen != .main || outcome.state.locationPermissionStatus?.isAuthorized == true
      }
    ]
    var rates:
      [(states: Double, runs: Double, coverage: Exploration<Onboarding, LocationPermissionStatus>.Coverage)] =
        []
    for _ in 0..<3 {
      let exploration = await exploreEveryOrder(
        of: { services in
          let answer: @Sendable () async -> LocationPermissionStatus = {
            (try? await services.answers.next()) ?? .notDetermined
          }
          return Onboarding(
            permissions: LocationPermissionService(name: "explored", currentStatus: answer, request: answer))
        }, initialState: Onboarding.State(), intents: intents, answers: answers, invariants: invariants,
        depth: 5)
      let seconds = exploration.coverage.elapsed / .seconds(1)
      rates.append(
        (
          Double(exploration.coverage.states) / seconds, Double(exploration.coverage.runs) / seconds,
          exploration.coverage
        ))
    }
    let median = rates.sorted { $0.states < $1.states }[1]
    return [
      Row(
        id: "14", name: "every order of the onboarding explored to 5 steps (median of 3)",
        figure: Format.grouped(median.coverage.states) + " states, " + Format.grouped(median.coverage.runs)
          + " runs: " + Format.grouped(Int(median.states)) + " states/s, " + Format.grouped(Int(median.runs))
          + " runs/s")
    ]
  }
}
