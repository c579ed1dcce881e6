/// Finds images for a query: the one interface both services implement.
///
/// A plain `Sendable` value of closures, so the feature holds it as a property and tests build
/// one inline:
///
/// ```swift
/// let service = ImageSearchService { query, limit in [.sample] }
/// ```
///
/// Implementations throw ``ImageSearchError`` for every failure a user should see.
public struct ImageSearchService: Sendable {
  /// Searches images for `query`, returning at most `limit` of them.
  public var search: @Sendable (_ query: String, _ limit: Int) async throws -> [ImageItem]

  /// A short name of the source for the screen, e.g. `offline catalog` or `Kakao`.
  public var name: String

  /// Creates a service from a search function.
  public init(
    name: String = "custom",
    search: @escaping @Sendable (_ query: String, _ limit: Int) async throws -> [ImageItem]
  ) {
    self.name = name
    self.search = search
  }
}

extension ImageSearchService {
  /// The offline catalog: no network, no key (the demo's default).
  ///
  /// - Parameters:
  ///   - catalog: The images to search; the bundled catalog (``OfflineImageCatalog/bundled()``)
  ///     when nil. A bundled catalog that cannot be read fails each search with
  ///     ``ImageSearchError/catalogUnreadable(reason:)``.
  ///   - latency: How long each search pretends to take, measured on `clock`, so the loading
  ///     state is visible; `.zero` answers at once.
  ///   - clock: The clock the latency is measured on.
  public static func offline(
    catalog: OfflineImageCatalog? = nil, latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(name: "offline catalog") { query, limit in
      if latency > .zero { try await clock.sleep(for: latency) }
      return try (catalog ?? OfflineImageCatalog.bundled()).search(query, limit: limit)
    }
  }

  /// The Kakao image search API through `client`.
  public static func kakao(_ client: KakaoImageSearchClient) -> Self {
    Self(name: "Kakao \(client.endpointDescription)") { query, limit in
      try await client.search(query, size: limit)
    }
  }
}
