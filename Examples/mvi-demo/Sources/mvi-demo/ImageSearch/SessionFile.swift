import DemoCLI
import Foundation

/// The file `--record` writes a session to, a line as each thing happens (and the one
/// `--flight-recorder` writes its dump to, at once).
///
/// A write that fails (a full disk, a file removed from under it) is kept, and the run ends saying
/// so with exit status 74, instead of losing the rest of the session without a word.
@MainActor
final class SessionFile {
  let path: String
  /// The option that named the file, for the messages.
  let option: String
  private let handle: FileHandle
  /// Why the first failed write failed; nothing is written after it.
  private(set) var failure: String?

  /// Opens the file for writing, creating it or emptying it, as a shell's `>` does.
  ///
  /// Not `FileManager.createFile`, which writes atomically: it would replace the path by a new
  /// file, so a symbolic link or a device (`/dev/full`, `/dev/stdout`) would be replaced instead
  /// of written to.
  ///
  /// - Throws: `DemoArgumentError.cannotWrite` with the system's reason.
  init(path: String, option: String = "--record") throws(DemoArgumentError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(option, path, String(cString: strerror(errno)))
    }
    self.path = path
    self.option = option
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Appends one line.
  func write(_ line: String) {
    write(text: line + "\n")
  }

  /// Appends text as it is.
  func write(text: String) {
    guard failure == nil else { return }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      failure = (error as NSError).localizedDescription
    }
  }

  /// Closes the file and returns the exit status: `status` if every line was written, else 74
  /// (`EX_IOERR`) with the reason on standard error.
  func finish(_ status: Int32) -> Int32 {
    try? handle.close()
    guard let failure else { return status }
    printError("\(option): the session could not be written to '\(path)': \(failure)")
    return 74
  }
}
