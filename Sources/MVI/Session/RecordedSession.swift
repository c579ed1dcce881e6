#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A store's session as ``Interceptor/recording(to:)`` writes it: the initial state, then every
/// intent, action (with its source and the state after it), event and failure, in order.
///
/// The file is JSON Lines: a header line, then one line an entry:
///
/// ```
/// {"feature":"ImageSearch","format":"swift-mvi session","initialState":{…},"version":1}
/// {"intent":{"queryChanged":{"_0":"cat"}}}
/// {"action":{"queryUpdated":{"_0":"cat"}},"source":"intent","state":{…}}
/// ```
public struct RecordedSession<F: Feature>
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// The version of the format this library writes and reads.
  public static var formatVersion: Int { SessionFormat.version }

  /// One thing that happened.
  public enum Entry {
    /// An intent was sent.
    case intent(F.Intent)
    /// An action was applied; `state` is the state after it.
    case action(F.Action, source: ActionSource, state: F.State)
    /// An event was emitted.
    case event(F.Event)
    /// An effect threw an error no `catch` took; its description.
    case failure(String)
  }

  /// The feature's type name, as recorded.
  public var feature: String
  /// The state the store had when recording started.
  public var initialState: F.State
  /// Everything that happened, in order.
  public var entries: [Entry]

  /// Creates a session.
  public init(feature: String = String(describing: F.self), initialState: F.State, entries: [Entry]) {
    self.feature = feature
    self.initialState = initialState
    self.entries = entries
  }

  /// Reads a session from its JSON Lines, as a person or a tool may have left them: lines may
  /// end in `\r\n`, and blank lines are skipped (a reported line number is still the line's
  /// number in the text).
  ///
  /// - Throws: ``RecordedSessionError``: ``RecordedSessionError/empty`` when the text has no
  ///   line, ``RecordedSessionError/damagedHeader(line:_:)`` when the first line is not a header
  ///   (not JSON, or a field missing), ``RecordedSessionError/notASession(_:)`` or
  ///   ``RecordedSessionError/unsupportedVersion(_:supported:)`` for another format, and
  ///   ``RecordedSessionError/badLine(_:_:)`` with its number for an entry that does not decode.
  public init(jsonLines text: String) throws {
    let lines = SessionText.lines(of: text)
    let peeked = try RecordedSessionHeader(lines: lines)
    let decoder = JSONDecoder()
    let header: SessionHeader<F.State>
    do {
      header = try decoder.decode(SessionHeader<F.State>.self, from: Data(lines[0].text.utf8))
    } catch {
      throw RecordedSessionError.damagedHeader(line: peeked.line, SessionText.reason(error))
    }
    feature = header.feature
    initialState = header.initialState
    entries = try lines.dropFirst().map { line in
      do {
        return try decoder.decode(SessionLine<F>.self, from: Data(line.text.utf8)).entry
      } catch {
        throw RecordedSessionError.badLine(line.number, SessionText.reason(error))
      }
    }
    entryLines = lines.dropFirst().map(\.number)
  }

  /// The line of each entry in the text the session was read from (the header is line 1 when
  /// nothing comes before it); empty for a session made otherwise.
  var entryLines: [Int] = []

  /// The line of the entry at `index`: where it was read from, or where ``jsonLines()`` writes it.
  func line(ofEntry index: Int) -> Int {
    entryLines.count == entries.count ? entryLines[index] : index + 2
  }

  /// The session as JSON Lines, as the recorder writes it.
  public func jsonLines() throws -> String {
    let encoder = SessionLine<F>.encoder
    var lines = [
      String(
        decoding: try encoder.encode(
          SessionHeader(
            format: SessionFormat.name, version: Self.formatVersion, feature: feature,
            initialState: initialState)), as: UTF8.self)
    ]
    for entry in entries {
      lines.append(String(decoding: try encoder.encode(SessionLine<F>(entry)), as: UTF8.self))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension RecordedSession.Entry: Sendable where F.State: Sendable, F.Intent: Sendable {}

/// Why a recorded session could not be read.
public enum RecordedSessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text has no line (or only blank ones).
  case empty
  /// The first line (numbered from 1 in the text) is not a session's header: not JSON, or a
  /// field of the header is missing or of the wrong type; why.
  case damagedHeader(line: Int, String)
  /// The first line is a header of another format; it names this format.
  case notASession(String)
  /// The session was written in another version of the format.
  case unsupportedVersion(Int, supported: Int)
  /// A line (numbered from 1, blank lines counted) does not decode.
  case badLine(Int, String)

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .empty: "The recorded session is empty: it has no header line."
    case .damagedHeader(let line, let reason):
      "The header (line \(line)) of the recorded session is damaged: \(reason)"
    case .notASession(let format):
      "The first line is not a swift-mvi session's header (format: \"\(format)\")."
    case .unsupportedVersion(let version, let supported):
      "The session was recorded in format version \(version); this library reads version \(supported)."
    case .badLine(let line, let reason): "Line \(line) of the recorded session does not decode: \(reason)"
    }
  }
}
