/// What a ``Persisted`` value stores: the value with its format version and a revision that every
/// write increments, so a reader tells its own write from someone else's.
struct PersistedEnvelope<Value: Codable>: Codable {
  var version: Int
  var revision: Int
  var value: Value
}

/// The envelope's version and revision, read without the value.
struct PersistedHeader: Decodable {
  var version: Int
  var revision: Int
}
