import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory (RSS), read from `/proc/self/statm`, for tests that bound it.
package enum ResidentMemory {
  /// The resident memory in bytes now; nil where `/proc` is missing (not Linux).
  package static var current: Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Runs `body` while a thread samples the resident memory about every millisecond, and returns
  /// how far it rose above its size before `body` at the highest sample.
  ///
  /// - Parameter ceiling: A growth at which `exceeded` is called once (from the sampling thread),
  ///   so a test can stop what grows before it takes the machine's memory.
  /// - Returns: The peak growth in bytes; nil where the memory cannot be read.
  package static func peakGrowth(
    ceiling: Int, exceeded: @escaping @Sendable () -> Void, during body: () async throws -> Void
  ) async rethrows -> Int? {
    guard let start = current else {
      try await body()
      return nil
    }
    let sampler = Sampler(start: start, ceiling: ceiling, exceeded: exceeded)
    Thread.detachNewThread { sampler.run() }
    defer { sampler.stop() }
    try await body()
    sampler.stop()
    return sampler.peakGrowth
  }

  private final class Sampler: @unchecked Sendable {
    // `@unchecked Sendable`: the mutable fields are guarded by `lock`.
    private let lock = NSLock()
    private let start: Int
    private let ceiling: Int
    private let exceeded: @Sendable () -> Void
    private var peak: Int
    private var stopped = false

    init(start: Int, ceiling: Int, exceeded: @escaping @Sendable () -> Void) {
      (self.start, self.ceiling, self.exceeded, peak) = (start, ceiling, exceeded, start)
    }

    var peakGrowth: Int { lock.withLock { max(0, peak - start) } }

    func stop() {
      let now = ResidentMemory.current
      lock.withLock {
        if let now { peak = max(peak, now) }
        stopped = true
      }
    }

    func run() {
      var reported = false
      while true {
        let now = ResidentMemory.current ?? start
        let (done, over) = lock.withLock { () -> (Bool, Bool) in
          peak = max(peak, now)
          return (stopped, peak - start > ceiling)
        }
        if done { return }
        if over, !reported {
          reported = true
          exceeded()
        }
        usleep(1000)  // a sampling period, not a wait for an event
      }
    }
  }
}
