#if canImport(Glibc)
  import Glibc
#endif

/// A child process (`posix_spawnp`, looked up in `PATH`), with its standard output piped to us
/// when asked; its standard error is ours. Linux only (case 10 reads `/proc`).
final class ChildProcess {
  /// The child's process id.
  let pid: pid_t
  private var output: UnsafeMutablePointer<FILE>?

  /// Starts `arguments[0]` with the rest as its arguments; `nil` when it cannot be started.
  init?(_ arguments: [String], pipingOutput: Bool = false) {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      var ends: [Int32] = [-1, -1]
      if pipingOutput {
        guard pipe(&ends) == 0 else { return nil }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
      }
      let argv = arguments.map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      var pid: pid_t = 0
      let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
      if pipingOutput { close(ends[1]) }
      guard status == 0 else {
        if pipingOutput { close(ends[0]) }
        return nil
      }
      self.pid = pid
      output = pipingOutput ? fdopen(ends[0], "r") : nil
    #else
      return nil
    #endif
  }

  deinit {
    if let output { fclose(output) }
  }

  /// The next line of the child's output, without its newline; `nil` at its end.
  func readLine() -> String? {
    guard let output else { return nil }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, output) >= 0, let line else { return nil }
    return String(cString: line).trimmingSuffix("\n")
  }

  /// Waits for the child to end; its exit code, or 128 + the signal that ended it.
  @discardableResult
  func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
  }

  /// Asks the child to stop (`SIGTERM`) and waits for it.
  @discardableResult
  func terminate() -> Int32 {
    kill(pid, SIGTERM)
    return wait()
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
