// swift-tools-version: 6.2
// The `#Preview` macro's expansion for `.ci/apple-typecheck`: Xcode ships the real one
// (`PreviewsMacros`, named by SwiftUI's and UIKit's `#externalMacro`), which a Linux machine does not
// have. Ours only puts the preview's body where the compiler type-checks it (see
// Tests/AppleModel/README.md).
// Not part of the library or the samples; built by the script with `swift build --package-path`.
import PackageDescription

let package = Package(
  name: "PreviewsMacros",
  dependencies: [
    // 603 where it can be had: with the Swift 6.3 compiler, a 602 plugin prints "Internal Error:
    // DecodingError.dataCorrupted" each time the compiler closes it (harmless, but in every log).
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0")
  ],
  targets: [
    .executableTarget(
      name: "PreviewsMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    )
  ]
)
