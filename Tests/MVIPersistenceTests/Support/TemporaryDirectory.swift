import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done: tests
/// never touch a user's files.
final class TemporaryDirectory: Sendable {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("mvi-persistence-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    _ = chmod(path, 0o755)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The names in the folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
  }

  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(path)/\(name)")), as: UTF8.self)
  }
}
