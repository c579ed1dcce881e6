/// What the onboarding remembers between launches: whether it was finished, and the user's
/// answer to the location prompt.
public struct OnboardingProgress: Codable, Hashable, Sendable {
  /// Whether the user reached the main screen.
  public var finished: Bool
  /// The last answer to the location prompt, if the user was asked.
  public var permission: LocationPermissionStatus?

  /// Creates a progress.
  public init(finished: Bool = false, permission: LocationPermissionStatus? = nil) {
    self.finished = finished
    self.permission = permission
  }
}
