/// Why the recent queries could not be read or saved: a storage's failure as the image search's
/// state keeps it (`Codable`, so sessions with one are recorded and replayed).
public enum RecentQueriesError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// What was stored could not be read (it was kept aside); the reason.
  case unreadable(String)
  /// The queries could not be saved (it is retried); the reason.
  case notSaved(String)

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .unreadable(let reason): return "최근 검색어를 읽지 못했습니다 · recent searches unreadable: \(reason)"
    case .notSaved(let reason): return "최근 검색어를 저장하지 못했습니다 · recent searches not saved: \(reason)"
    }
  }
}
