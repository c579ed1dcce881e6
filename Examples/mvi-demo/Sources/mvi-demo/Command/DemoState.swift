import Foundation
import MVIPersistence
import Onboarding
import TerminalUI

/// Where the interactive demo keeps what its samples remember: `$MVI_STATE_DIR` if set, else
/// `$XDG_STATE_HOME/swift-mvi`, else `~/.local/state/swift-mvi`. Non-interactive runs (`--once`,
/// what scripts and tests use) keep nothing. Reset: delete the folder, or one sample's
/// `KEY.json` in it (`onboarding.json`, `example-form.json`, `feed-likes.json`,
/// `image-search-recent.json`).
enum DemoState {
  /// The folder.
  static var directory: String {
    if let folder = ProcessInfo.processInfo.environment["MVI_STATE_DIR"], !folder.isEmpty { return folder }
    return FilePersistence.stateDirectory(for: "swift-mvi")
  }

  /// The storage used instead of the folder when set: the tests' interactive runs set one in
  /// memory, so that they never touch a user's files.
  static let storageOverride = ServiceLock<(any PersistenceStorage)?>(nil)

  /// The samples' files, debounced as typing is.
  static func persisted<Value: Codable & Sendable>(_ key: String, debounce: Duration = .milliseconds(300))
    -> Persisted<Value>
  {
    let storage: any PersistenceStorage =
      storageOverride.withLock { $0 } ?? FilePersistence(directory: directory)
    return Persisted(key: key, in: storage, debounce: debounce)
  }

  /// What could not be saved when a sample ended (`KEY: error`), said once the terminal is closed.
  static let unsaved = ServiceLock<[String]>([])

  /// Runs a sample's app, then writes what `persisted` still holds back — a debounced save that
  /// the last keys made — since the process may exit as soon as the sample ends. A failure goes
  /// to ``unsaved``.
  @MainActor
  static func run<Value>(
    keeping persisted: Persisted<Value>, _ app: @MainActor () async -> TerminalAppExit
  ) async -> TerminalAppExit {
    let exit = await app()
    do {
      try persisted.flush()
    } catch {
      unsaved.withLock { $0.append("\(persisted.key): \(error)") }
    }
    return exit
  }
}
