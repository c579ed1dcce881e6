/// Why a persisted value could not be read or written; the value in memory is never changed by
/// one of these.
public enum PersistenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The key cannot name a stored value (empty, with a `/`, or starting with a `.`).
  case invalidKey(String)
  /// What was stored does not decode; it was moved aside to `movedTo`, not overwritten.
  case corrupt(key: String, movedTo: String, reason: String)
  /// What was stored has an older format version this code has no migration from; it was moved
  /// aside to `movedTo`, not overwritten.
  case unsupportedVersion(key: String, found: Int, supported: Int, movedTo: String)
  /// What was stored was saved by a newer version of the app (format version `found`): it is left
  /// as it is — not read, not moved, not overwritten — for that version to read.
  case newerVersion(key: String, found: Int, supported: Int)
  /// The stored file may not be read (no permission): it is left as it is.
  case notReadable(key: String, path: String)
  /// Something other than a file is in the value's place (a folder, a FIFO, a device): it was
  /// moved aside to `movedTo`.
  case notAFile(key: String, path: String, movedTo: String)
  /// The stored file is `size` bytes, more than the storage's limit of `limit` (see
  /// ``FilePersistence/maximumSize``): nothing of it was read, and it is left as it is until a
  /// save moves it aside.
  case tooLarge(key: String, size: Int, limit: Int)
  /// Another writer of the key held its lock longer than `waited` (see
  /// ``FilePersistence/maximumWriteWait``): nothing was written; the save is retried.
  case lockTimeout(key: String, waited: Duration)
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
    case .newerVersion(let key, let found, let supported):
      return "the saved '\(key)' has format version \(found), newer than this app's \(supported); "
        + "it was left as it is for the newer version"
    case .notReadable(let key, let path):
      return "the saved '\(key)' cannot be read: \(path) is not readable; it was left as it is"
    case .notAFile(let key, let path, let movedTo):
      return "'\(key)': \(path) is not a regular file; it was moved aside as \(movedTo)"
    case .tooLarge(let key, let size, let limit):
      return "the saved '\(key)' is \(size) bytes, more than the limit of \(limit); nothing of it was read"
    case .lockTimeout(let key, let waited):
      return "'\(key)' is being written by another writer for longer than \(waited); nothing was written"
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
