/// `==` for a type only known at run time to be `Equatable`.
enum Equality {
  static func of<Value>(_ type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return comparer(equatable)
  }

  private static func comparer<E: Equatable, Value>(_: E.Type) -> (Value, Value) -> Bool {
    { ($0 as! E) == ($1 as! E) }
  }
}
