#if canImport(Glibc)
  import Glibc
#endif

/// Process memory figures, from malloc's statistics and from `/proc/self/statm`.
enum Memory {
  /// Bytes currently allocated with malloc in all arenas, or `nil` where it cannot be read.
  ///
  /// glibc's `malloc_info` reports, summed over every arena, the memory malloc holds
  /// (`system current`, plus `mmap` blocks) and what of it is free (`fast` and `rest`, which
  /// includes the top chunk); the difference is what is allocated, what `mallinfo2`'s
  /// `uordblks + hblkhd` gives for the main arena alone. (`malloc.h` is not in Swift's Glibc
  /// module, so the function is looked up with `dlsym`.)
  static func allocatedBytes() -> Int? {
    mallocInfo { figures in
      guard let current = figures["system current"], let fast = figures["total fast"],
        let rest = figures["total rest"]
      else { return nil }
      return current - fast - rest + (figures["total mmap"] ?? 0)
    }
  }

  /// Bytes malloc holds from the system in all arenas, allocated or free, or `nil`.
  static func heldBytes() -> Int? {
    mallocInfo { figures in
      figures["system current"].map { $0 + (figures["total mmap"] ?? 0) }
    }
  }

  private static func mallocInfo(_ read: ([String: Int]) -> Int?) -> Int? {
    #if canImport(Glibc)
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
      let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
      var buffer: UnsafeMutablePointer<CChar>?
      var size = 0
      guard let stream = open_memstream(&buffer, &size) else { return nil }
      let status = mallocInfo(0, stream)
      fclose(stream)
      defer { free(buffer) }
      guard status == 0, let buffer else { return nil }
      return totals(fromMallocInfo: String(cString: buffer)).flatMap(read)
    #else
      return nil
    #endif
  }

  /// Reads the totals that follow the last `</heap>` of `malloc_info`'s XML.
  static func totals(fromMallocInfo xml: String) -> [String: Int]? {
    guard let heapsEnd = xml.ranges(of: "</heap>").last?.upperBound else { return nil }
    var figures: [String: Int] = [:]
    for line in xml[heapsEnd...].split(separator: "\n") {
      guard let type = attribute("type", in: line), let size = attribute("size", in: line).flatMap(Int.init)
      else { continue }
      let kind = line.contains("<total") ? "total" : line.contains("<system") ? "system" : "other"
      figures["\(kind) \(type)"] = size
    }
    return figures
  }

  private static func attribute(_ name: String, in line: Substring) -> String? {
    guard let start = line.firstRange(of: "\(name)=\"")?.upperBound,
      let end = line[start...].firstIndex(of: "\"")
    else { return nil }
    return String(line[start..<end])
  }

  /// The resident set size in bytes of this process (or of the process `pid`, a child), from
  /// `/proc/PID/statm`, or `nil`.
  static func residentBytes(pid: Int32? = nil) -> Int? {
    guard let text = SystemInfo.read("/proc/\(pid.map(String.init) ?? "self")/statm") else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    #if canImport(Glibc)
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
      return pages * 4096
    #endif
  }
}
