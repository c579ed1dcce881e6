// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-mvi",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "MVITesting", targets: ["MVITesting"]),
    .executable(name: "mvi-demo", targets: ["mvi-demo"]),
  ],
  targets: [
    .target(name: "MVI"),
    .target(name: "MVITesting", dependencies: ["MVI"]),
    .executableTarget(name: "mvi-demo", dependencies: ["MVI"]),
    .executableTarget(name: "mvi-stack-probe", dependencies: ["MVI"], path: "Tests/StackProbe"),
    .testTarget(name: "MVITests", dependencies: ["MVI", "MVITesting", "mvi-stack-probe"]),
  ],
  swiftLanguageModes: [.v6]
)
