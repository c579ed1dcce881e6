// swift-tools-version: 6.2
import PackageDescription

// The examples of swift-mvi, a package of their own on the library (`..`), as an app's package
// would depend on it: only its products, so nothing `package` of the library is reachable here.
// Each folder is laid out like a package, `NAME/Sources/TARGET` and `NAME/Tests/TARGETTests`; see
// README.md for what is a sample, a sample's support library, or an app. From the repository root:
//
//     swift run --package-path Examples mvi-demo
//     swift test --package-path Examples
let package = Package(
  name: "swift-mvi-examples",
  defaultLocalization: "en",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
  products: [
    // For `Fuzz/` (a package of its own), which fuzzes these libraries' parsers. Not for apps.
    .library(name: "ImageSearch", targets: ["ImageSearch"]),
    .library(name: "Feed", targets: ["Feed"]),
    .library(name: "Poster", targets: ["Poster"]),
    .library(name: "SampleHTTP", targets: ["SampleHTTP"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "DemoCLI", targets: ["DemoCLI"]),
    // For `Apple/MVISamples.swiftpm`, the iOS app of the samples' Apple screens.
    .library(name: "ImageSearchSwiftUI", targets: ["ImageSearchSwiftUI"]),
    .library(name: "OnboardingSwiftUI", targets: ["OnboardingSwiftUI"]),
    .library(name: "FeedSwiftUI", targets: ["FeedSwiftUI"]),
    .library(name: "ExampleFormSwiftUI", targets: ["ExampleFormSwiftUI"]),
    .library(name: "PosterUIKit", targets: ["PosterUIKit"]),
    .library(name: "FeedUIKit", targets: ["FeedUIKit"]),
  ],
  // `Tools` (on by default): the command lines, the web server and the samples' tests, with the
  // packages they need. The iOS app (`Apple/MVISamples.swiftpm`) turns it off, so that its graph
  // holds the library and the screens' targets only (`.ci/apple-app-dependencies` checks it).
  traits: [
    .trait(name: "Tools", description: "mvi-demo, mvi-web and the tests, with their dependencies"),
    .default(enabledTraits: ["Tools"]),
  ],
  dependencies: [
    // The library, with its property checks (the samples' tests use them).
    .package(
      name: "swift-mvi", path: "..",
      traits: [.trait(name: "PropertyTesting", condition: .when(traits: ["Tools"]))]),
    // mvi-demo's and mvi-web's command lines.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The samples' property tests write their generators on it.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // mvi-web only (the samples in a browser): the server, its WebSocket and the HTML views.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    // mvi-web's listening errors (`IOError`) and its connections' guard, the version Hummingbird
    // already resolves.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    // The `Logger` of mvi-web's connection channel (`GuardedChannel`), the version Hummingbird resolves.
    .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
  ],
  targets: [
    // Support libraries of the samples: terminal views and one HTTP GET.
    example("TerminalUI", "TerminalUI", dependencies: [mvi]),
    example("SampleHTTP", "SampleHTTP"),

    // The samples: one feature each, with its services and views. Each one's texts are localized
    // in English and Korean (`Resources/{en,ko}.lproj/Localizable.strings`), for the Apple screens.
    example(
      "ImageSearch", "ImageSearch", dependencies: [mvi, persistence, "SampleHTTP"],
      resources: [
        .copy("Resources/offline-catalog.json"), .copy("Resources/OfflineImages"),
        .process("Resources/en.lproj"), .process("Resources/ko.lproj"),
      ]),
    example(
      "Poster", "Poster", dependencies: [mvi, "SampleHTTP", "TerminalUI"], resources: [.process("Resources")]),
    example(
      "Onboarding", "Onboarding", dependencies: [mvi, persistence], resources: [.process("Resources")]),
    example(
      "ExampleForm", "ExampleForm", dependencies: [mvi, persistence], resources: [.process("Resources")]),
    example(
      "Feed", "Feed", dependencies: [mvi, persistence, "SampleHTTP"], resources: [.process("Resources")]),

    // The samples' Apple screens, beside each feature (empty where SwiftUI / UIKit do not exist;
    // `.ci/apple-typecheck` checks them against a model of the Apple declarations they use).
    example("ImageSearch", "ImageSearchSwiftUI", dependencies: ["ImageSearch", mvi, swiftUI]),
    example("Onboarding", "OnboardingSwiftUI", dependencies: ["Onboarding", mvi, swiftUI]),
    example("Feed", "FeedSwiftUI", dependencies: ["Feed", mvi, swiftUI]),
    example("ExampleForm", "ExampleFormSwiftUI", dependencies: ["ExampleForm", mvi, swiftUI]),
    example("Poster", "PosterUIKit", dependencies: ["Poster", mvi, uiKit]),
    example("Feed", "FeedUIKit", dependencies: ["Feed", mvi, uiKit]),

    // The apps. `mvi-demo`: the samples in the terminal; `DemoCLI` is its command line.
    example(
      "mvi-demo", "DemoCLI",
      dependencies: ["Poster", tool("ArgumentParser", "swift-argument-parser")]),
    .executableTarget(
      name: "mvi-demo",
      dependencies: [
        "DemoCLI", mvi, persistence, "TerminalUI", "ImageSearch", "Poster", "Onboarding", "ExampleForm",
        "Feed",
      ],
      path: "mvi-demo/Sources/mvi-demo"),

    // A store of one's own app inspected in one line (`.inspector(feature)`), driven from the
    // standard input; the browser tests open MVIInspector's own page on it.
    .executableTarget(
      name: "inspector-demo", dependencies: [mvi, inspector], path: "inspector-demo/Sources/inspector-demo"),

    // `mvi-replay-diff`: replays the sessions recorded in `Sessions/` through the samples as
    // built now (MVI's `BehaviourDiff`), and reports every step that behaves differently (CI
    // runs it).
    example("mvi-replay-diff", "ReplayDiff", dependencies: [mvi, "ImageSearch"]),
    .executableTarget(
      name: "mvi-replay-diff", dependencies: ["ReplayDiff", mvi],
      path: "mvi-replay-diff/Sources/mvi-replay-diff"),

    // The samples in a browser: `WebUI` (views, one store per tab, the client script) and the
    // `mvi-web` server on Hummingbird. Nothing of mvi-demo depends on them.
    example(
      "mvi-web", "WebUI",
      dependencies: [
        mvi, inspector, persistence, "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed",
        tool("Plot", "Plot"),
      ],
      resources: [.copy("Resources/app.js"), .copy("Resources/app.css")]),
    .executableTarget(
      name: "mvi-web",
      dependencies: [
        "WebUI", inspector, persistence, "ImageSearch", "Poster", "Feed", "Onboarding",
        tool("ArgumentParser", "swift-argument-parser"),
        tool("Hummingbird", "hummingbird"),
        tool("HummingbirdCore", "hummingbird"),
        tool("HummingbirdWebSocket", "hummingbird-websocket"),
        tool("NIOCore", "swift-nio"),
        tool("NIOHTTP1", "swift-nio"),
        tool("NIOWebSocket", "swift-nio"),
        tool("Logging", "swift-log"),
      ],
      path: "mvi-web/Sources/mvi-web"),

    // The tests. `TestSupport`: local servers, closed ports, built programs (its BuildProducts.swift
    // is a link to the library's own, `Tests/TestSupport`), a storage whose writes fail.
    .target(
      name: "TestSupport", dependencies: [testing, persistence], path: "TestSupport/Sources/TestSupport"),
    exampleTests("TerminalUI", "TerminalUITests", dependencies: ["TerminalUI", mvi]),
    exampleTests("SampleHTTP", "SampleHTTPTests", dependencies: ["SampleHTTP", testing, "TestSupport"]),
    exampleTests(
      "ImageSearch", "ImageSearchTests",
      dependencies: ["ImageSearch", mvi, testing, persistence, "TestSupport", "SampleHTTP"] + propertyTesting),
    exampleTests(
      "Poster", "PosterTests",
      dependencies: ["Poster", mvi, testing, "TestSupport", "SampleHTTP", "TerminalUI"] + propertyTesting),
    exampleTests(
      "Onboarding", "OnboardingTests",
      dependencies: ["Onboarding", mvi, testing, persistence, "TestSupport"] + propertyTesting),
    exampleTests(
      "ExampleForm", "ExampleFormTests",
      dependencies: ["ExampleForm", mvi, testing, persistence, "TestSupport"] + propertyTesting),
    exampleTests(
      "Feed", "FeedTests",
      dependencies: ["Feed", mvi, testing, persistence, "TestSupport", "SampleHTTP"] + propertyTesting),
    exampleTests(
      "mvi-web", "WebUITests",
      dependencies: ["WebUI", mvi, inspector, "ImageSearch", "Poster", "Onboarding", "ExampleForm", "Feed"]),
    // Runs the built `mvi-web` as a user would, from the command line.
    exampleTests(
      "mvi-web", "MVIWebTests",
      dependencies: [
        "mvi-web", "TestSupport", "WebUI", tool("Hummingbird", "hummingbird"),
        tool("NIOCore", "swift-nio"), tool("NIOEmbedded", "swift-nio"),
        tool("NIOHTTP1", "swift-nio"),
      ]),
    exampleTests("mvi-demo", "DemoCLITests", dependencies: ["DemoCLI"]),
    exampleTests("mvi-replay-diff", "ReplayDiffTests", dependencies: ["ReplayDiff", mvi, "ImageSearch"]),
    exampleTests("inspector-demo", "InspectorDemoTests", dependencies: ["inspector-demo", mvi, inspector]),
    exampleTests(
      "mvi-demo", "MVIDemoTests",
      dependencies: [
        "mvi-demo", "DemoCLI", mvi, testing, persistence, "TerminalUI", "Poster", "ExampleForm",
        "ImageSearch",
        "Feed", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

/// The library's products, as an app names them.
var mvi: Target.Dependency { .product(name: "MVI", package: "swift-mvi") }
var testing: Target.Dependency { .product(name: "MVITesting", package: "swift-mvi") }
var inspector: Target.Dependency { .product(name: "MVIInspector", package: "swift-mvi") }
var persistence: Target.Dependency { .product(name: "MVIPersistence", package: "swift-mvi") }
var swiftUI: Target.Dependency { .product(name: "MVISwiftUI", package: "swift-mvi") }
var uiKit: Target.Dependency { .product(name: "MVIUIKit", package: "swift-mvi") }
var propertyTesting: [Target.Dependency] {
  [
    .product(name: "MVIPropertyTesting", package: "swift-mvi"),
    tool("PropertyBased", "swift-property-based"),
  ]
}

/// A product of a package only the tools use (the `Tools` trait): not in the iOS app's graph.
func tool(_ name: String, _ package: String) -> Target.Dependency {
  .product(name: name, package: package, condition: .when(traits: ["Tools"]))
}

/// A target of the example in `FOLDER`, in its `Sources/NAME`.
func example(
  _ folder: String, _ name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil
) -> Target {
  .target(name: name, dependencies: dependencies, path: "\(folder)/Sources/\(name)", resources: resources)
}

/// A test target of the example in `FOLDER`, in its `Tests/NAME`.
func exampleTests(_ folder: String, _ name: String, dependencies: [Target.Dependency]) -> Target {
  .testTarget(name: name, dependencies: dependencies, path: "\(folder)/Tests/\(name)")
}
