// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of the Core Location declarations the onboarding's permission service uses, for
// type-checking only (see README.md).
@_exported import Foundation

// https://developer.apple.com/documentation/corelocation/clauthorizationstatus
// `enum CLAuthorizationStatus : Int32, @unchecked Sendable`
@frozen public enum CLAuthorizationStatus: Int32, @unchecked Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4
}

// https://developer.apple.com/documentation/corelocation/cllocationmanager
// `class CLLocationManager` (not Sendable; no actor isolation)
open class CLLocationManager: NSObject {
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/init()
  public override init() { fatalError() }
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/delegate
  weak open var delegate: (any CLLocationManagerDelegate)?
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus-swift.property
  open var authorizationStatus: CLAuthorizationStatus { fatalError() }
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()
  open func requestWhenInUseAuthorization() { fatalError() }
}

@available(*, unavailable)
extension CLLocationManager: @unchecked Sendable {}

// https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate
// `protocol CLLocationManagerDelegate : NSObjectProtocol` (no actor isolation); its methods are
// optional, modelled as requirements with default implementations.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}
