/// Why an update failed, typed so the feature and tests can tell the cases apart.
///
/// ``description`` is the message shown under the form.
public enum ExampleUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The service refused the values, with its reason (e.g. a name that is too long).
  case rejected(String)
  /// The example to update does not exist any more (the seed's `update` returning `nil`).
  case notFound
  /// The service did not answer in time.
  case timedOut
  /// The service could not be reached.
  case unavailable(String)

  /// A message a user understands.
  public var description: String {
    switch self {
    case .rejected(let reason): return "Update failed: \(reason)"
    case .notFound: return "Update failed: the example no longer exists"
    case .timedOut: return "Update failed: the server did not answer in time, try again"
    case .unavailable(let reason): return "Update failed: \(reason), try again"
    }
  }

  /// The error any thrown error becomes: itself if it is one, else ``unavailable(_:)``.
  public init(_ error: any Error) {
    self = error as? ExampleUpdateError ?? .unavailable(String(describing: error))
  }
}
