// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-mvi",
  // `isolated deinit` sets the minimums.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18), .visionOS(.v2)],
  products: [
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "MVITesting", targets: ["MVITesting"]),
    .executable(name: "mvi-demo", targets: ["mvi-demo"]),
    // For the benchmarks package (a paste through the terminal app), not a supported API.
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "ExampleForm", targets: ["ExampleForm"]),
  ],
  targets: [
    // The library.
    .target(name: "MVI"),
    .target(name: "MVITesting", dependencies: ["MVI"]),

    // The sample apps and their terminal views.
    .target(name: "TerminalUI", dependencies: ["MVI"]),
    .target(name: "SampleHTTP"),
    .target(
      name: "ImageSearch", dependencies: ["MVI", "SampleHTTP"], resources: [.copy("Resources/offline-catalog.json")]),
    .target(name: "Poster", dependencies: ["MVI", "SampleHTTP", "TerminalUI"]),
    .target(name: "Onboarding", dependencies: ["MVI"]),
    .target(name: "ExampleForm", dependencies: ["MVI"]),
    .target(name: "Feed", dependencies: ["MVI", "SampleHTTP"]),
    .executableTarget(
      name: "mvi-demo", dependencies: ["MVI", "TerminalUI", "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed"]),

    // Tests.
    .testTarget(name: "MVITests", dependencies: ["MVI", "MVITesting", "TestSupport", "mvi-stack-probe"]),
    .testTarget(name: "MVITestingTests", dependencies: ["MVI", "MVITesting"]),
    // The README's and the articles' code, in files that import Foundation as app files do.
    .testTarget(name: "DocsTests", dependencies: ["MVI", "MVITesting"]),
    .testTarget(
      name: "ImageSearchTests", dependencies: ["ImageSearch", "MVI", "MVITesting", "TestSupport", "SampleHTTP"]),
    .testTarget(
      name: "PosterTests", dependencies: ["Poster", "MVI", "MVITesting", "TestSupport", "SampleHTTP", "TerminalUI"]),
    .testTarget(name: "SampleHTTPTests", dependencies: ["SampleHTTP", "MVITesting", "TestSupport"]),
    .target(name: "TestSupport", dependencies: ["MVITesting"], path: "Tests/TestSupport"),
    .testTarget(name: "OnboardingTests", dependencies: ["Onboarding", "MVI", "MVITesting"]),
    .testTarget(name: "ExampleFormTests", dependencies: ["ExampleForm", "MVI", "MVITesting"]),
    .testTarget(name: "FeedTests", dependencies: ["Feed", "MVI", "MVITesting", "TestSupport", "SampleHTTP"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "MVI"]),
    .testTarget(
      name: "MVIDemoTests",
      dependencies: ["mvi-demo", "MVI", "TerminalUI", "Poster", "ExampleForm", "ImageSearch", "Feed", "TestSupport"]),
    .executableTarget(name: "mvi-stack-probe", dependencies: ["MVI"], path: "Tests/StackProbe"),

    // Fuzzing of the parsers that read bytes from outside: `Fuzz/run TARGET` (see Fuzz/README.md).
    .executableTarget(
      name: "mvi-fuzz", dependencies: ["Poster", "ImageSearch", "Feed", "SampleHTTP", "TerminalUI"], path: "Fuzz/Sources"),
    .testTarget(name: "FuzzTests", dependencies: ["mvi-fuzz"]),
  ],
  swiftLanguageModes: [.v6]
)
