// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of the Core Location declarations the onboarding's permission service uses, for
// type-checking only (see README.md).
//
// Where they come from: the public copy of the iOS 18.0 SDK (github.com/xybp888/iOS-SDKs, commit
// 88fdca9de873) has no CLLocationManager.h and no CoreLocation Swift interface. Its
// iPhoneOS18.0.sdk/System/Library/Frameworks/CoreLocation.framework holds CoreLocation.tbd and
// three unrelated headers (CLMonitor.h, CLMonitoringEvent.h, CLServiceSession.h). The .tbd only
// proves the class exists: its `objc-classes` list for `[ armv7-ios, armv7s-ios, arm64-ios,
// arm64e-ios ]` has `… CLLocation, CLLocationGnssOdometerInfo, CLLocationIndependenceAssertion,
// CLLocationManager, CLLocationManagerGathering, …`. (A protocol or an enum has no symbol there.)
// So each signature below is the one on its current page on developer.apple.com (the Xcode 26
// SDK's), as the importer maps the header, and says so. None of the pages shows an actor or
// `Sendable`: the class and the protocol are nonisolated.
@_exported import Foundation

// https://developer.apple.com/documentation/corelocation/clauthorizationstatus (iOS 2.0+):
// `enum CLAuthorizationStatus`. Its raw type and cases are from Apple's iOS 8.2 API diffs
// (https://developer.apple.com/library/ios/releasenotes/General/iOS82APIDiffs/modules/CoreLocation.html:
// `enum CLAuthorizationStatus : Int32 { case NotDetermined case Restricted case Denied case
// AuthorizedAlways case AuthorizedWhenInUse }`: in that order, so 0 to 4, with today's
// lower-case names from the cases' pages). A C enum imports `@unchecked Sendable` and open, not `@frozen`: a switch over it needs
// `@unknown default` on Apple (CoreLocationPermissions has one). The deprecated
// `static var authorized` (iOS 2.0–8.0) is not modelled.
public enum CLAuthorizationStatus: Int32, @unchecked Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4
}

// https://developer.apple.com/documentation/corelocation/cllocationmanager (iOS 2.0+):
// `class CLLocationManager`, NSObject's subclass, with no actor and not `Sendable`.
open class CLLocationManager: NSObject {
  // The `init()` it has from NSObject (Core Location has no page of its own for it).
  public override init() { fatalError() }
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/delegate (iOS 2.0+):
  // `weak var delegate: (any CLLocationManagerDelegate)? { get set }`
  weak open var delegate: (any CLLocationManagerDelegate)?
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus-swift.property
  // (iOS 14.0+, macOS 11.0+, tvOS 14.0+, watchOS 7.0+):
  // `var authorizationStatus: CLAuthorizationStatus { get }`
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  open var authorizationStatus: CLAuthorizationStatus { fatalError() }
  // https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()
  // (iOS 8.0+, macOS 10.15+, tvOS 9.0+, watchOS 2.0+): `func requestWhenInUseAuthorization()`
  @available(iOS 8.0, macOS 10.15, tvOS 9.0, watchOS 2.0, *)
  open func requestWhenInUseAuthorization() { fatalError() }
}

// Not `Sendable`, made explicit: whether CLLocationManager.h is audited for sendability (which
// would declare this unavailable conformance) the public copy cannot show, so the model takes the
// stricter form, under which the class can never cross an isolation boundary, not even from code
// that imports Core Location `@preconcurrency`.
@available(*, unavailable)
extension CLLocationManager: @unchecked Sendable {}

// https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate (iOS 2.0+):
// `protocol CLLocationManagerDelegate : NSObjectProtocol`, with no actor. Its methods are
// Objective-C `optional` requirements, modelled as requirements with default implementations
// (README.md, "What Linux cannot express").
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)
  // (iOS 14.0+, macOS 11.0+, tvOS 14.0+, watchOS 7.0+):
  // `optional func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)`
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}
