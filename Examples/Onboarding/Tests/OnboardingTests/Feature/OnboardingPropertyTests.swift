import Foundation
import MVI
import MVIPropertyTesting
import MVITesting
import Onboarding
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions of
/// taps against a permission service whose status reads and prompts answer any status, late.
@MainActor
@Suite("Onboarding invariants")
struct OnboardingPropertyTests {
  static let intents = Gen.int(in: 0...3).map { kind -> Onboarding.Intent in
    [.nextButtonTapped, .backButtonTapped, .retryButtonTapped, .viewAppeared][kind]
  }

  /// Both the status read and the prompt take the next generated status.
  static func feature(_ services: CheckServices<LocationPermissionStatus>) -> Onboarding {
    let answer: @Sendable () async -> LocationPermissionStatus = {
      (try? await services.answers.next()) ?? .notDetermined
    }
    return Onboarding(
      permissions: LocationPermissionService(name: "generated", currentStatus: answer, request: answer))
  }

  /// Where a screen comes in the onboarding: the pages, then the permission, then the main screen.
  static func order(_ screen: Onboarding.Screen) -> Int {
    switch screen {
    case .intro(let index): index
    case .permission: Int.max - 1
    case .main: Int.max
    }
  }

  static func invariants<F: Feature>() -> [Invariant<F>]
  where F.State == Onboarding.State, F.Intent == Onboarding.Intent {
    [
      Invariant<F>("the main screen only with the permission granted") { outcome in
        outcome.state.screen != .main || outcome.state.locationPermissionStatus?.isAuthorized == true
      },
      Invariant<F>("\"waiting for your answer\" only while a prompt runs") { outcome in
        !outcome.state.isRequestingLocationPermission || outcome.runningEffectCount > 0
      },
      Invariant<F>("a prompt runs only on the permission screen") { outcome in
        !outcome.state.isRequestingLocationPermission || outcome.state.screen == .permission
      },
      Invariant<F>("Back never shows a later screen") { outcome in
        guard outcome.step?.intent == .backButtonTapped else { return true }
        return order(outcome.state.screen) <= order(outcome.previous.screen)
      },
      Invariant<F>("an intro page is one of the pages") { outcome in
        guard case .intro(let index) = outcome.state.screen else { return true }
        return outcome.state.pages.indices.contains(index)
      },
    ]
  }

  @Test func theInvariantsHoldOver1000GeneratedSessions() async {
    await checkInvariants(
      of: Self.feature, initialState: Onboarding.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(
        Gen.int(in: 0...4).map { LocationPermissionStatus.allCases[$0] }, failures: []),
      invariants: Self.invariants())
  }

  /// The explorations' time budget, a guard against a hang only (the bound decides what they
  /// cover): they share the main actor with the suite's other tests, and the sanitizers' runs in
  /// CI are several times slower.
  static let timeBudget = Duration.seconds(600)

  /// The intents of the exploration: every button of the onboarding.
  static let everyIntent: [Onboarding.Intent] = [
    .nextButtonTapped, .backButtonTapped, .retryButtonTapped, .viewAppeared,
  ]

  /// The answers of the exploration: each status at once, and a grant that comes late.
  static let everyAnswer: [ServiceAnswer<LocationPermissionStatus>] =
    LocationPermissionStatus.allCases.map { .success($0) } + [.success(.authorizedAlways, after: .seconds(1))]

  @Test func everyOrderOfUpTo5StepsHoldsTheInvariants() async {
    await checkEveryOrder(
      of: Self.feature, initialState: Onboarding.State(), intents: Self.everyIntent,
      answers: Self.everyAnswer,
      invariants: Self.invariants(), depth: 5, timeBudget: Self.timeBudget)
  }

