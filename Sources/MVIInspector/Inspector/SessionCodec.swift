import Foundation
import MVI

/// Reads and writes an inspector's history in the recording format (``RecordedSession``); only
/// features whose types are all `Codable` have one.
struct SessionCodec<F: Feature> {
  /// The history as a session's JSON Lines, its base as the initial state.
  let export: (_ base: F.State, _ steps: [InspectorStep<F>], _ feature: String) throws -> String
  /// A session's JSON Lines as its feature's name, the state before its last `limit` entries,
  /// how many entries came before them, and those entries: only the header, the tail and the one
  /// line that holds the base are decoded (a long session's other lines are skipped).
  let read:
    (_ text: String, _ limit: Int) throws -> (
      feature: String, base: F.State, dropped: Int, entries: [InspectorStep<F>.Kind]
    )
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
      read: { text, limit in
        // `\r\n` endings and blank lines as `RecordedSession(jsonLines:)` reads them; each kept
        // line keeps its number in the whole text.
        let lines = SessionText.lines(of: text)
        guard let header = lines.first else { throw RecordedSessionError.empty }
        let entryLines = lines.dropFirst()
        let dropped = max(0, entryLines.count - max(1, limit))
        // The base is the state after the last action before the kept tail (else the initial state).
        let baseLine = entryLines.prefix(dropped).last { isAction($0.text) }
        var picked = [header]
        if let baseLine { picked.append(baseLine) }
        picked += entryLines.suffix(entryLines.count - dropped)
        let session: RecordedSession<F>
        do {
          session = try RecordedSession<F>(jsonLines: picked.map(\.text).joined(separator: "\n"))
        } catch RecordedSessionError.badLine(let line, let reason) where picked.indices.contains(line - 1) {
          // Back to the line's number in the whole text.
          throw RecordedSessionError.badLine(picked[line - 1].number, reason)
        }
        var entries = session.entries[...]
        var base = session.initialState
        if baseLine != nil, case .action(_, _, let state)? = entries.popFirst() { base = state }
        let kinds = entries.map { entry -> InspectorStep<F>.Kind in
          switch entry {
          case .intent(let intent): .intent(intent)
          case .action(let action, let source, let state): .action(action, source: source, state: state)
          case .event(let event): .event(event)
          case .failure(let text): .failure(RecordedFailure(description: text))
          }
        }
        return (session.feature, base, dropped, kinds)
      })
  }
}

/// Whether a session's line is an action's (its object has an `action` key), parsed but not
/// decoded into the feature's types.
private func isAction(_ line: Substring) -> Bool {
  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
  return (object as? [String: Any])?["action"] != nil
}
