/// The screens of a platform navigation stack (view controllers) kept in step with a
/// ``RouteStack``: one screen per route id, made once and reused while its route stays on the
/// stack.
///
/// A navigation controller driven by a store calls ``update(to:make:)`` with the stack's ids after
/// each change and shows the screens it returns; when the user goes back, it calls
/// ``ids(keeping:)`` with the screens still shown, and sets the path binding to the result, which
/// sends the pops (``Store/binding(path:pop:)``).
///
/// ```swift
/// if let screens = routes.update(to: path.wrappedValue, make: makeViewController) {
///   navigationController.setViewControllers([root] + screens, animated: true)
/// }
/// ```
public struct RouteScreens<Screen: AnyObject> {
  /// The routes shown, bottom first, each with its screen.
  public private(set) var shown: [(id: RouteID, screen: Screen)] = []

  /// No screens: only the root shows.
  public init() {}

  /// The screens for the stack `ids`, bottom first: the screen already made for an id that is
  /// still on the stack, a new one from `make` for the others. `nil` when the ids are those
  /// shown already, so that nothing needs to change.
  public mutating func update(to ids: [RouteID], make: (RouteID) -> Screen) -> [Screen]? {
    guard ids != shown.map(\.id) else { return nil }
    var made: [RouteID: Screen] = [:]
    for entry in shown { made[entry.id] = entry.screen }
    shown = ids.map { id in (id, made[id] ?? make(id)) }
    return shown.map(\.screen)
  }

  /// The ids of the routes whose screens are among `screens` (the platform's stack after the user
  /// went back), bottom first; the others are forgotten.
  public mutating func ids(keeping screens: [Screen]) -> [RouteID] {
    shown = shown.filter { entry in screens.contains { $0 === entry.screen } }
    return shown.map(\.id)
  }
}
