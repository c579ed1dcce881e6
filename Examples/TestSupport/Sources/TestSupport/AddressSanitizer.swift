import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process runs under AddressSanitizer (`swift test --sanitize=address`), whose
/// runtime is linked into the test binary and exports `__asan_init`.
package enum AddressSanitizer {
  /// True in a sanitized test run.
  package static let isActive: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__asan_init") != nil
  }()
}
