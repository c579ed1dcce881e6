#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a value saved in an older format version becomes today's value: decode it as the type it
/// had then, and convert.
///
/// ```swift
/// Persisted(
///   key: "onboarding", in: storage, version: 2,
///   migrations: [.init(from: 1, decoding: Bool.self) { finished in Progress(finished: finished) }])
/// ```
public struct PersistedMigration<Value: Sendable>: Sendable {
  /// The format version this migration reads.
  public let version: Int
  let decode: @Sendable (Data) throws -> Value

  /// Reads values saved with format `version` as `Old`, and converts them with `upgrade`.
  public init<Old: Decodable & Sendable>(
    from version: Int, decoding old: Old.Type, _ upgrade: @escaping @Sendable (Old) -> Value
  ) {
    self.version = version
    decode = { data in upgrade(try JSONDecoder().decode(OldEnvelope<Old>.self, from: data).value) }
  }
}

/// An envelope of an older version, decoded only for its value.
private struct OldEnvelope<Old: Decodable & Sendable>: Decodable {
  var value: Old
}
