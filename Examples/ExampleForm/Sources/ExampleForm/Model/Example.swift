/// What the form edits and the service saves: seed 003's `Example`, a person's name and their
/// coffee's name.
public struct Example: Codable, Hashable, Sendable {
  /// The person's name ("Name").
  public var name: String
  /// The coffee's name ("Example name").
  public var exampleName: String

  /// Creates an example.
  public init(name: String, exampleName: String) {
    self.name = name
    self.exampleName = exampleName
  }
}
