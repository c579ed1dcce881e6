/// Whether the app may use the user's location: seed 004's `LocationPermissionStatus`, with the
/// `restricted` case Core Location also has.
public enum LocationPermissionStatus: String, Hashable, Sendable, CaseIterable, Codable {
  /// The user has not been asked yet, or closed the prompt without answering.
  case notDetermined
  /// The user refused.
  case denied
  /// The device does not let the user grant it (parental controls, a device policy).
  case restricted
  /// Allowed at any time.
  case authorizedAlways
  /// Allowed while the app is in use.
  case authorizedWhenInUse

  /// Whether the app may use the location (always or while in use).
  public var isAuthorized: Bool {
    self == .authorizedAlways || self == .authorizedWhenInUse
  }

  /// The status for the screen, in the app's language with the English term.
  public var displayName: String {
    switch self {
    case .notDetermined: return "아직 선택하지 않음 (not determined)"
    case .denied: return "허용 안 함 (denied)"
    case .restricted: return "제한됨 (restricted)"
    case .authorizedAlways: return "항상 허용 (always)"
    case .authorizedWhenInUse: return "앱을 사용하는 동안 허용 (when in use)"
    }
  }
}
