#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes diagnostics to the process's standard error, unbuffered.
package enum StandardError {
  /// Where the current task's diagnostics go instead of standard error (inherited by the tasks it
  /// starts, so a store's effects write there too); `nil` for standard error. For tests.
  @TaskLocal package static var capture: (@Sendable (String) -> Void)?

  static func write(_ text: String) {
    if let capture {
      capture(text)
      return
    }
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
          let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
        #else
          let written = -1
        #endif
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  private func systemWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, bytes, count)
  }
#endif
