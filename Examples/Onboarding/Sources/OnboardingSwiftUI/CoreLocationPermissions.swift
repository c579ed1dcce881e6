#if canImport(CoreLocation)
  import CoreLocation
  import Onboarding

  /// Asks Core Location for the when-in-use permission and waits for the answer its delegate
  /// reports: the live `LocationPermissionService` on Apple platforms.
  @MainActor
  final class CoreLocationPermissions: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var waiting: [CheckedContinuation<LocationPermissionStatus, Never>] = []

    override init() {
      super.init()
      manager.delegate = self
    }

    /// The status now, without asking.
    var status: LocationPermissionStatus { Self.status(manager.authorizationStatus) }

    /// Asks when the user has not decided yet, and returns the status the delegate reports.
    func request() async -> LocationPermissionStatus {
      guard manager.authorizationStatus == .notDetermined else { return status }
      return await withCheckedContinuation { continuation in
        waiting.append(continuation)
        manager.requestWhenInUseAuthorization()
      }
    }

    /// Called on the main thread, where the manager was made, when the user answers.
    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      let status = Self.status(manager.authorizationStatus)
      Task { @MainActor in self.answer(status) }
    }

    private func answer(_ status: LocationPermissionStatus) {
      guard status != .notDetermined else { return }
      let waiting = self.waiting
      self.waiting = []
      for continuation in waiting { continuation.resume(returning: status) }
    }

    nonisolated private static func status(_ status: CLAuthorizationStatus) -> LocationPermissionStatus {
      switch status {
      case .notDetermined: .notDetermined
      case .restricted: .restricted
      case .denied: .denied
      case .authorizedAlways: .authorizedAlways
      case .authorizedWhenInUse: .authorizedWhenInUse
      @unknown default: .denied
      }
    }
  }

  extension LocationPermissionService {
    /// The live service on Apple platforms: Core Location's when-in-use permission.
    @MainActor
    public static func coreLocation() -> Self {
      let permissions = CoreLocationPermissions()
      return Self(name: "Core Location") {
        await permissions.status
      } request: {
        await permissions.request()
      }
    }
  }
#endif
