import DemoCLI
import Foundation
import TestSupport
import Testing

/// Runs the built `mvi-demo` as a user would from a script: no terminal, standard input from a
/// file, output collected.
enum Demo {
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    outputPath: String? = nil
  ) async throws -> BuildProducts.Outcome {
    let demo = try #require(
      BuildProducts.locate("mvi-demo"),
      """
      mvi-demo was not found next to the test binary (MVIDemoTests depends on it, so it is built \
      with the tests); searched \(BuildProducts.searchFolders.map(\.path))
      """)
    // The key of a developer's shell must not reach a test that expects it missing.
    var environment = environment
    if environment["KAKAO_REST_API_KEY"] == nil { environment["KAKAO_REST_API_KEY"] = "" }
    return try await BuildProducts.run(
      demo, arguments, environment: environment, input: input, outputPath: outputPath)
  }

  /// The top-level JSON object `--json` printed.
  static func json(_ outcome: BuildProducts.Outcome) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(outcome.output)")
  }

  /// The arguments of a command line that runs the menu or a sample.
  static func arguments(_ arguments: [String]) throws -> DemoArguments {
    try #require(try DemoCommandLine.parse(arguments).arguments, "\(arguments) asks for text to print")
  }
}
