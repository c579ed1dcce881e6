// swift-tools-version: 6.0
import PackageDescription

// The library is `Sources/` (its products) with its tests in `Tests/`. Everything under `Examples/`
// — the sample apps, their terminal views, `mvi-demo` — and `Fuzz/` builds here too, for
// `swift run mvi-demo` and `swift test`, but is no product: a package that depends on `MVI` builds
// only the library and fetches none of the examples' dependencies.
let package = Package(
  name: "swift-mvi",
  // `isolated deinit` sets the minimums.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18), .visionOS(.v2)],
  products: [
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "MVITesting", targets: ["MVITesting"]),
    // The live inspector an app attaches to a store: no dependency but `MVI` (a product's
    // dependencies are fetched by every package that uses any product of this one).
    .library(name: "MVIInspector", targets: ["MVIInspector"]),
    // Issue 26: the SwiftUI and UIKit adapters, apart from `MVI` so that a mistake in an
    // Apple-only file cannot stop `MVI` from compiling. Empty where SwiftUI / UIKit do not exist.
    .library(name: "MVISwiftUI", targets: ["MVISwiftUI"]),
    .library(name: "MVIUIKit", targets: ["MVIUIKit"]),
  ],
  dependencies: [
    // mvi-demo's and mvi-web's command lines only.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The MVIPropertyTesting target only: generators, shrinking and seeds (no dependencies of its own).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // mvi-web only (the samples in a browser): the server, its WebSocket and the HTML views.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    // mvi-web's listening errors (`IOError`), the version Hummingbird already resolves.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
  ],
  targets: [
    // The library.
    .target(name: "MVI"),
    .target(name: "MVITesting", dependencies: ["MVI"]),
    .target(name: "MVIInspector", dependencies: ["MVI"]),
    // Issue 26: type-checked on Linux by .ci/apple-typecheck against Tests/AppleModel.
    .target(name: "MVISwiftUI", dependencies: ["MVI"]),
    .target(name: "MVIUIKit", dependencies: ["MVI"]),
    // Property checks of features, used by the samples' tests. Not a product: a product's
    // dependency is fetched by every package that uses any product of this one (see Testing.md).
    .target(
      name: "MVIPropertyTesting",
      dependencies: ["MVI", "MVITesting", .product(name: "PropertyBased", package: "swift-property-based")]),

    // The library's tests.
    .testTarget(name: "MVITests", dependencies: ["MVI", "MVITesting", "TestSupport", "mvi-stack-probe"]),
    .testTarget(name: "MVITestingTests", dependencies: ["MVI", "MVITesting"]),
    .testTarget(
      name: "MVIInspectorTests", dependencies: ["MVI", "MVIInspector", "MVITesting", "TestSupport"]),
    .testTarget(
      name: "MVIPropertyTestingTests",
      dependencies: [
        "MVI", "MVITesting", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    // The README's and the articles' code, in files that import Foundation as app files do.
    .testTarget(
      name: "DocsTests",
      dependencies: [
        "MVI", "MVITesting", "MVIInspector", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(name: "TestSupport", dependencies: ["MVITesting"], path: "Tests/TestSupport"),
    .executableTarget(name: "mvi-stack-probe", dependencies: ["MVI"], path: "Tests/StackProbe"),

    // The examples: each folder of `Examples/` is laid out as a package, `Sources/TARGET` and
    // `Tests/TARGETTests`.
    example("TerminalUI", "TerminalUI", dependencies: ["MVI"]),
    example("SampleHTTP", "SampleHTTP"),
    example(
      "ImageSearch", "ImageSearch", dependencies: ["MVI", "SampleHTTP"],
      resources: [.copy("Resources/offline-catalog.json")]),
    example("Poster", "Poster", dependencies: ["MVI", "SampleHTTP", "TerminalUI"]),
    example("Onboarding", "Onboarding", dependencies: ["MVI"]),
    example("ExampleForm", "ExampleForm", dependencies: ["MVI"]),
    example("Feed", "Feed", dependencies: ["MVI", "SampleHTTP"]),
    // Issue 26: the samples' Apple screens, beside each feature (empty on Linux, where
    // .ci/apple-typecheck checks them); Examples/Apple/MVISamples.swiftpm is the app of all five.
    example("ImageSearch", "ImageSearchSwiftUI", dependencies: ["ImageSearch", "MVI", "MVISwiftUI"]),
    example("Onboarding", "OnboardingSwiftUI", dependencies: ["Onboarding", "MVI", "MVISwiftUI"]),
    example("Feed", "FeedSwiftUI", dependencies: ["Feed", "MVI", "MVISwiftUI"]),
    example("ExampleForm", "ExampleFormSwiftUI", dependencies: ["ExampleForm", "MVI", "MVISwiftUI"]),
    example("Poster", "PosterUIKit", dependencies: ["Poster", "MVI", "MVIUIKit"]),
    example(
      "mvi-demo", "DemoCLI",
      dependencies: ["Poster", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .executableTarget(
      name: "mvi-demo",
      dependencies: [
        "DemoCLI", "MVI", "TerminalUI", "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed",
      ],
      path: "Examples/mvi-demo/Sources/mvi-demo"),

    // A store of one's own app inspected in one line (`.inspector(feature)`), driven from the
    // standard input; the browser tests open MVIInspector's own page on it.
    .executableTarget(
      name: "inspector-demo", dependencies: ["MVI", "MVIInspector"],
      path: "Examples/inspector-demo/Sources/inspector-demo"),

    // The samples in a browser: `WebUI` (views, one store per tab, the client script) and the
    // `mvi-web` server on Hummingbird. Nothing of mvi-demo depends on them.
    example(
      "mvi-web", "WebUI",
      dependencies: [
        "MVI", "MVIInspector", "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed",
        .product(name: "Plot", package: "Plot"),
      ],
      resources: [.copy("Resources/app.js"), .copy("Resources/app.css")]),
    .executableTarget(
      name: "mvi-web",
      dependencies: [
        "WebUI", "MVIInspector", "ImageSearch", "Poster", "Feed",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      path: "Examples/mvi-web/Sources/mvi-web"),

    exampleTests("TerminalUI", "TerminalUITests", dependencies: ["TerminalUI", "MVI"]),
    exampleTests("SampleHTTP", "SampleHTTPTests", dependencies: ["SampleHTTP", "MVITesting", "TestSupport"]),
    exampleTests(
      "ImageSearch", "ImageSearchTests",
      dependencies: ["ImageSearch", "MVI", "MVITesting", "TestSupport", "SampleHTTP", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based")]),
    exampleTests(
      "Poster", "PosterTests",
      dependencies: ["Poster", "MVI", "MVITesting", "TestSupport", "SampleHTTP", "TerminalUI", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based")]),
    exampleTests("Onboarding", "OnboardingTests", dependencies: ["Onboarding", "MVI", "MVITesting", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based")]),
    exampleTests("ExampleForm", "ExampleFormTests", dependencies: ["ExampleForm", "MVI", "MVITesting", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based")]),
    exampleTests(
      "Feed", "FeedTests", dependencies: ["Feed", "MVI", "MVITesting", "TestSupport", "SampleHTTP", "MVIPropertyTesting", .product(name: "PropertyBased", package: "swift-property-based")]),
    exampleTests(
      "mvi-web", "WebUITests",
      dependencies: [
        "WebUI", "MVI", "MVIInspector", "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed",
      ]),
    // Runs the built `mvi-web` as a user would, from the command line.
    exampleTests("mvi-web", "MVIWebTests", dependencies: ["mvi-web", "TestSupport"]),
    exampleTests("mvi-demo", "DemoCLITests", dependencies: ["DemoCLI"]),
    exampleTests("inspector-demo", "InspectorDemoTests", dependencies: ["inspector-demo", "MVI", "MVIInspector"]),
    exampleTests(
      "mvi-demo", "MVIDemoTests",
      dependencies: [
        "mvi-demo", "DemoCLI", "MVI", "TerminalUI", "Poster", "ExampleForm", "ImageSearch", "Feed",
        "TestSupport",
      ]),

    // Fuzzing of the parsers that read bytes from outside: `Fuzz/run TARGET` (see Fuzz/README.md).
    .executableTarget(
      name: "mvi-fuzz",
      dependencies: [
        "MVI", "MVIInspector", "Poster", "ImageSearch", "Feed", "SampleHTTP", "TerminalUI", "DemoCLI",
      ],
      path: "Fuzz/Sources/mvi-fuzz"),
    .testTarget(name: "FuzzTests", dependencies: ["mvi-fuzz"], path: "Fuzz/Tests/FuzzTests"),
  ],
  swiftLanguageModes: [.v6]
)

/// A target of the example in `Examples/FOLDER`, in its `Sources/NAME`.
func example(
  _ folder: String, _ name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil
) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Examples/\(folder)/Sources/\(name)", resources: resources)
}

/// A test target of the example in `Examples/FOLDER`, in its `Tests/NAME`.
func exampleTests(_ folder: String, _ name: String, dependencies: [Target.Dependency]) -> Target {
  .testTarget(name: name, dependencies: dependencies, path: "Examples/\(folder)/Tests/\(name)")
}
