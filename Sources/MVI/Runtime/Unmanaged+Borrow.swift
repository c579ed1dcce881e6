extension Unmanaged {
  /// Calls `body` with the instance, borrowed: no retain and release, the instance being kept
  /// alive by whoever holds it meanwhile.
  ///
  /// A closure written in this module and passed here is checked as this module's code is, at
  /// compile time; passed to the standard library's `_withUnsafeGuaranteedRef` directly from
  /// main-actor code, it would check at run time, on each call, that it runs on the main actor.
  @inline(__always)
  func borrow<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
