// swift-tools-version: 6.0
import PackageDescription

// The benchmarks of swift-mvi, run on demand (never by `swift test`):
//
//     swift run -c release --package-path Benchmarks mvi-benchmarks
let package = Package(
  name: "swift-mvi-benchmarks",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  dependencies: [
    .package(name: "swift-mvi", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "mvi-benchmarks",
      dependencies: [.product(name: "MVI", package: "swift-mvi")]
    )
  ],
  swiftLanguageModes: [.v6]
)
