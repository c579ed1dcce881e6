/// Writes a session as a Swift Testing regression test: the session inline, replayed through the
/// feature's `reduce` by MVITesting's `assertReplays` (every recorded state compared), laid out
/// as `swift format` lays it out (`Tests/DocsTests/InspectedScoreboardSession.swift` is one).
enum RegressionTest {
  /// The test's source.
  ///
  /// - Parameters:
  ///   - session: The session's JSON Lines.
  ///   - featureType: The feature's type name, `ImageSearch`.
  ///   - featureExpression: How the test makes the feature, `ImageSearch(service: .offline())`.
  static func swift(session: String, featureType: String, featureExpression: String) -> String {
    let delimiter = rawDelimiter(for: session)
    let indented = session.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "      " + $0 }
      .joined(separator: "\n")
    let name = featureType.filter { $0.isLetter || $0.isNumber }
    return """
      import MVI
      import MVITesting
      import Testing

      /// A session copied from the inspector: its actions, folded through `reduce`, must give the
      /// states the store had.
      @Test func inspected\(name)SessionReplays() throws {
        let session = try RecordedSession<\(featureType)>(
          jsonLines: \(delimiter)\"\"\"
      \(indented)      \"\"\"\(delimiter))
        assertReplays(session, through: \(featureExpression))
      }

      """
  }

  /// Enough `#`s that the raw string literal neither ends nor escapes inside the text.
  static func rawDelimiter(for text: String) -> String {
    var delimiter = "#"
    while text.contains("\"" + delimiter) || text.contains("\\" + delimiter) {
      delimiter += "#"
    }
    return delimiter
  }
}
