#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The name and version of the session format, in every header.
enum SessionFormat {
  static let name = "swift-mvi session"
  static let version = 1
}

/// The first line of a recorded session.
struct SessionHeader<State: Codable>: Codable {
  var format: String
  var version: Int
  var feature: String
  var initialState: State
}

/// One entry line of a recorded session: exactly one of its keys is set.
struct SessionLine<F: Feature>: Codable
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  var intent: F.Intent?
  var action: F.Action?
  var source: ActionSource?
  var state: F.State?
  var event: F.Event?
  var failure: String?

  /// Sorted keys, so a session's lines are stable and diff well.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  init(_ entry: RecordedSession<F>.Entry) {
    switch entry {
    case .intent(let intent): self.intent = intent
    case .action(let action, let source, let state):
      (self.action, self.source, self.state) = (action, source, state)
    case .event(let event): self.event = event
    case .failure(let failure): self.failure = failure
    }
  }

  var entry: RecordedSession<F>.Entry {
    get throws {
      if let intent { return .intent(intent) }
      if let action, let source, let state { return .action(action, source: source, state: state) }
      if let event { return .event(event) }
      if let failure { return .failure(failure) }
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "no intent, action (with source and state), event or failure")
      )
    }
  }
}
