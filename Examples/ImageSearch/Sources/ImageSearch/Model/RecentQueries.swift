/// The queries searched last, most recent first, each once, at most ``limit``: what the image
/// search remembers between launches. Stored as a JSON array of strings.
public struct RecentQueries: Codable, Hashable, Sendable {
  /// The most queries kept.
  public static let limit = 10

  /// The queries, most recent first.
  public private(set) var queries: [String]

  /// The first ``limit`` different queries of `queries`, in their order.
  public init(_ queries: [String] = []) {
    var seen: Set<String> = []
    self.queries = Array(queries.filter { !$0.isEmpty && seen.insert($0).inserted }.prefix(Self.limit))
  }

  /// These queries with `query` first (moved there if it was already kept).
  public func adding(_ query: String) -> Self {
    Self([query] + queries)
  }

  /// These queries, then those of `older` that are not among them.
  public func merged(with older: Self) -> Self {
    Self(queries + older.queries)
  }

  /// Whether no query is kept.
  public var isEmpty: Bool { queries.isEmpty }

  /// Reads a JSON array of strings, cleaned as ``init(_:)`` does.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String].self))
  }

  /// Writes a JSON array of strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(queries)
  }
}
