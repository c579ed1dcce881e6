import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process runs under the thread sanitizer (`swift test --sanitize=thread`), whose
/// runtime is linked into the test binary and exports `__tsan_init`.
package enum ThreadSanitizer {
  /// True in a sanitized test run.
  package static let isActive: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__tsan_init") != nil
  }()
}
