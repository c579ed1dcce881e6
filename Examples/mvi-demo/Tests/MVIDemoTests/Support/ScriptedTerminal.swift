import Foundation
import MVIPersistence
import TerminalUI

@testable import mvi_demo

/// A ``Terminal`` that plays scripted reads as the user's typing (an empty read is a quiet
/// time) and records what the apps wrote. The samples it runs keep what they remember in memory
/// (`DemoState.storageOverride`), never in a user's files.
final class ScriptedTerminal: @unchecked Sendable {
  // `@unchecked Sendable`: `written` is only touched under `lock`.
  private let lock = NSLock()
  private var written = ""
  private(set) var terminal: Terminal!

  init(_ reads: [String], size: TerminalSize = TerminalSize(rows: 24, columns: 100)) {
    DemoState.storageOverride.withLock { if $0 == nil { $0 = InMemoryPersistence() } }
    terminal = Terminal.scripted(reads.map { Array($0.utf8) }, size: size) { [weak self] text in
      self?.append(text)
    }
  }

  private func append(_ text: String) {
    lock.withLock { written += text }
  }

  /// Everything written, with the renderer's escape sequences removed.
  var text: String {
    let raw = lock.withLock { written }
    return raw.replacing(#/\u{1B}\[[0-9;?]*[A-Za-z]/#, with: "")
  }
}
