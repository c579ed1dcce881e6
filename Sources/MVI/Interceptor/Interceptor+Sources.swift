extension Interceptor {
  /// An interceptor that is also told, for every action, whether it came from an intent or
  /// from an effect (`nil` for the other activities).
  @available(*, deprecated, renamed: "init(_:)", message: "Use Interceptor { activity, source in … }")
  public static func withSources(
    _ observe: @escaping @MainActor @Sendable (Activity, ActionSource?) -> Void
  ) -> Self {
    Self(observe)
  }
}
