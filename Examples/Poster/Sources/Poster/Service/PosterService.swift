/// Where posters come from: the one interface both services implement (the seed's
/// `ImageModel.getImage()`).
///
/// A plain `Sendable` value of closures, so the feature holds it as a property and tests build
/// one inline:
///
/// ```swift
/// let service = PosterService(name: "stub") { request in try await makePoster(request) }
/// ```
///
/// Implementations throw ``PosterError`` for every failure a user should see.
public struct PosterService: Sendable {
  /// A short name of the source for the screen, e.g. `generator · seed 42` or a host name.
  public var name: String
  /// Fetches a poster; `request` counts the fetches of the screen from 1, so a deterministic
  /// service can give a different poster each time.
  public var fetch: @Sendable (_ request: Int) async throws -> PosterImage

  /// Creates a service from a fetch function.
  public init(
    name: String = "custom", fetch: @escaping @Sendable (_ request: Int) async throws -> PosterImage
  ) {
    self.name = name
    self.fetch = fetch
  }
}

extension PosterService {
  /// The embedded generator: no network (the demo's default). Request `n` draws the poster for
  /// `seed + n - 1`, encodes it as PNG and decodes it like a downloaded poster.
  ///
  /// - Parameters:
  ///   - seed: The first poster's seed.
  ///   - generator: The poster's size.
  ///   - latency: How long each poster pretends to take, measured on `clock`, so the loading
  ///     state is visible; `.zero` answers at once.
  ///   - clock: The clock the latency is measured on.
  public static func generator(
    seed: UInt64, generator: PosterGenerator = PosterGenerator(), latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(name: "generator · seed \(seed)") { request in
      if latency > .zero { try await clock.sleep(for: latency) }
      let posterSeed = seed &+ UInt64(max(request, 1) - 1)
      let png = PNGEncoder.encode(generator.poster(seed: posterSeed), filter: .paeth)
      try Task.checkCancellation()
      return try PosterImage(
        decoding: png, contentType: "image/png", source: "generator · seed \(posterSeed)")
    }
  }

  /// A random-image HTTP endpoint through `client`.
  public static func http(_ client: PosterHTTPClient) -> Self {
    Self(name: client.endpointDescription) { _ in try await client.fetch() }
  }
}
