/// Why a persisted value could not be read or written; the value in memory is never changed by
/// one of these.
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The key cannot name a stored value (empty, with a `/`, or starting with a `.`).
  case invalidKey(String)
  /// What was stored does not decode; it was moved aside to `movedTo`, not overwritten.
  case corrupt(key: String, movedTo: String, reason: String)
  /// What was stored has a format version this code cannot read (a newer one, or an older one
  /// with no migration); it was moved aside to `movedTo`, not overwritten.
  case unsupportedVersion(key: String, found: Int, supported: Int, movedTo: String)
  /// The disk (or the process's file size limit, or a quota) is full: nothing was written.
  case noSpace(key: String)
  /// The folder or file may not be written (read-only, or no permission): nothing was written.
  case notWritable(key: String, path: String)
  /// Another system call failed with `code` (an `errno`) during `operation`.
  case io(key: String, operation: String, code: Int32)
  /// The value could not be encoded, or a stored value could not be decoded after a migration.
  case encoding(key: String, reason: String)

  /// A sentence that says what happened and what was kept.
  public var description: String {
    switch self {
    case .invalidKey(let key):
      return "'\(key)' is not a valid key: use letters, digits, '-' and '_', not '/' or a leading '.'"
    case .corrupt(let key, let movedTo, let reason):
      return "the saved '\(key)' could not be read (\(reason)); it was kept aside as \(movedTo)"
    case .unsupportedVersion(let key, let found, let supported, let movedTo):
      return "the saved '\(key)' has format version \(found), this app reads version \(supported) "
        + "and has no migration from it; it was kept aside as \(movedTo)"
    case .noSpace(let key):
      return "no space left to save '\(key)'; nothing was written, the save will be retried"
    case .notWritable(let key, let path):
      return "'\(key)' cannot be saved: \(path) is not writable; nothing was written"
    case .io(let key, let operation, let code):
      return "'\(key)': \(operation) failed (errno \(code))"
    case .encoding(let key, let reason):
      return "'\(key)' could not be encoded or decoded: \(reason)"
    }
  }
}
