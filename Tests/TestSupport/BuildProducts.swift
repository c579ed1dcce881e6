import Foundation
import Testing

/// Finds what the package built next to the running test binary, and runs programs.
package enum BuildProducts {
  /// The folders the test binary may live in, innermost first.
  package static var searchFolders: [URL] {
    var starts: [URL] = []
    if let first = CommandLine.arguments.first {
      starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
    }
    if let executable = Bundle.main.executableURL { starts.append(executable.resolvingSymlinksInPath()) }
    starts.append(Bundle.main.bundleURL.resolvingSymlinksInPath())
    #if os(Linux)
      starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
    #endif
    var folders: [URL] = []
    for start in starts {
      var folder = start.deletingLastPathComponent()
      while folder.path != "/", !folder.path.isEmpty {
        if !folders.contains(folder) { folders.append(folder) }
        folder = folder.deletingLastPathComponent()
      }
    }
    return folders
  }

  /// The first folder next to the test binary that holds `relativePath`.
  package static func locate(_ relativePath: String) -> URL? {
    searchFolders.lazy
      .map { $0.appendingPathComponent(relativePath) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// A program found on the `PATH`.
  package static func onPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// How a program ended and what it printed.
  package struct Outcome: Sendable {
    /// The exit status.
    package var status: Int32
    /// Standard output.
    package var output: String
    /// Standard error.
    package var errors: String
  }

  /// Runs a program to its end, with its standard output and error collected in files.
  ///
  /// - Parameters:
  ///   - environment: Variables added to (or replacing) this process's environment.
  ///   - input: The program's standard input; empty input when nil.
  ///   - outputPath: A file to send standard output to (e.g. `/dev/full`) instead of collecting it.
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    outputPath: String? = nil
  ) async throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvi-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let inputURL = folder.appendingPathComponent("stdin")
    _ = FileManager.default.createFile(atPath: inputURL.path, contents: Data((input ?? "").utf8))
    let inputHandle = try FileHandle(forReadingFrom: inputURL)
    let output = try FileHandle(forWritingTo: outputPath.map { URL(fileURLWithPath: $0) } ?? outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = inputHandle
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let status = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Int32, any Error>) in
      process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    try output.close()
    try errors.close()
    try inputHandle.close()
    return Outcome(
      status: status,
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
  }

  /// Type-checks Swift source against the built `MVI` module, in Swift 6 mode.
  package static func typecheck(_ source: String) async throws -> Outcome {
    let modules = try #require(
      locate("Modules/MVI.swiftmodule")?.deletingLastPathComponent()
        ?? locate("MVI.swiftmodule")?
        .deletingLastPathComponent(),
      "MVI.swiftmodule not found next to the test binary; searched \(searchFolders.map(\.path))")
    let swiftc = try #require(onPath("swiftc"), "swiftc not found on the PATH")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvi-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Client.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try await run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
  }
}
