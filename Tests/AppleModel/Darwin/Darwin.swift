// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of Darwin (Apple's C library as Swift imports it), for type-checking the `#if
// canImport(Darwin)` branches only (see README.md). POSIX calls that Darwin and Glibc import with
// the same Swift types (`write`, `open`, `pthread_mutex_lock`, …) come from Glibc, re-exported;
// what follows is what Darwin names or types differently and our branches use, from the C
// headers of Apple's xnu (github.com/apple-oss-distributions/xnu), as Swift imports them: an
// integer macro is an `Int32` constant, a struct member keeps its C name and type.
@_exported import Glibc

// bsd/sys/socket.h: `#define SOCK_STREAM 1` (Glibc imports an enum `__socket_type`, whose
// `rawValue` Linux code converts; Darwin's is a plain `Int32`).
public var SOCK_STREAM: Int32 { 1 }

// bsd/sys/socket.h: `#define SO_NOSIGPIPE 0x1022 /* APPLE: No SIGPIPE on EPIPE */` (Linux has no
// such option: it passes `MSG_NOSIGNAL` to each send).
public var SO_NOSIGPIPE: Int32 { 0x1022 }

extension stat {
  // bsd/sys/stat.h, `struct stat` (with `__DARWIN_64_BIT_INO_T`): `struct timespec st_mtimespec;`
  // (Linux: `st_mtim`).
  public var st_mtimespec: timespec { fatalError() }
}
