/// A navigation stack as state: the screens pushed on top of a root screen, each with a stable id.
///
/// ```swift
/// struct State { var path = RouteStack<Route>() }
/// enum Route: Equatable { case post(PostDetail.State), settings }
///
/// state.path.push(.post(detail))   // in reduce
/// state.path.pop()
/// state.path.remove(id: checkout)  // one screen, from under others
/// ```
///
/// A deep link is a stack you build: `RouteStack([.settings, .post(detail)])`. A view shows
/// `path.last`, or hands the routes to a platform stack; a pushed feature is scoped with
/// `\.path[id: id]` and embedded like any optional child, so its effects are cancelled when it is
/// popped or removed, and no other screen's are.
public struct RouteStack<Route> {
  /// A pushed route and the id it keeps while on the stack.
  public struct Entry: Identifiable {
    /// The id, unique within the stack's lifetime.
    public let id: RouteID
    /// The route.
    public var route: Route
  }

  /// The pushed entries, bottom first.
  public private(set) var entries: IdentifiedArray<Entry> = []
  private var nextID = 0

  /// An empty stack: only the root screen shows.
  public init() {}

  /// A stack with `routes` pushed in order; the last one shows.
  public init(_ routes: some Sequence<Route>) {
    for route in routes { push(route) }
  }

  /// The routes, bottom first.
  public var routes: [Route] { entries.map(\.route) }

  /// The ids, bottom first.
  public var ids: [RouteID] { entries.ids }

  /// The id the next ``push(_:)`` gives its entry (what a link to a route shows as its element).
  public var nextPushID: RouteID { RouteID(rawValue: nextID) }

  /// The presence stamp of the entry with the id: a stack made anew numbers its entries from 0
  /// again, and the stamp tells its entry from an older one with the same id.
  func stamp(id: RouteID) -> UInt64? { entries.stamp(id: id) }

  /// The route with the id, or `nil` if it is not on the stack; modified in place. Setting `nil`
  /// pops it and everything above it.
  public subscript(id id: RouteID) -> Route? {
    get { entries[id: id]?.route }
    _modify {
      var route = entries[id: id]?.route
      defer {
        if let route {
          entries[id: id]?.route = route
        } else {
          pop(from: id)
        }
      }
      yield &route
    }
    set {
      if let newValue { entries[id: id]?.route = newValue } else { pop(from: id) }
    }
  }

  /// Pushes a route on top.
  ///
  /// - Returns: The id of the new entry.
  @discardableResult
  public mutating func push(_ route: Route) -> RouteID {
    let id = RouteID(rawValue: nextID)
    nextID += 1
    entries.append(Entry(id: id, route: route))
    return id
  }

  /// Pops the top route; returns it, or `nil` when only the root shows.
  @discardableResult
  public mutating func pop() -> Route? {
    guard let last = entries.last else { return nil }
    entries.remove(id: last.id)
    return last.route
  }

  /// Pops every route above the one with the id, which then shows; returns whether that route is
  /// on the stack (when it is not, nothing changes).
  @discardableResult
  public mutating func pop(to id: RouteID) -> Bool {
    guard let position = entries.ids.firstIndex(of: id) else { return false }
    while entries.count > position + 1 { entries.remove(at: entries.count - 1) }
    return true
  }

  /// Pops the route with the id and every route above it: the one below it shows. Returns whether
  /// that route was on the stack (when it was not, nothing changes).
  @discardableResult
  public mutating func pop(from id: RouteID) -> Bool {
    guard let position = entries.ids.firstIndex(of: id) else { return false }
    while entries.count > position { entries.remove(at: entries.count - 1) }
    return true
  }

  /// Drops the route with the id from wherever it is on the stack, keeping the routes above it
  /// (with their ids) and below it; returns it, or `nil` when it is not on the stack.
  ///
  /// For a screen that is no longer wanted under others (a "checkout" step below "done"): only
  /// that screen's child feature leaves the state, so only its effects end.
  @discardableResult
  public mutating func remove(id: RouteID) -> Route? {
    entries.remove(id: id)?.route
  }

  /// Pops every route: the root screen shows.
  public mutating func popToRoot() {
    entries.removeAll()
  }

  /// Replaces the whole stack with `routes` (new ids), e.g. for a deep link.
  public mutating func replace(with routes: some Sequence<Route>) {
    entries.removeAll()
    for route in routes { push(route) }
  }
}

extension RouteStack: RandomAccessCollection {
  /// The position of the bottom entry.
  public var startIndex: Int { 0 }
  /// The position after the top entry.
  public var endIndex: Int { entries.count }
  /// The entry at `position`.
  public subscript(position: Int) -> Entry { entries[position] }
}

extension RouteStack: ExpressibleByArrayLiteral {
  /// A stack with the listed routes pushed in order.
  public init(arrayLiteral routes: Route...) {
    self.init(routes)
  }
}

extension RouteStack.Entry: Equatable where Route: Equatable {}
extension RouteStack.Entry: Sendable where Route: Sendable {}

extension RouteStack: Equatable where Route: Equatable {
  /// Whether both show the same routes in the same order (ids included).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.entries == rhs.entries }
}

extension RouteStack: Sendable where Route: Sendable {}
