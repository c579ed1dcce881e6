/// Compares two states when the state's type is `Equatable`, found at run time: the inspector
/// works for any feature, and warns about an impure `reduce` when it can tell.
enum StateEquality {
  /// `==` for `S`, or `nil` when `S` is not `Equatable`.
  static func comparer<S>(for type: S.Type) -> ((S, S) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return comparer(equatable, as: type)
  }

  private static func comparer<T: Equatable, S>(_: T.Type, as: S.Type) -> (S, S) -> Bool {
    { left, right in
      guard let left = left as? T, let right = right as? T else { return false }
      return left == right
    }
  }
}
