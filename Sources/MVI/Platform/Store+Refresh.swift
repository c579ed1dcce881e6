extension Store {
  /// Sends `intent` and waits until the effects it started have finished: the action of a
  /// pull-to-refresh, whose spinner shows until this returns.
  ///
  /// ```swift
  /// .refreshable { await store.refresh(.refreshPulled) }
  /// ```
  ///
  /// Cancelling the task that awaits this (the platform ends the refresh) cancels those effects.
  public func refresh(_ intent: F.Intent) async {
    await send(intent).finish()
  }
}
