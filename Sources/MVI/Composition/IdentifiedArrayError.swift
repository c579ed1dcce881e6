/// Why an ``IdentifiedArray`` could not be made.
public enum IdentifiedArrayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two elements had the same id (described).
  case duplicateID(String)

  /// What went wrong.
  public var description: String {
    switch self {
    case .duplicateID(let id): return "two elements have the id \(id)"
    }
  }
}
