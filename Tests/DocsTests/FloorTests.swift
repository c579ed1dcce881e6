import Foundation
import Testing

/// The floor is Observation's (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1): no manifest
/// rises above it, and the APIs of iOS 18 / macOS 15 appear only in files that gate them with
/// `@available` or `#available` (CONTRIBUTING's table). On Linux the compiler checks neither.
struct FloorTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let floor =
    ".macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)"
  /// The manifests on the floor, with the platforms each must list. (`Benchmarks/` is a host
  /// tool above it on purpose, for `Synchronization.Mutex`: see its manifest.)
  static let manifests = [
    ("Package.swift", floor), ("Examples/Package.swift", floor), ("Fuzz/Package.swift", floor),
    ("Examples/Apple/MVISamples.swiftpm/Package.swift", #".iOS("17.0")"#),
  ]
  /// What iOS 18 / macOS 15 brought that the code could reach for.
  static let newerAPIs = [
    "Atomic<", "Atomic(", "Mutex<", "Mutex(", "isolated deinit", "executorPreference", "TaskExecutor",
    "Observations(", "Observations {",
  ]
  static let folders = ["Sources", "Tests", "Examples", "Fuzz/Sources", "Fuzz/Tests"]

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of `source` that use a newer API, when the file gates nothing with availability.
  static func ungatedUses(in source: String) -> [String] {
    let code = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("//") }
    if code.contains(where: { $0.contains("@available(macOS 15") || $0.contains("#available(macOS 15") }) {
      return []
    }
    return code.filter { line in newerAPIs.contains { line.contains($0) } }
  }

  /// The Swift files of the folders, without build products and without this file.
  static func swiftFiles() -> [String] {
    var paths: [String] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let relative = walk.nextObject() as? String {
        if relative.contains(".build") || relative.contains(".swiftpm/xcode") { continue }
        guard relative.hasSuffix(".swift"), !relative.hasSuffix("FloorTests.swift") else { continue }
        paths.append("\(folder)/\(relative)")
      }
    }
    return paths
  }

  @Test func everyManifestIsOnObservationsFloor() throws {
    for (path, platforms) in Self.manifests {
      let manifest = try Self.read(path)
      #expect(manifest.contains("platforms: [\(platforms)]"), "\(path) does not list \(platforms)")
    }
    let consumers = try Self.read(".ci/consumer")
    #expect(consumers.components(separatedBy: "platforms: [").count - 1 == 4)
    #expect(consumers.components(separatedBy: "platforms: [.macOS(.v14), .iOS(.v17)]").count - 1 == 4)
  }

  @Test func newerAPIsAppearOnlyInFilesThatGateThem() throws {
    let files = Self.swiftFiles()
    #expect(files.count > 100, "the walk found the sources")
    for path in files {
      let uses = Self.ungatedUses(in: try Self.read(path))
      #expect(uses.isEmpty, "\(path) uses an API of iOS 18 / macOS 15 without @available:\n\(uses)")
    }
  }

  @Test func theCheckNoticesAPlantedUse() throws {
    let planted = "enum Stamp {\n  static let counter = Atomic<UInt64>(0)\n}"
    #expect(Self.ungatedUses(in: planted) == ["static let counter = Atomic<UInt64>(0)"])
    #expect(Self.ungatedUses(in: "// an `Atomic<Int>` in a comment\nlet x = 1").isEmpty)
    let gated = "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)\n" + planted
    #expect(Self.ungatedUses(in: gated).isEmpty)
  }
}
