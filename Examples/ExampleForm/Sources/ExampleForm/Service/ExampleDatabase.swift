/// The saved example, in memory: the storage behind ``ExampleService/local(_:latency:clock:)``.
///
/// Like a server, it does not trust the form: it checks the values again and refuses empty or
/// overlong ones with ``ExampleUpdateError/rejected(_:)``, leaving the saved example unchanged.
public actor ExampleDatabase {
  /// The longest name or coffee name accepted, in characters.
  public static let maxLength = 40

  /// The example saved last, if any.
  public private(set) var saved: Example?
  /// How many updates succeeded.
  public private(set) var updateCount = 0

  /// Creates a database holding `saved`.
  public init(saved: Example? = nil) {
    self.saved = saved
  }

  /// Saves `example` with its names trimmed, and returns it as saved.
  ///
  /// - Throws: ``ExampleUpdateError/rejected(_:)`` for an empty or overlong name.
  public func save(_ example: Example) throws(ExampleUpdateError) -> Example {
    let example = Example(name: example.name.trimmed, exampleName: example.exampleName.trimmed)
    let errors = ValidationErrors(validatingName: example.name, exampleName: example.exampleName)
    if let message = errors.name ?? errors.exampleName { throw .rejected(message) }
    if example.name.count > Self.maxLength {
      throw .rejected("Name is too long (at most \(Self.maxLength) characters)")
    }
    if example.exampleName.count > Self.maxLength {
      throw .rejected("Coffee name is too long (at most \(Self.maxLength) characters)")
    }
    saved = example
    updateCount += 1
    return example
  }
}
