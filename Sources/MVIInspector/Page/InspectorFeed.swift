import Foundation
import MVI

/// What the inspector page reads, as JSON: the steps (one line of text each) and, for the step
/// the user selects, its value, its state diff and its replayed state. Made only when asked.
package enum InspectorFeed {
  /// The most bytes of a session ``Inspector/response(to:)`` imports.
  package static let importLimit = 16 << 20

  /// The most characters of a step's one-line text in the list.
  package static let summaryLength = 300

  /// One step in the page's list.
  package struct Summary: Codable, Equatable, Sendable {
    /// The step's number.
    package var index: Int
    /// `intent`, `action`, `event` or `failure`.
    package var kind: String
    /// For an action: `intent` or `effect`.
    package var source: String?
    /// For an action applied while an intent was handled, that intent's step.
    package var cause: Int?
    /// The value on one line, cut at ``summaryLength`` characters.
    package var text: String
    /// Of a group (``InspectorGroup``): the store, and the step's number in its own history
    /// (``index`` is then its place in the merged timeline).
    package var store: String?
    package var storeIndex: Int?
  }

  /// New steps of a timeline, from `from` on, and what the history keeps.
  package struct Update: Codable, Equatable, Sendable {
    /// The timeline.
    package var timeline: InspectorTimeline
    /// The feature's type name.
    package var feature: String
    /// The oldest kept step: the page forgets the ones before it.
    package var first: Int
    /// The next step's number: the page asks from here next time.
    package var next: Int
    /// The most steps kept.
    package var limit: Int
    /// Whether sessions can be exported and imported.
    package var sessions: Bool
    /// The steps from `from` on.
    package var steps: [Summary]
    /// The live steps the page folds without (``Inspector/skip(_:)``); `nil` for an imported session.
    package var skipped: [Int]?
    /// How many times the skipped steps changed when ``skipped`` was read: the page keeps the
    /// skipped steps of the highest it has seen (a skip's answer may come before an update built
    /// earlier).
    package var skipVersion: Int?
    /// Whether the feature's `Intent` is `Codable`, so that the page can send intents.
    package var sends: Bool?
    /// Whether a store is attached to send them to (``Inspector/attach(_:)``).
    package var attached: Bool?
    /// Of a group (``InspectorGroup``): its stores' names, and for each the oldest kept step
    /// (steps are numbered across the stores, in the order they happened).
    package var stores: [String]?
    package var storeFirst: [String: Int]?
  }

  /// One step in full: its value, the diff of the state it made, the state replayed there.
  package struct Detail: Codable, Equatable, Sendable {
    /// The timeline.
    package var timeline: InspectorTimeline
    /// The step.
    package var index: Int
    /// Its kind.
    package var kind: String
    /// The value, as indented lines.
    package var value: [String]
    /// For an action, what it changed (`- ` before, `+ ` after), `nil` if nothing.
    package var diff: [String]?
    /// The state at this step, as indented lines: replayed through `reduce` (live), or as the
    /// session's file recorded it (imported).
    package var state: [String]
    /// Whether ``state`` was replayed through `reduce` (false: as recorded, from a file).
    package var replayed: Bool
    /// Set when the replayed state differs from what the store had (an impure `reduce`).
    package var warning: String?
    /// The skipped steps the state was folded without (``Inspector/skip(_:)``); empty: none.
    package var foldedWithout: [Int] = []
    /// Of a group: the store, and the step's number in its store's own history.
    package var store: String?
    package var storeIndex: Int?
    /// The most lines of ``value``, ``diff`` and ``state`` in full.
    package var lines: Int
    /// Whether a text was cut (at the `lines` asked for, ``detailLines`` by default).
    package var truncated: Bool
  }

  /// The skipped live steps after a skip or an unskip, and how many times they changed.
  package struct Skipped: Codable, Equatable, Sendable {
    /// The skipped steps.
    package var skipped: [Int]
    /// How many times they changed (``Update/skipVersion``).
    package var skipVersion: Int
  }

  /// The most lines of each text of a step's detail, unless the page asks for more: a state of
  /// 60,000 items dumps to about 240,000 lines (32 MB as JSON).
  package static let detailLines = 2_000

  /// The JSON of a value, for the page.
  package static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Summaries and details hold strings and numbers only; they always encode.
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
