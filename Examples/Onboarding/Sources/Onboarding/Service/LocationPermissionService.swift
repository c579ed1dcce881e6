import MVI

/// Reads and requests the location permission: the one interface the feature calls.
///
/// A plain `Sendable` value of closures, so the feature holds it as a property and tests build
/// one inline:
///
/// ```swift
/// let service = LocationPermissionService(
///   currentStatus: { .notDetermined }, request: { .authorizedWhenInUse })
/// ```
///
/// - ``prompting(_:)``: the live service on Linux, a prompt in the app's own view.
/// - ``answering(_:initialStatus:)``: answers without asking (previews, tests).
///
/// On Apple platforms the live service would wrap `CLLocationManager` the same way: `request`
/// calls `requestWhenInUseAuthorization()` and returns the status its delegate reports.
public struct LocationPermissionService: Sendable {
  /// A short name of the service for the screen, e.g. `prompt` or `--permission denied`.
  public var name: String
  /// The status now, without asking the user.
  public var currentStatus: @Sendable () async -> LocationPermissionStatus
  /// Asks the user (if the platform asks) and returns the resulting status.
  public var request: @Sendable () async -> LocationPermissionStatus

  /// Creates a service from its two functions.
  public init(
    name: String = "custom",
    currentStatus: @escaping @Sendable () async -> LocationPermissionStatus,
    request: @escaping @Sendable () async -> LocationPermissionStatus
  ) {
    self.name = name
    self.currentStatus = currentStatus
    self.request = request
  }
}

extension LocationPermissionService {
  /// The live service on Linux: `request` shows `prompt` in the app's view and waits for the
  /// user's answer.
  ///
  /// An authorized status is returned without asking again. Unlike iOS — where a denied app can
  /// only send the user to the Settings app — a denied or dismissed request asks again on retry.
  /// A dismissed or cancelled request returns the status unchanged.
  public static func prompting(_ prompt: LocationPermissionPrompt) -> Self {
    Self(name: "prompt") {
      prompt.status
    } request: {
      let status = prompt.status
      if status.isAuthorized { return status }
      return await prompt.ask() ?? prompt.status
    }
  }

  /// Answers every request with `answer` without asking anyone, and remembers it: for previews
  /// and tests. (The demo's `--permission` answers the real prompt instead.)
  ///
  /// - Parameters:
  ///   - answer: The status every request returns.
  ///   - initialStatus: The status before the first request.
  public static func answering(
    _ answer: LocationPermissionStatus, initialStatus: LocationPermissionStatus = .notDetermined
  ) -> Self {
    let remembered = RememberedStatus(initialStatus)
    return Self(name: "answers \(answer.rawValue)") {
      remembered.value.withLock { $0 }
    } request: {
      remembered.value.withLock { status in
        status = answer
        return answer
      }
    }
  }
}

/// The status an ``LocationPermissionService/answering(_:initialStatus:)`` service remembers.
private final class RememberedStatus: Sendable {
  let value: ServiceLock<LocationPermissionStatus>

  init(_ status: LocationPermissionStatus) {
    value = ServiceLock(status)
  }
}
