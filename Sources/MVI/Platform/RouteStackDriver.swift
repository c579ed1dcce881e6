/// Keeps a platform's navigation stack (a `UINavigationController`, the host) in step with a
/// store's ``RouteStack``: what `RouteStackNavigator` in `MVIUIKit` runs, platform-neutral so that
/// it is tested on Linux.
///
/// A change of the stack in state sets the host's screens: the host's own screens below (its
/// root, read each time) and one screen per route above, made once by `make` and kept while the
/// route stays (``RouteScreens``). A change made while the host runs a transition waits for the
/// transition's end: a stack set meanwhile would be lost or break the animation. When the user
/// goes back, the host calls ``didShow()``, which sends one pop per screen that left; a screen
/// that left without that call (the host's delegate was replaced) is popped in state before the
/// next change, never pushed again.
///
/// The driver holds the host weakly (a screen on the host's stack often keeps the driver, and
/// the host keeps its screens), and stops following the store once the host has gone.
@MainActor
public final class RouteStackDriver<Host: AnyObject, Screen: AnyObject> {
  /// The host, while it exists.
  public private(set) weak var host: Host?
  private let path: StoreBinding<[RouteID]>
  private let make: (RouteID) -> Screen
  private let screensOf: @MainActor (Host) -> [Screen]
  private let setScreens: @MainActor (Host, [Screen]) -> Void
  private let whenTransitionEnds: @MainActor (Host, @escaping @MainActor () -> Void) -> Bool
  private var routes = RouteScreens<Screen>()
  private var isWaiting = false
  private var subscription: StoreSubscription?

  /// Drives `host` from the stack at `path` of `store`'s state, and shows it now.
  ///
  /// - Parameters:
  ///   - host: the navigation stack driven, held weakly.
  ///   - store: the store whose state holds the stack.
  ///   - path: the stack in the state.
  ///   - pop: the intent sent for each screen the user left.
  ///   - make: the screen of a route, made once per route.
  ///   - screens: the host's screens now, bottom first.
  ///   - setScreens: replaces the host's screens (animated).
  ///   - whenTransitionEnds: when the host runs a transition, arranges for the closure to be called
  ///     once it has ended (or was cancelled) and returns `true`; otherwise returns `false`.
  public init<F: Feature, Route>(
    host: Host, store: Store<F>, path: KeyPath<F.State, RouteStack<Route>>,
    pop: @escaping (RouteID) -> F.Intent, make: @escaping (RouteID) -> Screen,
    screens: @escaping @MainActor (Host) -> [Screen],
    setScreens: @escaping @MainActor (Host, [Screen]) -> Void,
    whenTransitionEnds: @escaping @MainActor (Host, @escaping @MainActor () -> Void) -> Bool
  ) {
    self.host = host
    self.path = store.binding(path: path, pop: pop)
    self.make = make
    screensOf = screens
    self.setScreens = setScreens
    self.whenTransitionEnds = whenTransitionEnds
    subscription = store.subscribe { [weak self] _ in self?.update() }
  }

  /// Whether the driver still follows the store: `false` once the host has gone.
  public var isFollowing: Bool { subscription != nil }

  /// Sets the host's screens to the state's stack, now or, during a transition, at its end.
  public func update() {
    guard let host else { return stop() }
    guard !isWaiting else { return }
    if whenTransitionEnds(host, { [weak self] in self?.transitionEnded() }) {
      isWaiting = true
      return
    }
    let current = screensOf(host)
    sendPops(keeping: current)
    let managed = routes.shown.map(\.screen)
    let root = current.prefix { screen in !managed.contains { $0 === screen } }
    guard let shown = routes.update(to: path.wrappedValue, make: make) else { return }
    setScreens(host, root + shown)
  }

  /// The host has shown a screen (its delegate's `didShow`): the screens the user left are
  /// popped in state.
  public func didShow() {
    guard let host else { return stop() }
    sendPops(keeping: screensOf(host))
  }

  private func transitionEnded() {
    isWaiting = false
    update()
  }

  /// Sends a pop for each screen shown that is not among `current`; routes pushed in state but
  /// not shown yet stay.
  private func sendPops(keeping current: [Screen]) {
    let before = routes.shown.map(\.id)
    let kept = routes.ids(keeping: current)
    guard kept.count < before.count else { return }
    let left = Set(before).subtracting(kept)
    path.wrappedValue = path.wrappedValue.filter { !left.contains($0) }
  }

  private func stop() {
    subscription = nil
  }
}
