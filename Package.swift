// swift-tools-version: 6.2
import PackageDescription

// The library alone: its products (`Sources/`) and their tests (`Tests/`). The examples are a
// package of their own (`Examples/`, `swift run --package-path Examples mvi-demo`), and so are
// `Fuzz/` and `Benchmarks/`: a package that depends on this one sees only the library, and the
// examples can use only what an app can (no `package` declaration reaches another package).
//
// The one dependency, swift-property-based, serves the `MVIPropertyTesting` product under the
// opt-in trait `PropertyTesting`: SwiftPM fetches it only for a package that enables the trait.
// This package's own tests need it: `swift test --traits PropertyTesting` (`scripts/test` does).
let package = Package(
  name: "swift-mvi",
  // Observation sets the minimums (iOS 17, macOS 14); what needs newer says so with
  // `@available` (CONTRIBUTING's table; `FloorTests` checks both).
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
  products: [
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "MVITesting", targets: ["MVITesting"]),
    // The live inspector an app attaches to a store: no dependency but `MVI`.
    .library(name: "MVIInspector", targets: ["MVIInspector"]),
    // Property checks of features on swift-property-based; empty without the trait
    // `PropertyTesting`, which a test target's package enables:
    // `.package(url: …, from: …, traits: ["PropertyTesting"])`.
    .library(name: "MVIPropertyTesting", targets: ["MVIPropertyTesting"]),
    // State that outlives the process, shared between stores: no dependency but `MVI`.
    .library(name: "MVIPersistence", targets: ["MVIPersistence"]),
    // The SwiftUI and UIKit adapters, apart from `MVI` so that a mistake in an Apple-only file
    // cannot stop `MVI` from compiling. Empty where SwiftUI / UIKit do not exist.
    .library(name: "MVISwiftUI", targets: ["MVISwiftUI"]),
    .library(name: "MVIUIKit", targets: ["MVIUIKit"]),
  ],
  traits: [
    .trait(
      name: "PropertyTesting",
      description: "MVIPropertyTesting's property checks, on swift-property-based (fetched only with this trait)")
  ],
  dependencies: [
    // MVIPropertyTesting only, under the trait: generators, shrinking and seeds (no dependencies
    // of its own).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    // The library.
    .target(name: "MVI"),
    .target(name: "MVITesting", dependencies: ["MVI"]),
    .target(name: "MVIInspector", dependencies: ["MVI"]),
    // Type-checked on Linux by .ci/apple-typecheck against Tests/AppleModel.
    .target(name: "MVISwiftUI", dependencies: ["MVI"]),
    .target(name: "MVIUIKit", dependencies: ["MVI"]),
    .target(
      name: "MVIPropertyTesting",
      dependencies: [
        "MVI", "MVITesting",
        .product(name: "PropertyBased", package: "swift-property-based", condition: .when(traits: ["PropertyTesting"])),
      ]),
    .target(name: "MVIPersistence", dependencies: ["MVI"]),

    // The library's tests.
    .testTarget(name: "MVITests", dependencies: ["MVI", "MVITesting", "TestSupport", "mvi-stack-probe"]),
    .testTarget(name: "MVITestingTests", dependencies: ["MVI", "MVITesting"]),
    .testTarget(
      name: "MVIInspectorTests", dependencies: ["MVI", "MVIInspector", "MVITesting", "TestSupport"]),
    .testTarget(
      name: "MVIPropertyTestingTests",
      dependencies: [
        "MVI", "MVITesting", "MVIPropertyTesting",
        .product(name: "PropertyBased", package: "swift-property-based", condition: .when(traits: ["PropertyTesting"])),
      ]),
    // The README's and the articles' code, in files that import Foundation as app files do.
    .testTarget(
      name: "DocsTests", dependencies: ["MVI", "MVITesting", "MVIInspector", "MVIPersistence", "TestSupport"]),
    // The features of the article "Using the store from SwiftUI and UIKit", run: the file
    // Tests/READMEScreens type-checks with the article's views, linked into a module of its own.
    .testTarget(name: "SwiftUIAndUIKitArticleTests", dependencies: ["MVI", "MVITesting", "TestSupport"]),
    .target(name: "TestSupport", dependencies: ["MVITesting"], path: "Tests/TestSupport"),
    .executableTarget(name: "mvi-stack-probe", dependencies: ["MVI"], path: "Tests/StackProbe"),
    .testTarget(
      name: "MVIPersistenceTests",
      dependencies: ["MVI", "MVITesting", "MVIPersistence", "TestSupport", "mvi-persistence-probe"]),
    // Writes, reads and updates a persisted value from another process, for MVIPersistenceTests.
    .executableTarget(
      name: "mvi-persistence-probe", dependencies: ["MVIPersistence"], path: "Tests/PersistenceProbe"),
  ],
  swiftLanguageModes: [.v6]
)
