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
  public static var formatVersion: Int { 1 }

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

  /// Reads a session from its JSON Lines.
  ///
  /// - Throws: ``RecordedSessionError`` when the text is not a session of this format version,
  ///   or a line does not decode (with its line number).
  public init(jsonLines text: String) throws {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    guard let first = lines.first else { throw RecordedSessionError.empty }
    let decoder = JSONDecoder()
    let header: SessionHeader<F.State>
    do {
      header = try decoder.decode(SessionHeader<F.State>.self, from: Data(first.utf8))
    } catch {
      throw RecordedSessionError.badLine(1, String(describing: error))
    }
    guard header.format == SessionHeader<F.State>.formatName else {
      throw RecordedSessionError.notASession(header.format)
    }
    guard header.version == Self.formatVersion else {
      throw RecordedSessionError.unsupportedVersion(header.version, supported: Self.formatVersion)
    }
    feature = header.feature
    initialState = header.initialState
    entries = try lines.dropFirst().enumerated().map { index, line in
      do {
        return try decoder.decode(SessionLine<F>.self, from: Data(line.utf8)).entry
      } catch {
        throw RecordedSessionError.badLine(index + 2, String(describing: error))
      }
    }
  }

  /// The session as JSON Lines, as the recorder writes it.
  public func jsonLines() throws -> String {
    let encoder = SessionLine<F>.encoder
    var lines = [
      String(
        decoding: try encoder.encode(
          SessionHeader(
            format: SessionHeader<F.State>.formatName, version: Self.formatVersion, feature: feature,
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
  /// The text has no line.
  case empty
  /// The first line is not a swift-mvi session's header; it names this format.
  case notASession(String)
  /// The session was written in another version of the format.
  case unsupportedVersion(Int, supported: Int)
  /// A line (numbered from 1) does not decode.
  case badLine(Int, String)

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .empty: "The recorded session is empty: it has no header line."
    case .notASession(let format):
      "The first line is not a swift-mvi session's header (format: \"\(format)\")."
    case .unsupportedVersion(let version, let supported):
      "The session was recorded in format version \(version); this library reads version \(supported)."
    case .badLine(let line, let reason): "Line \(line) of the recorded session does not decode: \(reason)"
    }
  }
}
