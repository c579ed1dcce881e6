/// The form's validation messages, one per field: seed 003's `ExampleError`, with `nil` for a
/// field that is fine (the seed used an empty string).
public struct ValidationErrors: Hashable, Sendable {
  /// The seed's message for an empty name.
  public static let emptyName = "Name cannot be empty!"
  /// The seed's message for an empty coffee name.
  public static let emptyExampleName = "Coffee name cannot be empty"

  /// The message under the name field.
  public var name: String?
  /// The message under the coffee name field.
  public var exampleName: String?

  /// Creates messages.
  public init(name: String? = nil, exampleName: String? = nil) {
    self.name = name
    self.exampleName = exampleName
  }

  /// Validates the fields as seed 003's `isValid()` does: a field that is empty (or only
  /// spaces) gets its message, a filled one none.
  public init(validatingName name: String, exampleName: String) {
    self.name = name.isBlank ? Self.emptyName : nil
    self.exampleName = exampleName.isBlank ? Self.emptyExampleName : nil
  }

  /// Whether no field has a message: the seed's `errors.name.isEmpty && errors.exampleName.isEmpty`.
  public var isEmpty: Bool { name == nil && exampleName == nil }
}

extension String {
  /// Whether the text is empty or only whitespace.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }

  /// The text without leading and trailing whitespace.
  var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
