import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process runs under the thread or the address sanitizer (`swift test
/// --sanitize=…`), whose runtime is linked into the test binary and exports its `__tsan_init` or
/// `__asan_init`: their shadow memory and bookkeeping make a process's peak memory say nothing of
/// the code's own.
enum Sanitizer {
  /// True in a sanitized test run.
  static let isActive: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__tsan_init") != nil || dlsym(program, "__asan_init") != nil
  }()
}
