import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something that happened at the terminal: keys, a resize.
public enum TerminalEvent: Hashable, Sendable {
  /// Keys pressed, in order: everything one read of the terminal brought (a held key, a paste),
  /// so an app can apply them together and draw once.
  case keys([Key])
  /// The window changed size (SIGWINCH).
  case resize(TerminalSize)
}

/// The process's interactive terminal: raw mode, the alternate screen, keys and resizes.
///
/// Create one per process with ``open()`` and run apps on it one after another; ``close()``
/// (also run on SIGINT, SIGTERM and ``Key/interrupt``) restores the terminal as it was:
///
/// ```swift
/// let terminal = try Terminal.open()
/// defer { terminal.close() }
/// let exit = await TerminalApp(store: store, view: view, keys: keys).run(on: terminal)
/// ```
///
/// Tests run apps on ``scripted(_:size:output:)``, which plays given reads through the same
/// ``KeyDecoder``.
public final class Terminal: Sendable {
  /// Keys and resizes, in order. Iterate it from one app at a time.
  public let events: AsyncStream<TerminalEvent>

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let signalSources: SignalSources?
  private let output: @Sendable (String) -> Void
  private let fixedSize: TerminalSize?
  private let unreadKeys = KeyBuffer()

  /// Whether standard input and output are both terminals, so an interactive app can run.
  public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Puts the terminal in raw mode on the alternate screen and starts reading keys.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when input or output is not a terminal.
  public static func open() throws -> Terminal {
    guard isInteractive else { throw TerminalError.notATerminal }
    return Terminal()
  }

  /// A terminal that plays `reads` as if the user typed them, then closes its input: each read
  /// is decoded as the real terminal decodes one `read(2)`, and its keys arrive as one
  /// ``TerminalEvent/keys(_:)`` event. Reads follow each other with no quiet time between them,
  /// so a sequence cut between two reads is joined; an empty read stands for a quiet time (an
  /// ESC kept at its end is Escape). What apps write goes to `output`.
  ///
  /// - Parameters:
  ///   - reads: The bytes of each read.
  ///   - size: The window's size.
  ///   - output: Receives everything written.
  public static func scripted(
    _ reads: [[UInt8]], size: TerminalSize = TerminalSize(rows: 24, columns: 80),
    output: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Terminal {
    let terminal = Terminal(size: size, output: output)
    var decoder = KeyDecoder()
    for read in reads {
      let keys = read.isEmpty ? decoder.flush() : decoder.decode(read)
      if !keys.isEmpty { terminal.continuation.yield(.keys(keys)) }
    }
    let last = decoder.flush()
    if !last.isEmpty { terminal.continuation.yield(.keys(last)) }
    terminal.continuation.finish()
    return terminal
  }

  private init() {
    (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    output = { Self.write($0) }
    fixedSize = nil
    TerminalMode.enterRaw()
    Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J")
    signalSources = Self.watchSignals(continuation)
    startReading()
  }

  private init(size: TerminalSize, output: @escaping @Sendable (String) -> Void) {
    (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.output = output
    fixedSize = size
    signalSources = nil
  }

  /// The current size of the terminal window (80×24 if it cannot be read).
  public var size: TerminalSize { fixedSize ?? Self.currentSize() }

  /// Writes text as is. Only renderers call this; data goes through ``ScreenRenderer``.
  public func write(_ text: String) { output(text) }

  /// Hands back keys an app did not use because it ended before them (keys typed after Esc in
  /// the same burst): the next app run on this terminal gets them first, so none is lost.
  public func unread(_ keys: [Key]) {
    unreadKeys.append(keys)
  }

  /// The keys handed back by ``unread(_:)``, emptying the list.
  public func takeUnreadKeys() -> [Key] {
    unreadKeys.take()
  }

  /// Leaves the alternate screen and restores the terminal's mode; safe to call more than once.
  public func close() {
    signalSources?.cancel()
    if fixedSize == nil { TerminalMode.restore() }
    continuation.finish()
  }

  /// Reads standard input on its own thread: each read's keys as one event. An incomplete
  /// sequence at the end of a read (a lone ESC) waits up to ``KeyDecoder/escapeDelay`` for the
  /// rest; if nothing comes, the decoder is flushed (ESC is then the Escape key).
  private func startReading() {
    let continuation = self.continuation
    Thread.detachNewThread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4096)
      let delay =
        Int32(KeyDecoder.escapeDelay.components.seconds * 1000)
        + Int32(KeyDecoder.escapeDelay.components.attoseconds / 1_000_000_000_000_000)
      while true {
        if decoder.isWaiting {
          var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
          let ready = poll(&descriptor, 1, delay)
          if ready < 0, errno == EINTR { continue }
          if ready == 0 {
            let keys = decoder.flush()
            if !keys.isEmpty { continuation.yield(.keys(keys)) }
            continue
          }
        }
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        let keys = decoder.decode(buffer[0..<count])
        if !keys.isEmpty { continuation.yield(.keys(keys)) }
      }
      let keys = decoder.flush()
      if !keys.isEmpty { continuation.yield(.keys(keys)) }
      continuation.finish()
    }
  }

  private static func watchSignals(_ continuation: AsyncStream<TerminalEvent>.Continuation) -> SignalSources {
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if number == SIGWINCH {
          continuation.yield(.resize(Self.currentSize()))
        } else {
          TerminalMode.restore()
          exit(128 + number)
        }
      }
      source.resume()
      sources.append(source)
    }
    return SignalSources(sources)
  }

  static func currentSize() -> TerminalSize {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return TerminalSize(rows: 24, columns: 80)
    }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(1, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// `write(2)`, named apart from ``Terminal/write(_:)``.
private func systemWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(fd, bytes, count)
}

/// Keys handed back to a terminal by an app that ended before them.
final class KeyBuffer: @unchecked Sendable {
  // `@unchecked Sendable`: `keys` is only touched under `lock`.
  private let lock = NSLock()
  private var keys: [Key] = []

  func append(_ more: [Key]) {
    lock.withLock { keys += more }
  }

  func take() -> [Key] {
    lock.withLock {
      defer { keys = [] }
      return keys
    }
  }
}

/// The signal handlers of a terminal.
final class SignalSources: @unchecked Sendable {
  // `@unchecked Sendable`: `sources` is only touched under `lock`.
  private let lock = NSLock()
  private var sources: [any DispatchSourceSignal]

  init(_ sources: [any DispatchSourceSignal]) {
    self.sources = sources
  }

  func cancel() {
    lock.withLock {
      for source in sources { source.cancel() }
      sources.removeAll()
    }
  }
}

/// Why a terminal could not be opened.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file).
  case notATerminal

  /// A message for the user.
  public var description: String {
    "standard input and output must be a terminal for the interactive app; use --once for scripts"
  }
}

/// The saved terminal mode, restored on exit from any thread.
enum TerminalMode {
  // An `NSLock`, not `Synchronization.Mutex`, whose futex calls the thread sanitizer cannot see.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var saved: termios?

  static func enterRaw() {
    var original = termios()
    guard tcgetattr(0, &original) == 0 else { return }
    lock.withLock { saved = original }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(0, TCSAFLUSH, &raw)
  }

  /// Restores the saved mode and leaves the alternate screen, once.
  static func restore() {
    guard
      var original = lock.withLock({ () -> termios? in
        defer { saved = nil }
        return saved
      })
    else { return }
    Terminal.write("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(0, TCSAFLUSH, &original)
  }
}
