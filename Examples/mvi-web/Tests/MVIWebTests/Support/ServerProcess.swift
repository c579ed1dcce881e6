import Foundation
import TestSupport
import Testing

/// The built `mvi-web` serving on 127.0.0.1 at a port the system picks, for the tests that are its
/// clients; ``stop()`` ends it.
// `@unchecked`: `process` is only read after `init`, and `Process` is safe to terminate from any thread.
final class ServerProcess: @unchecked Sendable {
  /// The port it serves on.
  let port: Int
  private let process: Process

  /// Starts `mvi-web --port 0 --in-memory-state ARGUMENTS` and waits for the line that gives its
  /// address.
  ///
  /// - Parameter descriptors: The descriptors the server may open (`ulimit -n`), if limited.
  init(_ arguments: [String] = [], descriptors: Int? = nil) async throws {
    let server = try #require(
      BuildProducts.locate("mvi-web"),
      "mvi-web was not found next to the test binary; searched \(BuildProducts.searchFolders.map(\.path))")
    let process = Process()
    let command = [server.path, "--port", "0", "--in-memory-state"] + arguments
    if let descriptors {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$@\"", "mvi-web"] + command
    } else {
      process.executableURL = server
      process.arguments = Array(command.dropFirst())
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    let reading = output.fileHandleForReading
    let line = try await onThread { () -> String in
      var text = ""
      while !text.contains("\n") {
        let data = reading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      return text
    }
    guard let range = line.range(of: "http://127.0.0.1:"),
      let port = Int(line[range.upperBound...].prefix { $0.isNumber })
    else {
      process.terminate()
      throw ServerDidNotStart(output: line)
    }
    self.port = port
  }

  /// The server's descriptors open now (Linux's `/proc`), nil elsewhere.
  var openDescriptors: Int? {
    try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count
  }

  /// Ends the server.
  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  struct ServerDidNotStart: Error {
    let output: String
  }
}
