/// A value moved into a `@Sendable` closure that only the main actor uses (a key path into the
/// state, which is not `Sendable`).
struct MainActorBox<Value>: @unchecked Sendable {
  // `@unchecked` is sound while every read happens on the main actor, where the store runs the
  // closures that hold a box; `value` checks that in debug builds.
  let stored: Value

  init(value: Value) {
    stored = value
  }

  /// The value; reading it off the main actor is a programming error (asserted in debug builds).
  var value: Value {
    MainActor.assertIsolated("MainActorBox is read only on the main actor")
    return stored
  }
}
