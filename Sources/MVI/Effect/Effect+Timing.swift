extension Effect {
  /// Delays this effect until `duration` has passed on `clock` with no newer effect of the same id.
  ///
  /// Each new debounced effect with the id cancels the waiting one (latest wins), so typing
  /// "swift" quickly runs one search, for "swift". Inject the clock as a dependency of the
  /// feature; tests pass a `TestClock` and advance it.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable, for duration: C.Duration, clock: C
  ) -> Self {
    Effect.concatenate(
      .run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, policy: .latestWins)
  }

  /// Runs this effect at once unless another with the id ran less than `duration` ago.
  ///
  /// - Parameters:
  ///   - id: Identifies the throttle window.
  ///   - duration: The length of the window, measured on `clock`.
  ///   - clock: The clock, injected as a dependency of the feature.
  ///   - latest: When `true`, the last effect that arrived during the window runs when it ends
  ///     (and opens a new window); when `false`, effects arriving during the window are not run.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable, for duration: C.Duration, clock: C, latest: Bool = false
  ) -> Self {
    Self(
      .throttle(
        EffectID(id),
        Throttle(sleep: { try await clock.sleep(for: duration) }, latest: latest),
        self))
  }
}
