/// The id of an entry on a ``RouteStack``; never reused by the stack that made it.
public struct RouteID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number, in push order.
  public let rawValue: Int

  /// Wraps a number; stacks number their entries themselves.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` was pushed before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number, e.g. "#3".
  public var description: String { "#\(rawValue)" }
}
