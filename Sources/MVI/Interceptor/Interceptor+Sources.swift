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
  /// An action applied in the task that sent the latest intent, with no effect's action in
  /// between, is the intent's; any other is an effect's: effects run in tasks of their own.
  public static func withSources(
    _ observe: @escaping @MainActor @Sendable (Activity, ActionSource?) -> Void
  ) -> Self {
    let tracker = MainActorSourceTracker()
    return Self { activity in
      observe(activity, tracker.source(of: activity))
    }
  }
}

/// Tells an intent's actions from an effect's by the task they are applied in.
@MainActor
final class MainActorSourceTracker {
  // The task that sent the latest intent (0 when sent outside any task), while the actions
  // that follow can still be its own.
  private var intentTask: Int?

  nonisolated init() {}

  func source<F: Feature>(of activity: Interceptor<F>.Activity) -> ActionSource? {
    let task = withUnsafeCurrentTask { $0?.hashValue ?? 0 }
    switch activity {
    case .intent:
      intentTask = task
      return nil
    case .action:
      if intentTask == task { return .intent }
      intentTask = nil
      return .effect
    case .event, .failure:
      return nil
    }
  }
}
