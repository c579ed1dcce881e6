/// An element of a platform navigation path bound to a ``RouteStack``
/// (``Store/binding(path:pop:push:)``): an entry on the stack, or a route that a link asks to push
/// (``Store/link(to:in:)``, the value of a SwiftUI `NavigationLink(value:)`).
///
/// Two elements are equal when their ids are: the element a link made is the entry the push
/// makes, so the platform sees the screen it pushed stay in place.
public struct RoutePathElement<Route>: Hashable {
  /// The entry's id; for a link, the id the stack gives its next push.
  public let id: RouteID
  /// The route a link asks to push; `nil` for an entry on the stack.
  public let pushing: Route?

  /// An element for the entry `id`, or, with `pushing`, a request to push that route.
  public init(id: RouteID, pushing: Route? = nil) {
    self.id = id
    self.pushing = pushing
  }

  /// Whether the two are the same entry.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension RoutePathElement: Sendable where Route: Sendable {}
