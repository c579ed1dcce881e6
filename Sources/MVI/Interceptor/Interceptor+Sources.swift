extension Interceptor {
  /// An interceptor that is also told, for every action, whether it came from an intent or
  /// from an effect (`nil` for the other activities).
  ///
  /// ```swift
  /// Interceptor<Search>.withSources { activity, source in
  ///   if case .action(let action, _, _) = activity { print(source!, action) }
  /// }
  /// ```
  ///
  /// An action applied while the store handled an intent (before its `send` returned) is the
  /// intent's; one a running effect sent back is the effect's.
  public static func withSources(
    _ observe: @escaping @MainActor @Sendable (Activity, ActionSource?) -> Void
  ) -> Self {
    Self(withSources: observe)
  }
}
