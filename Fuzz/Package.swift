// swift-tools-version: 6.2
import PackageDescription

// Fuzzing of the parsers that read bytes from outside (see README.md), a package of its own:
//
//     Fuzz/run TARGET [SECONDS]                 libFuzzer, from the repository root
//     swift test --package-path Fuzz            replays the committed corpus
//
// The examples' parsers come from the examples' package; the inspector's HTTP request parser,
// which is not MVIInspector's API, is built here from the library's own files
// (`Sources/InspectorHTTP` holds links to them), as Benchmarks/ builds two examples.
let package = Package(
  name: "swift-mvi-fuzz",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
  dependencies: [
    // With the trait the examples enable: one package in a graph has one set of traits.
    .package(name: "swift-mvi", path: "..", traits: ["PropertyTesting"]),
    .package(name: "swift-mvi-examples", path: "../Examples"),
  ],
  targets: [
    .target(name: "InspectorHTTP"),
    .executableTarget(
      name: "mvi-fuzz",
      dependencies: [
        .product(name: "MVI", package: "swift-mvi"), "InspectorHTTP",
        .product(name: "Poster", package: "swift-mvi-examples"),
        .product(name: "ImageSearch", package: "swift-mvi-examples"),
        .product(name: "Feed", package: "swift-mvi-examples"),
        .product(name: "SampleHTTP", package: "swift-mvi-examples"),
        .product(name: "TerminalUI", package: "swift-mvi-examples"),
        .product(name: "DemoCLI", package: "swift-mvi-examples"),
      ]),
    .testTarget(name: "FuzzTests", dependencies: ["mvi-fuzz"]),
  ],
  swiftLanguageModes: [.v6]
)
