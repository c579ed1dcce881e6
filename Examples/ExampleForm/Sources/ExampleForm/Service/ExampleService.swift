/// Saves the form's example: seed 003's `Network.update(_:)`, the one interface the feature calls.
///
/// A plain `Sendable` value of closures, so the feature holds it as a property and tests build
/// one inline:
///
/// ```swift
/// let service = ExampleService { example in example }
/// let failing = ExampleService { _ in throw ExampleUpdateError.timedOut }
/// ```
///
/// Implementations throw ``ExampleUpdateError`` for every failure a user should see.
public struct ExampleService: Sendable {
  /// A short name of the service for the screen, e.g. `local database`.
  public var name: String
  /// Saves `example` and returns it as saved.
  public var update: @Sendable (_ example: Example) async throws -> Example

  /// Creates a service from an update function.
  public init(
    name: String = "custom", update: @escaping @Sendable (_ example: Example) async throws -> Example
  ) {
    self.name = name
    self.update = update
  }
}

extension ExampleService {
  /// Saves into `database`, which checks the values again (the demo's service: no network).
  ///
  /// - Parameters:
  ///   - database: Where examples are saved.
  ///   - latency: How long each update pretends to take, measured on `clock`, so the updating
  ///     state is visible; `.zero` answers at once.
  ///   - clock: The clock the latency is measured on.
  public static func local(
    _ database: ExampleDatabase, latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(name: "local database") { example in
      if latency > .zero { try await clock.sleep(for: latency) }
      return try await database.save(example)
    }
  }
}
