extension Store {
  /// Stops the store for good, for a screen that is done while something still holds its store.
  ///
  /// Its running effects are cancelled (what they would send never arrives), its ``events``
  /// sequences and ``states(bufferingPolicy:)`` streams finish, and its subscribers are called no
  /// more: what happens when the store goes away, now. Sends queued behind the one being
  /// processed are dropped. The state stays readable, as it was.
  ///
  /// Every later ``send(_:)-(F.Intent)`` is ignored and reported as ``StopError/sentAfterStop(feature:intent:)``
  /// (to interceptors as a failure, and on standard error); its ``StoreTask`` is finished. A new
  /// subscriber or state stream gets the state once, then finishes. Stopping twice does nothing.
  ///
  /// A scoped store runs nothing of its own: on one, this stops nothing and reports
  /// ``StopError/scopedStore(feature:)``. A child's work ends when it leaves its parent's state.
  public func stop() {
    engine.stop()
  }

  /// Whether ``stop()`` was called on this store, or, for a scoped store, on its root store.
  public var isStopped: Bool { engine.isStopped }
}
