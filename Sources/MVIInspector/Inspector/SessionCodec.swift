import Foundation
import MVI

/// Reads and writes an inspector's history in the recording format (``RecordedSession``); only
/// features whose types are all `Codable` have one.
struct SessionCodec<F: Feature> {
  /// The history as a session's JSON Lines, its base as the initial state.
  let export: (_ base: F.State, _ steps: [InspectorStep<F>], _ feature: String) throws -> String
  /// A session's JSON Lines as a base state and its entries.
  let read: (_ text: String) throws -> (feature: String, base: F.State, entries: [InspectorStep<F>.Kind])
}

extension SessionCodec where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// The codec of a feature whose types are all `Codable`.
  static var codable: Self {
    Self(
      export: { base, steps, feature in
        let entries = steps.map { step -> RecordedSession<F>.Entry in
          switch step.kind {
          case .intent(let intent): .intent(intent)
          case .action(let action, let source, let state): .action(action, source: source, state: state)
          case .event(let event): .event(event)
          case .failure(let error): .failure(String(describing: error))
          }
        }
        return try RecordedSession<F>(feature: feature, initialState: base, entries: entries).jsonLines()
      },
      read: { text in
        let session = try RecordedSession<F>(jsonLines: text)
        let entries = session.entries.map { entry -> InspectorStep<F>.Kind in
          switch entry {
          case .intent(let intent): .intent(intent)
          case .action(let action, let source, let state): .action(action, source: source, state: state)
          case .event(let event): .event(event)
          case .failure(let text): .failure(RecordedFailure(description: text))
          }
        }
        return (session.feature, session.initialState, entries)
      })
  }
}
