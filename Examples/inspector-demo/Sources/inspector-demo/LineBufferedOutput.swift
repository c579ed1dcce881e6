#if canImport(Glibc)
  // `@preconcurrency`: `stdout` is a C global, set once on the main thread before anything runs.
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Standard output, line by line: each line reaches a pipe as it is printed (the browser tests
/// read the address the inspector prints).
enum LineBufferedOutput {
  /// Sets standard output to line buffering.
  static func enable() {
    setvbuf(stdout, nil, _IOLBF, 0)
  }
}