  /// The Back race, found by exploring every order from scratch: every run finds the same
  /// shortest session, with no seed.
  @Test func theSampleBeforeItsFixFailsExplorationWithItsShortestSession() async throws {
    let exploration = await exploreEveryOrder(
      of: { UnfixedOnboarding(fixed: Self.feature($0)) }, initialState: Onboarding.State(),
      intents: Self.everyIntent, answers: Self.everyAnswer, invariants: Self.invariants(), depth: 5,
      timeBudget: Self.timeBudget)
    let failure = try #require(exploration.failure)
    #expect(failure.rule == "Back never shows a later screen")
    #expect(
      failure.description.split(separator: "\n").prefix(13).joined(separator: "\n").replacing(
        /Found after \d+ runs \(\d+ states\)/, with: "Found after N runs (M states)") == """
          Invariant "Back never shows a later screen" does not hold after step 4 of 4.
          Found after N runs (M states) exploring every order of up to 5 steps; no session of fewer steps breaks a rule.
          Steps:
            1. send(Onboarding.Intent.nextButtonTapped)
                 → Onboarding.Action.navigate(to: Onboarding.Screen.intro(1))
            2. send(Onboarding.Intent.nextButtonTapped)
                 → Onboarding.Action.navigate(to: Onboarding.Screen.permission)
            3. send(Onboarding.Intent.nextButtonTapped)
                 → Onboarding.Action.requestLocationPermission
                 → Onboarding.Action.updateLocationPermissionStatus(LocationPermissionStatus.authorizedAlways)
            4. send(Onboarding.Intent.backButtonTapped) after effect action 1
                 → Onboarding.Action.navigate(to: Onboarding.Screen.intro(1))
                 → Onboarding.Action.navigate(to: Onboarding.Screen.main)
          """)
    // The session it prints replays the failure.
    await withKnownIssue {
      let rule = await checkSession(
        failure.session, of: { UnfixedOnboarding(fixed: Self.feature($0)) }, initialState: Onboarding.State(),
        invariants: Self.invariants())
      #expect(rule == "Back never shows a later screen")
    }
  }

  /// How long each way takes to find the Back race from scratch, for the article "Checking every
  /// order": the random checker's checks of 1,000 sessions, each with a new random seed, until one
  /// fails (the time includes its shrinking), against exploring every order. A measurement, not a
  /// test: run on demand with `MVI_MEASURE_EXPLORER=1 swift test --package-path Examples --filter
  /// timeToFindTheBackRace`; it prints the figures and asserts nothing about time.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["MVI_MEASURE_EXPLORER"] != nil))
  func timeToFindTheBackRace() async {
    let clock = ContinuousClock()
    var random: [(seconds: Double, checks: Int)] = []
    for _ in 0..<10 {
      let start = clock.now
      var checks = 0
      let found = LockIsolated(false)
      while !found.current, checks < 20 {
        checks += 1
        await withKnownIssue(isIntermittent: true) {
          await checkInvariants(
            of: { UnfixedOnboarding(fixed: Self.feature($0)) }, initialState: Onboarding.State(),
            intents: Self.intents,
            answers: Gen.serviceAnswer(
              Gen.int(in: 0...4).map { LocationPermissionStatus.allCases[$0] }, failures: []),
            invariants: Self.invariants())
        } matching: { _ in
          found.withLock { $0 = true }
          return true
        }
      }
      random.append(((clock.now - start) / .seconds(1), checks))
    }
    var explored: [Double] = []
    for _ in 0..<10 {
      let start = clock.now
      let exploration = await exploreEveryOrder(
        of: { UnfixedOnboarding(fixed: Self.feature($0)) }, initialState: Onboarding.State(),
        intents: Self.everyIntent, answers: Self.everyAnswer, invariants: Self.invariants(), depth: 5,
        timeBudget: Self.timeBudget)
      #expect(exploration.failure != nil)
      explored.append((clock.now - start) / .seconds(1))
    }
    let randomMean = random.map(\.seconds).reduce(0, +) / Double(random.count)
    print(
      "random checker, 10 trials: mean \(randomMean) s; checks until found: \(random.map(\.checks)); "
        + "seconds: \(random.map(\.seconds))")
    print("exploration, 10 runs: \(explored) s; mean \(explored.reduce(0, +) / Double(explored.count)) s")
  }

  /// The sample before its fix: Back on the permission screen went to the last page without
  /// ending the request's work, so an answer arriving with the tap took the user on after all.
  struct UnfixedOnboarding: Feature {
    typealias State = Onboarding.State
    typealias Intent = Onboarding.Intent
    typealias Action = Onboarding.Action

    let fixed: Onboarding

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      guard intent == .backButtonTapped, state.screen == .permission, !state.isRequestingLocationPermission,
        !state.pages.isEmpty
      else { return fixed.handle(intent, state: state) }
      return .send(.navigate(to: .intro(state.pages.count - 1)))
    }

    func reduce(_ state: inout State, _ action: Action) { fixed.reduce(&state, action) }
  }

  // A fixed seed: with a random one, a check of 1,000 sessions misses this bug in some runs (3 of
  // 10 in `timeToFindTheBackRace`), where exploring every order finds it every time.
  @Test(
    "the sample before its fix: Back tapped as an answer arrives is found and shrunk to 4 steps",
    .fixedSeed("Z6C295OJnMP2SXVhF/vAljUGy9DULUR09zbz/3yxHCE="))
  func unfixedSampleIsCaught() async throws {
    let comments = LockIsolated<[String]>([])
    await withKnownIssue {
      await checkInvariants(
        of: { UnfixedOnboarding(fixed: Self.feature($0)) }, initialState: Onboarding.State(),
        intents: Self.intents,
        answers: Gen.serviceAnswer(
          Gen.int(in: 0...4).map { LocationPermissionStatus.allCases[$0] }, failures: []),
        invariants: Self.invariants())
    } matching: { issue in
      comments.withLock { $0.append(contentsOf: issue.comments.map(\.rawValue)) }
      return true
    }
    // The matcher also sees the issues of the runs made while shrinking; the last two are the
    // shrunk session's and PropertyBased's summary with the seed.
    let texts = comments.withLock { $0 }.suffix(2).map { $0 }
    try #require(texts.count == 2)
    #expect(
      texts[0].split(separator: "\n").prefix(14).joined(separator: "\n") == """
        Invariant "Back never shows a later screen" does not hold after step 4 of 4.
        Shrunk from 20 steps, 6 answers to 4 steps, 1 answer.
        Steps:
          1. send(Onboarding.Intent.nextButtonTapped)
               → Onboarding.Action.navigate(to: Onboarding.Screen.intro(1))
          2. send(Onboarding.Intent.nextButtonTapped)
               → Onboarding.Action.navigate(to: Onboarding.Screen.permission)
          3. send(Onboarding.Intent.nextButtonTapped)
               → Onboarding.Action.requestLocationPermission
               → Onboarding.Action.updateLocationPermissionStatus(LocationPermissionStatus.authorizedAlways)
          4. send(Onboarding.Intent.backButtonTapped) after effect action 1
               → Onboarding.Action.navigate(to: Onboarding.Screen.intro(1))
               → Onboarding.Action.navigate(to: Onboarding.Screen.main)
        Service answers (1 call; they start over when used up):
        """)
  }
}
