/// A value moved into a `@Sendable` closure that only the main actor uses.
@usableFromInline
struct MainActorBox<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(value: Value) {
    self.value = value
  }
}
