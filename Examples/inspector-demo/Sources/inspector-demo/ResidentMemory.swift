import Foundation

/// The process's resident memory, for the `stats` command (Linux: `/proc/self/status`).
enum ResidentMemory {
  /// The resident bytes, or `nil` where `/proc` is not there.
  static func bytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
      return kilobytes.map { $0 * 1_024 }
    }
    return nil
  }
}
