import MVI
import Testing

/// A stand-in for a navigation controller: its screens, a transition that runs until ended, and
/// whatever it keeps (a screen on its stack keeping the driver).
@MainActor
final class FakeNavigationHost {
  var screens: [Screen]
  var sets: [[Screen]] = []
  var transitionEnd: (@MainActor () -> Void)?
  var isTransitioning = false
  var kept: AnyObject?

  init(root: Screen) { screens = [root] }

  /// The transition running ends (or the user's swipe was cancelled).
  func endTransition() {
    isTransitioning = false
    let end = transitionEnd
    transitionEnd = nil
    end?()
  }

  /// A driver of this host on `store`'s stack, making a screen per route.
  func driver(of store: Store<Screens>) -> RouteStackDriver<FakeNavigationHost, Screen> {
    RouteStackDriver(
      host: self, store: store, path: \.path, pop: { .popped($0) }, make: Screen.init,
      screens: { $0.screens },
      setScreens: { host, screens in
        host.screens = screens
        host.sets.append(screens)
      },
      whenTransitionEnds: { host, then in
        guard host.isTransitioning else { return false }
        host.transitionEnd = then
        return true
      })
  }
}

@MainActor
struct RouteStackDriverTests {
  let root = Screen(RouteID(rawValue: 1000))

  func routes(_ host: FakeNavigationHost) -> [RouteID] {
    host.screens.dropFirst().map(\.id)
  }

  @Test func theStackInStateIsShownAboveTheRoot() {
    let store = Store(Screens(), initialState: .init(path: RouteStack(["a", "b"])))
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    #expect(host.screens.first === root)
    #expect(routes(host) == store.path.ids)
    store.send(.pushed("c"))
    #expect(routes(host) == store.path.ids)
    store.send(.backTapped)
    #expect(routes(host) == store.path.ids)
    _ = driver
  }

  @Test func theRootIsReadWhenTheStackChangesNotWhenTheDriverIsMade() {
    let store = Store(Screens(), initialState: .init())
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    let newRoot = Screen(RouteID(rawValue: 2000))
    host.screens = [newRoot]  // the app replaced the root
    store.send(.pushed("a"))
    #expect(host.screens.first === newRoot)
    #expect(host.screens.count == 2)
    _ = driver
  }

  @Test func aChangeDuringATransitionWaitsForItsEnd() {
    let store = Store(Screens(), initialState: .init())
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    host.isTransitioning = true
    store.send(.pushed("a"))
    store.send(.pushed("b"))
    #expect(host.sets.isEmpty)
    host.endTransition()
    #expect(host.sets.count == 1)
    #expect(routes(host) == store.path.ids)
    _ = driver
  }

  @Test func aRoutePushedDuringATransitionIsNotPoppedWhenTheEarlierOneShows() {
    let store = Store(Screens(), initialState: .init())
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    store.send(.pushed("a"))
    host.isTransitioning = true
    store.send(.pushed("b"))
    driver.didShow()  // "a" finished showing; "b" is still waiting
    #expect(store.path.count == 2)
    host.endTransition()
    #expect(routes(host) == store.path.ids)
  }

  @Test func goingBackSendsOnePopPerScreenLeft() {
    let store = Store(Screens(), initialState: .init(path: RouteStack(["a", "b", "c"])))
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    let ids = store.path.ids
    host.screens = Array(host.screens.prefix(2))  // the user went back to "a"
    driver.didShow()
    #expect(store.path.ids == [ids[0]])
    #expect(store.received.suffix(2) == ["popped(\(ids[2]))", "popped(\(ids[1]))"])
  }

  @Test func aScreenLeftWithoutDidShowIsPoppedBeforeTheNextChangeNotPushedAgain() {
    let store = Store(Screens(), initialState: .init(path: RouteStack(["a", "b"])))
    let host = FakeNavigationHost(root: root)
    let driver = host.driver(of: store)
    let ids = store.path.ids
    host.screens = Array(host.screens.prefix(2))  // went back; another delegate got the call
    store.send(.retitled("x"))
    #expect(store.path.ids == [ids[0]])
    #expect(routes(host) == [ids[0]])
    _ = driver
  }

  @Test func theDriverDoesNotKeepItsHost() {
    weak var gone: FakeNavigationHost?
    let store = Store(Screens(), initialState: .init())
    do {
      let host = FakeNavigationHost(root: root)
      host.kept = host.driver(of: store)  // a screen on the stack keeps the navigator
      gone = host
    }
    #expect(gone == nil)
  }

  @Test func theDriverStopsFollowingTheStoreOnceItsHostHasGone() {
    let store = Store(Screens(), initialState: .init())
    var host: FakeNavigationHost? = FakeNavigationHost(root: root)
    let driver = host!.driver(of: store)
    #expect(driver.isFollowing)
    host = nil
    store.send(.pushed("a"))
    #expect(driver.host == nil)
    #expect(!driver.isFollowing)
  }
}
