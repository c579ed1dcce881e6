// swift-tools-version: 6.2
import AppleProductTypes
import PackageDescription

// The five samples as one iOS app: open this folder in Xcode (File > Open…,
// `Examples/Apple/MVISamples.swiftpm`) and run it on a simulator. It depends on the examples'
// package (`../..`), whose `*SwiftUI` and `PosterUIKit` libraries hold the screens; `swift build`
// on Linux never reads this manifest (AppleProductTypes exists only in Xcode and Swift
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
  dependencies: [.package(name: "swift-mvi-examples", path: "../..")],
  targets: [
    .executableTarget(
      name: "MVISamples",
      dependencies: [
        .product(name: "ImageSearchSwiftUI", package: "swift-mvi-examples"),
        .product(name: "OnboardingSwiftUI", package: "swift-mvi-examples"),
        .product(name: "FeedSwiftUI", package: "swift-mvi-examples"),
        .product(name: "ExampleFormSwiftUI", package: "swift-mvi-examples"),
        .product(name: "PosterUIKit", package: "swift-mvi-examples"),
      ],
      path: "Sources/MVISamples"
    )
  ],
  swiftLanguageModes: [.v6]
)
