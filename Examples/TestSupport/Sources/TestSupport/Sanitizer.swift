import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process runs under the thread or the address sanitizer (`swift test
/// --sanitize=thread` or `address`), whose runtime is linked into the test binary and exports its
/// `__tsan_init` or `__asan_init`. A test that times something, or reads the process's peak
/// memory, says nothing of the code's own under one: the shadow memory and checks are the
/// sanitizer's. One file, linked into the library's persistence tests too.
package enum Sanitizer {
  /// True in a sanitized test run.
  package static let isActive: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__tsan_init") != nil || dlsym(program, "__asan_init") != nil
  }()
}
