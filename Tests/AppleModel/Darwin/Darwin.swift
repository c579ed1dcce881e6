// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of Darwin (Apple's C library as Swift imports it), for type-checking the `#if
// canImport(Darwin)` branches only (see README.md). POSIX calls that Darwin and Glibc import with
// the same Swift types (`write`, `open`, `pthread_mutex_lock`, …) come from Glibc, re-exported;
// what follows is what Darwin names or types differently and our branches use, as Swift imports
// it: an integer macro is an `Int32` constant, a struct member keeps its C name and type.
//
// Where it comes from: the public copy of the iOS 18.0 SDK (github.com/xybp888/iOS-SDKs, commit
// 88fdca9de873) has only two of the SDK's usr/include/sys headers (_symbol_aliasing.h and
// cdefs.h), not socket.h or stat.h. So the lines are cited from the same headers in Apple's xnu
// sources (github.com/apple-oss-distributions/xnu, `bsd/sys/…`, which the SDK installs as
// usr/include/sys/…) at the commits named, for which the line numbers hold. Which xnu release the
// iOS 18.0 SDK's copies come from, and so whether their lines match, the public copy cannot show.
@_exported import Glibc

// xnu bsd/sys/socket.h (commit 699cd48037512bf4380799317ca44ca453c82f57), line 123:
// `#define SOCK_STREAM     1               /* stream socket */` (Glibc imports an enum
// `__socket_type`, whose `rawValue` Linux code converts; Darwin's is a plain `Int32`).
public var SOCK_STREAM: Int32 { 1 }

// xnu bsd/sys/socket.h (same commit), line 186, inside `#if !defined(_POSIX_C_SOURCE) ||
// defined(_DARWIN_C_SOURCE)` (line 180) and `#ifdef __APPLE__` (line 183), both true for an app:
// `#define SO_NOSIGPIPE    0x1022          /* APPLE: No SIGPIPE on EPIPE */` (Linux has no such
// option: it passes `MSG_NOSIGNAL` to each send).
public var SO_NOSIGPIPE: Int32 { 0x1022 }

extension stat {
  // xnu bsd/sys/stat.h (commit 5c2921b07a2480ab43ec66f5b9e41cb872bc554f): `struct stat
  // __DARWIN_STRUCT_STAT64;` (line 190, under `#if __DARWIN_64_BIT_INO_T`, line 188), whose
  // `__DARWIN_STRUCT_STAT64_TIMES` (line 174) is, without `_POSIX_C_SOURCE` (line 136), line 138:
  // `struct timespec st_mtimespec;           /* time of last data modification */ \`. A C struct
  // member imports as a stored `var` (get and set); Linux's is `st_mtim`.
  public var st_mtimespec: timespec {
    get { fatalError() }
    set { fatalError() }
  }
}
