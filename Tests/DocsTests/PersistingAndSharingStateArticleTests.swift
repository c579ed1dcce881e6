// The code of the article "Persisting and sharing state" (MVIPersistence's catalog), compiled in
// a file that imports Foundation as app files do. Keep it the same as the article's.
import Foundation
import MVI
import MVIPersistence
import MVITesting
import Testing

/// What the onboarding remembers between launches.
struct OnboardingProgress: Codable, Equatable, Sendable {
  var finished = false
}

struct Welcome: Feature {
  struct State: Equatable {
    var screen: Screen = .intro
    var saveError: PersistenceError?
  }
  enum Screen: Equatable, Sendable { case intro, main }

  enum Intent: Sendable { case launched, doneTapped, resetTapped }
  enum Action: Sendable, Equatable {
    case progressLoaded(Result<OnboardingProgress?, PersistenceError>)
    case finished
    case reset
    case saveFailed(PersistenceError)
  }

  var progress = Persisted<OnboardingProgress>(key: "onboarding")  // in memory unless told otherwise

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .launched:
      return progress.load { .progressLoaded($0) }  // a load is an action
    case .doneTapped:
      return .merge(
        .send(.finished),
        progress.save(OnboardingProgress(finished: true)) { .saveFailed($0) })  // a save is an effect
    case .resetTapped:
      return .merge(.send(.reset), progress.remove { .saveFailed($0) })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .progressLoaded(.success(let saved)):
      if saved?.finished == true { state.screen = .main }
    case .progressLoaded(.failure(let error)), .saveFailed(let error):
      state.saveError = error  // the state keeps its defaults; the file was kept aside
    case .finished:
      state.screen = .main
    case .reset:
      state = State()
    }
  }
}

/// The app's store keeps the progress in a file; a test's stays in memory.
@MainActor func makeWelcomeStore() -> Store<Welcome> {
  let files = FilePersistence(directory: FilePersistence.stateDirectory(for: "my-app"))
  return Store(
    Welcome(progress: Persisted(key: "onboarding", in: files, debounce: .milliseconds(300))),
    initialState: .init())
}

@MainActor
@Suite struct PersistingAndSharingStateArticleTests {
  @Test func theNextLaunchStartsAtTheMainScreen() async throws {
    let storage = InMemoryPersistence()
    let firstLaunch = TestStore(
      Welcome(progress: Persisted(key: "onboarding", in: storage)), initialState: .init())
    await firstLaunch.send(.launched)
    await firstLaunch.receive(.progressLoaded(.success(nil)))
    await firstLaunch.send(.doneTapped) { $0.screen = .main }
    await firstLaunch.finish()

    let nextLaunch = TestStore(
      Welcome(progress: Persisted(key: "onboarding", in: storage)), initialState: .init())
    await nextLaunch.send(.launched)
    await nextLaunch.receive(.progressLoaded(.success(OnboardingProgress(finished: true)))) {
      $0.screen = .main
    }
    await nextLaunch.finish()
  }

  @Test func aTestAssertsWhatWasSaved() async throws {
    let progress = Persisted<OnboardingProgress>(key: "onboarding")
    let store = TestStore(Welcome(progress: progress), initialState: .init())
    await store.send(.doneTapped) { $0.screen = .main }
    await store.finish()
    #expect(try progress.stored() == OnboardingProgress(finished: true))
    await store.send(.resetTapped) { $0 = .init() }
    await store.finish()
    #expect(try progress.stored() == nil)
  }

  @Test func twoWindowsEditingAtOnceKeepBothEdits() async throws {
    let storage = InMemoryPersistence()
    try Persisted(key: "shopping-list", in: storage).write(["eggs": "Eggs", "milk": "Milk"])
    let windows = (0..<2).map { _ in
      TestStore(
        ShoppingList(saved: Persisted(key: "shopping-list", in: storage)),
        initialState: .init(items: ["eggs": "Eggs", "milk": "Milk"]))
    }
    await windows[0].send(.renamed(id: "eggs", to: "Free-range eggs")) {
      $0.items["eggs"] = "Free-range eggs"
    }
    await windows[1].send(.renamed(id: "milk", to: "Oat milk")) { $0.items["milk"] = "Oat milk" }
    let both = ["eggs": "Free-range eggs", "milk": "Oat milk"]
    // Each window receives what is stored after its update: the second one builds on the first.
    await windows[0].receive(.stored(.success(["eggs": "Free-range eggs", "milk": "Milk"])))
    await windows[1].receive(.stored(.success(both))) { $0.items = both }
    #expect(try Persisted<[String: String]>(key: "shopping-list", in: storage).stored() == both)
    for window in windows { await window.finish() }
  }
}
