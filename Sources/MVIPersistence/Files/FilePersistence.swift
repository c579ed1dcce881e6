#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Values kept as files in a folder, one `KEY.json` a key, shared by stores and processes that
/// use the same folder.
///
/// - A write is atomic: the bytes go to a temporary file in the same folder, which is synced,
///   renamed over `KEY.json`, and the folder synced; a crash leaves the old or the new content,
///   never a torn file.
/// - Writers of a key take an exclusive `flock` on `KEY.lock` for their read-modify-write, so two
///   processes never interleave; temporary files a killed writer left behind are removed then.
///   Readers take it shared: a read begun while a write is under way returns what it wrote.
/// - Bytes moved aside go to `KEY.aside-SECONDS-N.json`, never over another file; a folder or a
///   FIFO in the file's place is moved aside the same way, and a save then writes a file.
/// - Every wait is bounded: a read waits for a writer at most ``maximumReadWait``, a write at most
///   ``maximumWriteWait``; a read takes in at most ``maximumSize`` bytes.
/// - ``changes(of:)`` tells of a change made through a `FilePersistence` of the same process at
///   once, and finds other processes' changes by comparing the file's identity (inode, size,
///   time) every `pollInterval` on the given clock, so a test moves time with a `TestClock`.
/// - A full disk (or file size limit) is ``PersistenceError/noSpace(key:)``, a read-only folder
///   ``PersistenceError/notWritable(key:path:)``, a file that may not be read
///   ``PersistenceError/notReadable(key:path:)``; other failures are
///   ``PersistenceError/io(key:operation:code:)`` with the `errno`.
public struct FilePersistence: PersistenceStorage {
  /// The folder the files are in; created on the first write.
  public let directory: String
  /// How often ``changes(of:)`` looks at a file.
  public let pollInterval: Duration
  /// How long ``read(_:)`` waits for a write of the key under way (5 seconds unless set) before
  /// it reads the file as it is: a writer that hangs holding the key's lock delays a load by this
  /// much, never for ever.
  public var maximumReadWait: Duration = .seconds(5)
  /// How long a write waits for another writer of the key (in this process or another) to let
  /// go of its lock (5 seconds unless set) before it gives up with
  /// ``PersistenceError/lockTimeout(key:waited:)``: a writer that hangs holding the lock makes a
  /// save (and ``Persisted/flush()``) fail after this long, never wait for ever.
  public var maximumWriteWait: Duration = .seconds(5)
  /// The largest file a read takes in (32 MiB unless set); a larger one is
  /// ``PersistenceError/tooLarge(key:size:limit:)``, found from its size before any of it is read.
  public var maximumSize = 32 << 20
  private let clock: any Clock<Duration>

  /// Keeps files in `directory`, looking for changes every `pollInterval` on `clock`.
  public init(
    directory: String, pollInterval: Duration = .milliseconds(500),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.directory =
      directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    self.pollInterval = pollInterval
    self.clock = clock
  }

