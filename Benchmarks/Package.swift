// swift-tools-version: 6.2
import PackageDescription

// The benchmarks of swift-mvi, run on demand (never by `swift test`):
//
//     swift run -c release --package-path Benchmarks mvi-benchmarks
let package = Package(
  name: "swift-mvi-benchmarks",
  // The examples' form and onboarding, built here from their sources, carry their localized texts.
  defaultLocalization: "en",
  // Above the library's floor (iOS 17, macOS 14): a tool run on a host, whose barrier and web
  // tabs use `Synchronization.Mutex` (macOS 15).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18), .visionOS(.v2)],
  dependencies: [
    // The trait: case 14 explores a sample with MVIPropertyTesting's explorer.
    .package(name: "swift-mvi", path: "..", traits: ["PropertyTesting"]),
    // Case 10 only: the WebSocket client of the tabs it opens on `mvi-web` (NIO's own upgrader;
    // see `WebTab` for why not HummingbirdWSClient). The same version mvi-web's server runs on.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
  ],
  targets: [
    .executableTarget(
      name: "mvi-benchmarks",
      dependencies: [
        .product(name: "MVI", package: "swift-mvi"), .product(name: "MVIInspector", package: "swift-mvi"),
        .product(name: "MVIPersistence", package: "swift-mvi"),
        .product(name: "MVIPropertyTesting", package: "swift-mvi"),
        "TerminalUI", "ExampleForm", "Onboarding",
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]
    ),
    // Case 9 pastes through the demo's terminal app into its form, and case 14 explores the
    // onboarding. The examples are no products of swift-mvi, so these targets build here from the
    // examples' own sources: `Sources/TerminalUI`, `Sources/ExampleForm` and `Sources/Onboarding`
    // are symbolic links into `../Examples`.
    .target(name: "TerminalUI", dependencies: [.product(name: "MVI", package: "swift-mvi")]),
    .target(
      name: "ExampleForm", dependencies: [.product(name: "MVI", package: "swift-mvi")],
      resources: [.process("Resources")]),
    .target(
      name: "Onboarding",
      dependencies: [
        .product(name: "MVI", package: "swift-mvi"), .product(name: "MVIPersistence", package: "swift-mvi"),
      ],
      resources: [.process("Resources")]),
  ],
  swiftLanguageModes: [.v6]
)
