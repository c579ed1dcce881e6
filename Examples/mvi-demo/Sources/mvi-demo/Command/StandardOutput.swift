#if canImport(Glibc)
  // `@preconcurrency`: `stdout` is a C global; it is read once, on the main thread, at exit.
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// The end of everything `mvi-demo` printed with `print`: whether it reached its destination.
enum StandardOutput {
  /// Flushes standard output and returns the exit status: `status` if everything printed was
  /// written, else 74 (`EX_IOERR`) with the reason on standard error — a script that redirected
  /// the output to a full disk must not be told it succeeded.
  static func finish(_ status: Int32) -> Int32 {
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return status }
    let reason = String(cString: strerror(errno))
    printError("could not write the output: \(reason)")
    return 74
  }
}