  /// The folder for an app's state: `$XDG_STATE_HOME/APP`, else `~/.local/state/APP` (on Apple
  /// platforms `~/Library/Application Support/APP`).
  public static func stateDirectory(for app: String) -> String {
    let home = getenv("HOME").map { String(cString: $0) } ?? "/tmp"
    #if canImport(Darwin)
      return home + "/Library/Application Support/\(app)"
    #else
      if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
        return "\(state)/\(app)"
      }
      return home + "/.local/state/\(app)"
    #endif
  }

  /// The file that holds `key`.
  public func path(of key: String) -> String { "\(directory)/\(key).json" }

  /// The file's bytes, or `nil` when there is no file.
  ///
  /// A write of the key under way, in this process or another, is waited for (at most
  /// ``maximumReadWait``) and its result read: the read takes a shared `flock` on `KEY.lock`,
  /// which a writer holds exclusively from before it reads the old bytes until the new file is
  /// renamed in and synced. Where the lock cannot be had (no `KEY.lock` yet, a file system without
  /// `flock`, a writer holding it longer than the wait), the file is read as it is, which is still
  /// the old or the new content, whole.
  public func read(_ key: String) throws(PersistenceError) -> Data? {
    try Self.validate(key)
    guard let lock = try? POSIX.open(lockPath(of: key), O_RDONLY | O_CLOEXEC | O_NONBLOCK) else {
      return try readFile(key)
    }
    defer { POSIX.close(lock) }
    guard lockShared(lock) else { return try readFile(key) }
    defer { _ = flock(lock, LOCK_UN) }
    return try readFile(key)
  }

  /// The file's bytes, or `nil` when there is no file, read without the key's lock.
  ///
  /// - Something else in the file's place (a FIFO, a device, a folder) is never waited on (it is
  ///   opened without blocking): it is moved aside and reported as
  ///   ``PersistenceError/notAFile(key:path:movedTo:)``, or, where the caller has nothing to
  ///   report (`replacing`), moved aside and read as no file.
  /// - A file larger than ``maximumSize`` is ``PersistenceError/tooLarge(key:size:limit:)``
  ///   before any of it is read; one that may not be read ``PersistenceError/notReadable(key:path:)``;
  ///   other failures (no descriptors left, an I/O error) are ``PersistenceError/io(key:operation:code:)``.
  ///   The file is left as it is in each case.
  private func readFile(_ key: String, replacing: Bool = false) throws(PersistenceError) -> Data? {
    let path = path(of: key)
    let fd: Int32
    do {
      fd = try POSIX.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    } catch {
      if error.code == ENOENT { return nil }
      // A socket cannot be opened.
      if error.code == ENXIO { return try moveAsideNotAFile(key, replacing: replacing) }
      throw Self.readError(error, key: key)
    }
    defer { POSIX.close(fd) }
    let info: POSIX.Status
    do { info = try POSIX.status(fd, path: path) } catch { throw Self.readError(error, key: key) }
    guard info.isRegularFile else { return try moveAsideNotAFile(key, replacing: replacing) }
    guard info.size <= maximumSize else { throw .tooLarge(key: key, size: info.size, limit: maximumSize) }
    do {
      return try POSIX.readAll(fd, expecting: info.size, limit: maximumSize, path: path)
    } catch {
      if error.code == EFBIG { throw .tooLarge(key: key, size: maximumSize + 1, limit: maximumSize) }
      throw Self.readError(error, key: key)
    }
  }

  /// Moves what is in the file's place, not a file, aside: `nil` for a write that replaces it,
  /// else ``PersistenceError/notAFile(key:path:movedTo:)``.
  private func moveAsideNotAFile(_ key: String, replacing: Bool) throws(PersistenceError) -> Data? {
    let aside = try moveAside(key)
    if replacing { return nil }
    throw .notAFile(key: key, path: path(of: key), movedTo: aside)
  }

  /// The typed error for a failed read: no permission is ``PersistenceError/notReadable(key:path:)``,
  /// anything else (no descriptors left, an I/O error) ``PersistenceError/io(key:operation:code:)``.
  private static func readError(_ failure: POSIX.Failure, key: String) -> PersistenceError {
    switch failure.code {
    case EACCES, EPERM: return .notReadable(key: key, path: failure.path)
    default: return .io(key: key, operation: failure.operation, code: failure.code)
    }
  }

  /// Under the key's `flock`: reads the file, writes what `transform` returns atomically (or
  /// removes the file for `nil`).
  public func update(
    _ key: String, _ transform: (Data?) throws(PersistenceError) -> Data?
  ) throws(PersistenceError) {
    try holdingLock(of: key) { () throws(PersistenceError) in
      removeLeftovers(of: key)
      let new = try transform(try readFile(key, replacing: true))
      do throws(POSIX.Failure) {
        if let new {
          try write(new, key: key)
        } else {
          try POSIX.remove(path(of: key))
          try syncDirectory()
        }
      } catch {
        throw Self.error(error, key: key)
      }
      ChangeWatchers.files.tell(path(of: key))
    }
  }

  /// Under the key's `flock`, as a write: moves the file aside if it still holds `bytes`. A
  /// writer that hangs holding the lock makes it fail after ``maximumWriteWait`` with
  /// ``PersistenceError/lockTimeout(key:waited:)``, moving nothing: a load of unreadable bytes
  /// then reports that, not `corrupt`.
  public func moveAside(_ key: String, ifStill bytes: Data) throws(PersistenceError) -> String? {
    try holdingLock(of: key) { () throws(PersistenceError) in
      guard try readFile(key, replacing: true) == bytes else { return nil }
      return try moveAside(key)
    }
  }

  /// Runs `body` holding the key's `flock` exclusively (waiting for it at most
  /// ``maximumWriteWait``).
  private func holdingLock<Result>(
    of key: String, _ body: () throws(PersistenceError) -> Result
  ) throws(PersistenceError) -> Result {
    try Self.validate(key)
    let lock: Int32
    do {
      try POSIX.makeDirectories(directory)
      lock = try POSIX.open(lockPath(of: key), O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK)
    } catch {
      throw Self.error(error, key: key)
    }
    defer { POSIX.close(lock) }
    try lockExclusive(lock, key: key)
    defer { _ = flock(lock, LOCK_UN) }
    return try body()
  }

  /// Moves `KEY.json` to `KEY.aside-SECONDS-N.json`, the first such name that is free.
  public func moveAside(_ key: String) throws(PersistenceError) -> String {
    try Self.validate(key)
    let seconds = time(nil)
    for attempt in 1...1000 {
      let aside = "\(directory)/\(key).aside-\(seconds)-\(attempt).json"
      do {
        try POSIX.moveWithoutReplacing(path(of: key), aside)
        ChangeWatchers.files.tell(path(of: key))
        // Moved: where it went is what matters; a folder that cannot be synced now (no
        // descriptor left) is synced by the next write.
        try? syncDirectory()
        return aside
      } catch  where error.code == EEXIST {
        continue
      } catch {
        throw Self.error(error, key: key)
      }
    }
    throw .io(key: key, operation: "link", code: EEXIST)
  }

  /// An element at once when a `FilePersistence` of this process changed `KEY.json`, and whenever
  /// its identity changed since the last look, looking every ``pollInterval``.
  public func changes(of key: String) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let path = path(of: key)
    let watcher = ChangeWatchers.files.add(continuation, of: path)
    let task = Task { [clock, pollInterval] in
      var last = POSIX.signature(path)
      while true {
        do { try await clock.sleep(for: pollInterval) } catch { break }
        let now = POSIX.signature(path)
        if now != last {
          last = now
          continuation.yield()
        }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in
      task.cancel()
      ChangeWatchers.files.remove(watcher, of: path)
    }
    return stream
  }

  /// Writes `data` to a temporary file, syncs it, renames it over the key's file, syncs the folder.
  private func write(_ data: Data, key: String) throws(POSIX.Failure) {
    let temporary = "\(directory)/.\(key).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = try POSIX.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
    do {
      defer { POSIX.close(fd) }
      try POSIX.writeAll(fd, data, path: temporary)
      try POSIX.sync(fd, path: temporary)
    } catch {
      try? POSIX.remove(temporary)
      throw error
    }
    do {
      try POSIX.rename(temporary, path(of: key))
    } catch {
      try? POSIX.remove(temporary)
      throw error
    }
    try syncDirectory()
  }

  /// The file whose `flock` orders the key's writers, and its readers after them.
  private func lockPath(of key: String) -> String { "\(directory)/\(key).lock" }

  /// Takes `LOCK_EX` on `fd`, waiting for it at most ``maximumWriteWait``.
  private func lockExclusive(_ fd: Int32, key: String) throws(PersistenceError) {
    let code = Self.lock(fd, LOCK_EX, waitingAtMost: maximumWriteWait)
    if code == EWOULDBLOCK { throw .lockTimeout(key: key, waited: maximumWriteWait) }
    if code != 0 { throw .io(key: key, operation: "flock", code: code) }
  }

  /// Takes `LOCK_SH` on `fd`, waiting for it at most ``maximumReadWait``; `false` when it was not
  /// taken.
  private func lockShared(_ fd: Int32) -> Bool {
    Self.lock(fd, LOCK_SH, waitingAtMost: maximumReadWait) == 0
  }

  /// Takes the `flock` `operation` on `fd`, trying again after a pause (0.1 ms, doubling up to
  /// 10 ms) while another holds it, for at most `limit`; `0`, `EWOULDBLOCK` when the wait ran
  /// out, or the `errno`.
  private static func lock(_ fd: Int32, _ operation: Int32, waitingAtMost limit: Duration) -> Int32 {
    let start = ContinuousClock.now
    var pause: UInt32 = 100
    while flock(fd, operation | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      guard errno == EWOULDBLOCK else { return errno }
      guard ContinuousClock.now - start < limit else { return EWOULDBLOCK }
      usleep(pause)
      pause = min(pause * 2, 10_000)
    }
    return 0
  }

  /// Syncs the folder, so that a rename survives a power cut.
  private func syncDirectory() throws(POSIX.Failure) {
    let fd = try POSIX.open(directory, O_RDONLY | O_CLOEXEC)
    defer { POSIX.close(fd) }
    try POSIX.sync(fd, path: directory)
  }

  /// Removes the temporary files of writers of `key` that died mid-write. Called under the key's
  /// lock: every live writer makes its temporary file only while holding it.
  private func removeLeftovers(of key: String) {
    for name in POSIX.names(in: directory) where name.hasPrefix(".\(key).tmp-") {
      try? POSIX.remove("\(directory)/\(name)")
    }
  }

  /// The typed error for a failed call.
  static func error(_ failure: POSIX.Failure, key: String) -> PersistenceError {
    switch failure.code {
    case ENOSPC, EDQUOT, EFBIG: return .noSpace(key: key)
    case EROFS, EACCES, EPERM: return .notWritable(key: key, path: failure.path)
    default: return .io(key: key, operation: failure.operation, code: failure.code)
    }
  }
}
