#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a recorded session's first line says about it, read without knowing its feature: a tool
/// that replays sessions of several features picks the feature by ``feature``.
///
/// ```swift
/// let header = try RecordedSessionHeader(jsonLines: text)
/// if header.feature == "Editor" { … }
/// ```
public struct RecordedSessionHeader: Sendable, Equatable {
  /// The recorded feature's type name.
  public var feature: String
  /// The format version the session was written in.
  public var version: Int
  /// The header's line in the text (1 unless blank lines come before it).
  public var line: Int

  /// Reads the header of a session's JSON Lines (`\r\n` line ends and blank lines accepted).
  ///
  /// - Throws: ``RecordedSessionError/empty`` for a text with no line,
  ///   ``RecordedSessionError/damagedHeader(line:_:)`` when the first line is not JSON or lacks a
  ///   field of the header, ``RecordedSessionError/notASession(_:)`` for another format, and
  ///   ``RecordedSessionError/unsupportedVersion(_:supported:)`` for another version.
  public init(jsonLines text: String) throws(RecordedSessionError) {
    try self.init(lines: SessionText.lines(of: text, limit: 1))
  }

  init(lines: [SessionText.Line]) throws(RecordedSessionError) {
    struct Fields: Decodable {
      var format: String
      var version: Int
      var feature: String
    }
    guard let first = lines.first else { throw .empty }
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: Data(first.text.utf8))
    } catch {
      // A line of JSON with another `format` is another format's, whatever else it lacks.
      struct Format: Decodable { var format: String }
      if let format = try? JSONDecoder().decode(Format.self, from: Data(first.text.utf8)),
        format.format != SessionFormat.name
      {
        throw .notASession(format.format)
      }
      throw .damagedHeader(line: first.number, SessionText.reason(error))
    }
    guard fields.format == SessionFormat.name else { throw .notASession(fields.format) }
    let supported = SessionFormat.version
    guard fields.version == supported else { throw .unsupportedVersion(fields.version, supported: supported) }
    feature = fields.feature
    version = fields.version
    line = first.number
  }
}
