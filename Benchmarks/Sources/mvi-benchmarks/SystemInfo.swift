#if canImport(Glibc)
  import Glibc
#endif

/// The machine the figures were taken on.
enum SystemInfo {
  /// The whole content of a small text file (in `/proc`), or `nil`.
  static func read(_ path: String) -> String? {
    #if canImport(Glibc)
      guard let file = fopen(path, "r") else { return nil }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// The CPU model name from `/proc/cpuinfo`.
  static var cpuModel: String {
    let line = read("/proc/cpuinfo")?.split(separator: "\n").first { $0.hasPrefix("model name") }
    guard let line, let colon = line.firstIndex(of: ":") else { return "unknown CPU" }
    return line[line.index(after: colon)...].trimmingPrefix(" ").description
  }

  /// The number of processors online.
  static var processorCount: Int {
    #if canImport(Glibc)
      return sysconf(Int32(_SC_NPROCESSORS_ONLN))
    #else
      return 0
    #endif
  }

  /// The current UTC date, `YYYY-MM-DD`.
  static var date: String {
    #if canImport(Glibc)
      var now = time(nil)
      var parts = tm()
      gmtime_r(&now, &parts)
      func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    #else
      return "unknown date"
    #endif
  }
}
