import Foundation
import TestSupport
import Testing

/// The `mvi-persistence-probe` program, built with the tests, run in processes of its own.
enum Probe {
  static func executable() throws -> URL {
    try #require(
      BuildProducts.locate("mvi-persistence-probe"),
      "mvi-persistence-probe was not found next to the test binary; searched \(BuildProducts.searchFolders.map(\.path))"
    )
  }

  /// Runs the probe to its end.
  static func run(_ arguments: [String]) async throws -> BuildProducts.Outcome {
    try await BuildProducts.run(try executable(), arguments)
  }

  /// Runs `body` on a thread of its own, so that its blocking reads and waits never hold a thread
  /// of the cooperative pool.
  static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  /// Starts `write-loop`, lets it finish `writes` writes (as it reports them), and kills it with
  /// SIGKILL at once, in the middle of the next write or wherever it is.
  static func killWriter(directory: String, key: String, after writes: Int) throws {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = ["write-loop", directory, key]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var lines = 0
    while lines < writes {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }  // it ended on its own: the caller finds out from the file
      lines += data.filter { $0 == UInt8(ascii: "\n") }.count
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

extension Probe {
  /// Starts the probe and returns once it printed a line, for a probe that then stays (`hold`);
  /// the caller kills it.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    while true {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty || data.contains(UInt8(ascii: "\n")) { break }
    }
    return process
  }
}
