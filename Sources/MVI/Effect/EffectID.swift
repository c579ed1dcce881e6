/// A type-erased, sendable identifier for cancellable effects.
///
/// Any `Hashable & Sendable` value works as an id: an enum case, a string, a type.
/// Two ids are equal when their underlying values are equal and of the same type.
public struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `@unchecked` is sound: the wrapped value is required to be `Sendable` by every initializer.
  private let base: AnyHashable

  /// Wraps a hashable, sendable value.
  public init(_ base: some Hashable & Sendable) {
    if let id = base as? EffectID {
      self = id
    } else {
      self.base = AnyHashable(base)
    }
  }

  /// The wrapped value, as given.
  public var description: String { String(describing: base.base) }

  /// The wrapped value, for the library's own kinds of ids.
  var value: Any { base.base }
}
