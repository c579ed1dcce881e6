#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The system calls ``FilePersistence`` makes, each retried on `EINTR` and failing with the
/// `errno` it set.
enum POSIX {
  /// A failed call: which one and its `errno`.
  struct Failure: Error {
    var operation: String
    var code: Int32
    var path: String
  }

  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0o644) throws(Failure) -> Int32 {
    while true {
      let fd = systemOpen(path, flags, mode)
      if fd >= 0 { return fd }
      if errno != EINTR { throw Failure(operation: "open", code: errno, path: path) }
    }
  }

  static func writeAll(_ fd: Int32, _ data: Data, path: String) throws(Failure) {
    let result: Int32 = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
    if result != 0 { throw Failure(operation: "write", code: result, path: path) }
  }

  /// Reads `fd` to its end into one buffer of the `expecting` bytes its size said (it grows only
  /// if the file did); more than `limit` bytes is `EFBIG`.
  static func readAll(_ fd: Int32, expecting size: Int, limit: Int, path: String) throws(Failure) -> Data {
    var data = Data(count: size)
    var filled = 0
    while true {
      if filled == data.count {
        // Full: one byte more, read aside, tells the end from a file that grew.
        var byte: UInt8 = 0
        let more = read(fd, &byte, 1)
        if more < 0, errno == EINTR { continue }
        if more < 0 { throw Failure(operation: "read", code: errno, path: path) }
        if more == 0 { return data }
        guard data.count < limit else { throw Failure(operation: "read", code: EFBIG, path: path) }
        data.count = min(max(data.count * 2, 64 * 1024), limit)
        data[filled] = byte
        filled += 1
        continue
      }
      let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(operation: "read", code: errno, path: path)
      }
      if count == 0 {
        data.count = filled
        return data
      }
      filled += count
    }
  }

  /// What `fstat` says of an open file.
  struct Status {
    var isRegularFile: Bool
    var size: Int
  }

  static func status(_ fd: Int32, path: String) throws(Failure) -> Status {
    var info = stat()
    if fstat(fd, &info) != 0 { throw Failure(operation: "fstat", code: errno, path: path) }
    return Status(
      isRegularFile: (info.st_mode & S_IFMT) == S_IFREG, size: Int(info.st_size))
  }

  static func sync(_ fd: Int32, path: String) throws(Failure) {
    while fsync(fd) != 0 {
      // A folder's descriptor on a file system that cannot sync one (EINVAL) is not an error.
      if errno == EINVAL { return }
      if errno != EINTR { throw Failure(operation: "fsync", code: errno, path: path) }
    }
  }

  static func close(_ fd: Int32) {
    _ = systemClose(fd)
  }

  static func rename(_ from: String, _ to: String) throws(Failure) {
    if systemRename(from, to) != 0 { throw Failure(operation: "rename", code: errno, path: to) }
  }

  /// Moves `from` to `to` only if nothing is at `to` (`EEXIST` otherwise): links it there and
  /// removes `from`; a folder, which cannot be linked, is renamed over an empty folder made at
  /// `to` for it (made only if nothing was there).
  static func moveWithoutReplacing(_ from: String, _ to: String) throws(Failure) {
    var info = stat()
    if lstat(from, &info) != 0 { throw Failure(operation: "lstat", code: errno, path: from) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      if mkdir(to, 0o700) != 0 { throw Failure(operation: "mkdir", code: errno, path: to) }
      if systemRename(from, to) != 0 {
        let code = errno
        _ = rmdir(to)
        throw Failure(operation: "rename", code: code, path: to)
      }
      return
    }
    if link(from, to) != 0 { throw Failure(operation: "link", code: errno, path: to) }
    if unlink(from) != 0 { throw Failure(operation: "unlink", code: errno, path: from) }
  }

  static func remove(_ path: String) throws(Failure) {
    if unlink(path) != 0, errno != ENOENT { throw Failure(operation: "unlink", code: errno, path: path) }
  }

  /// Creates `path` and the folders above it that are missing.
  static func makeDirectories(_ path: String) throws(Failure) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw Failure(operation: "mkdir", code: errno, path: current)
      }
    }
  }

  /// The names in a folder.
  static func names(in directory: String) -> [String] {
    guard let folder = opendir(directory) else { return [] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      names.append(name)
    }
    return names
  }

  /// What identifies a file's version: device, inode, size and modification time; `nil` when
  /// there is no file.
  static func signature(_ path: String) -> [Int]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
    #else
      let modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    #endif
    return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size)] + modified
  }
}

// The C functions under names that the static methods above do not shadow.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
