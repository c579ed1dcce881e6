/// A token bucket: `burst` messages at once, refilled at `perSecond`.
struct RateLimiter {
  let perSecond: Int
  let burst: Int
  private var tokens: Double
  private var last: ContinuousClock.Instant?

  init(perSecond: Int, burst: Int) {
    self.perSecond = perSecond
    self.burst = burst
    tokens = Double(burst)
  }

  /// Whether a message arriving `now` may pass; takes a token when it does.
  mutating func allow(at now: ContinuousClock.Instant) -> Bool {
    if let last {
      let elapsed = now - last
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      tokens = min(Double(burst), tokens + seconds * Double(perSecond))
    }
    last = now
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
