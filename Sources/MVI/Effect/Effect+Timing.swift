extension Effect {
  /// Delays this effect until `duration` has passed on `clock` with no newer effect of the same id.
  ///
  /// Each new debounced effect with the id cancels the waiting one (latest wins), so typing
  /// "swift" quickly runs one search, for "swift". Inject the clock as a dependency of the
  /// feature; tests pass a `TestClock` and advance it.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable, for duration: C.Duration, clock: C
  ) -> Self {
    debounced(id: id, duration: duration, clock: clock)
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
    throttled(id: id, duration: duration, clock: clock, latest: latest)
  }

  // Disfavored: where both apply (a concrete clock, a file without Foundation), the generic one
  // is taken, as before this overload existed.

  /// Debounces on a clock held as `any Clock<Duration>`, the usual type of a feature's clock.
  ///
  /// The generic ``debounce(id:for:clock:)-(_,_,C)`` cannot take such a clock in a file
  /// that imports Foundation or Glibc, where `clock()` from C is found first; this one can.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration>
  ) -> Self {
    debounced(id: id, duration: duration, clock: clock)  // opens the existential
  }

  /// Throttles on a clock held as `any Clock<Duration>`, the usual type of a feature's clock; see
  /// ``debounce(id:for:clock:)-(_,Duration,_)`` for why it exists.
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration>, latest: Bool = false
  ) -> Self {
    throttled(id: id, duration: duration, clock: clock, latest: latest)  // opens the existential
  }

  private func debounced<C: Clock>(id: some Hashable & Sendable, duration: C.Duration, clock: C) -> Self {
    Effect.concatenate(
      .run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, policy: .latestWins)
  }

  private func throttled<C: Clock>(
    id: some Hashable & Sendable, duration: C.Duration, clock: C, latest: Bool
  ) -> Self {
    Self(
      .throttle(EffectID(id), sleep: { try await clock.sleep(for: duration) }, latest: latest, self))
  }
}
