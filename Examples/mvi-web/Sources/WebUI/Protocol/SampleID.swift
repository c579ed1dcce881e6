/// A sample the web layer serves, by the name its page and its messages use.
public enum SampleID: String, CaseIterable, Codable, Sendable {
  case imageSearch = "image-search"
  case poster
  case onboarding
  case form
  case feed

  /// The page's path, `/image-search`.
  public var path: String { "/\(rawValue)" }

  /// The name in the menu.
  public var menuTitle: String {
    switch self {
    case .imageSearch: return "이미지 검색 · Image search"
    case .poster: return "Random Poster"
    case .onboarding: return "온보딩 · Onboarding"
    case .form: return "Form"
    case .feed: return "Feed"
    }
  }

  /// The sample a page path shows (`/feed/post/3` is the feed), if any.
  public init?(path: String) {
    let first = path.split(separator: "/", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    self.init(rawValue: first)
  }
}
