// swift-tools-version: 6.2
import AppleProductTypes
import PackageDescription

// The samples as one iOS app: open this folder in Xcode (File > Open…,
// `Examples/Apple/MVISamples.swiftpm`) and run it on a simulator. It depends on the examples'
// package (`../..`), whose `*SwiftUI`, `PosterUIKit` and `FeedUIKit` libraries hold the screens,
// without its `Tools` trait, and on the library (`../../..`) for the scene's flush of pending
// saves: the app's graph is the library and those targets, none of the
// command lines' and the server's packages (`.ci/apple-app-dependencies` checks it on Linux, on
// this manifest without its AppleProductTypes part, which exists only in Xcode and Swift
// Playgrounds). Unverified: no Mac has built it yet.
let package = Package(
  name: "MVISamples",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "MVI Samples",
      targets: ["MVISamples"],
      bundleIdentifier: "dev.swift-mvi.samples",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .sparkle),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft],
      capabilities: [
        .locationWhenInUse(
          purposeString: "The onboarding sample asks for your location to show walks near you.")
      ]
    )
  ],
  dependencies: [
    .package(name: "swift-mvi-examples", path: "../..", traits: []),
    // The library itself, for the app's scene: MVISwiftUI's `onBackground` and MVIPersistence's
    // `PendingSaves` (no trait: none of its optional packages).
    .package(name: "swift-mvi", path: "../../..", traits: []),
  ],
  targets: [
    .executableTarget(
      name: "MVISamples",
      dependencies: [
        .product(name: "ImageSearchSwiftUI", package: "swift-mvi-examples"),
        .product(name: "OnboardingSwiftUI", package: "swift-mvi-examples"),
        .product(name: "FeedSwiftUI", package: "swift-mvi-examples"),
        .product(name: "ExampleFormSwiftUI", package: "swift-mvi-examples"),
        .product(name: "PosterUIKit", package: "swift-mvi-examples"),
        .product(name: "FeedUIKit", package: "swift-mvi-examples"),
        .product(name: "MVISwiftUI", package: "swift-mvi"),
        .product(name: "MVIPersistence", package: "swift-mvi"),
      ],
      path: "Sources/MVISamples"
    )
  ],
  swiftLanguageModes: [.v6]
)
