// Writes persisted values from a process of its own, for MVIPersistenceTests:
//
//   mvi-persistence-probe write-loop DIR KEY      writes ever new blobs (up to 1 MB) until killed,
//                                                 printing each sequence number as its write to
//                                                 the file starts (its bytes are made before)
//   mvi-persistence-probe fill DIR KEY BYTES      under a file size limit of BYTES (SIGXFSZ
//                                                 ignored, so a write past it fails with EFBIG):
//                                                 writes a small value, then a large one; prints
//                                                 the error and what is stored afterwards
//   mvi-persistence-probe increment DIR KEY N     N read-modify-writes of a counter
//   mvi-persistence-probe save DIR KEY TEXT       saves TEXT once
import Foundation
import MVIPersistence

/// What `write-loop` writes: a payload whose every byte is derived from the sequence number, so a
/// reader checks that a decoded blob is whole.
struct Blob: Codable, Equatable {
  var sequence: Int
  var payload: String

  init(sequence: Int, length: Int) {
    self.sequence = sequence
    let letter = Character(UnicodeScalar(UInt8(97 + sequence % 26)))
    payload = String(repeating: letter, count: length)
  }

  var isWhole: Bool { payload.allSatisfy { $0 == Character(UnicodeScalar(UInt8(97 + sequence % 26))) } }
}

/// Prints a line at once (standard output is a pipe, which `print` would buffer).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("usage: mvi-persistence-probe MODE DIR KEY [ARG]") }
let storage = FilePersistence(directory: arguments[2])
let key = arguments[3]

switch arguments[1] {
case "write-loop":
  // The bytes `Persisted<Blob>` writes, made before the write so that a kill right after the
  // line lands in the file's write, sync or rename rather than in the encoding.
  var sequence = (try? Persisted<Blob>(key: key, in: storage).stored())?.sequence ?? 0
  while true {
    sequence += 1
    let blob = Blob(sequence: sequence, length: Int.random(in: 1...1_000_000))
    let bytes = Data(
      #"{"revision":\#(sequence),"value":{"payload":"\#(blob.payload)","sequence":\#(sequence)},"version":1}"#
        .utf8)
    say("\(sequence)")
    do {
      try storage.update(key) { _ in bytes }
    } catch {
      fail("write \(sequence): \(error)")
    }
  }
case "fill":
  guard arguments.count == 5, let limit = rlim_t(arguments[4]) else { fail("fill DIR KEY BYTES") }
  signal(SIGXFSZ, SIG_IGN)
  var rlimit = rlimit(rlim_cur: limit, rlim_max: limit)
  guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &rlimit) == 0 else { fail("setrlimit: errno \(errno)") }
  let blobs = Persisted<Blob>(key: key, in: storage)
  do { try blobs.write(Blob(sequence: 1, length: 10)) } catch { fail("small write: \(error)") }
  do {
    try blobs.write(Blob(sequence: 2, length: Int(limit) * 2))
    say("large write: succeeded")
  } catch {
    say("large write: \(error == .noSpace(key: key) ? "noSpace" : "\(error)")")
  }
  let stored = try? blobs.stored()
  say("stored: \(stored?.sequence ?? -1) \(stored?.isWhole == true ? "whole" : "broken")")
  let leftovers = try FileManager.default.contentsOfDirectory(atPath: arguments[2]).filter {
    $0.contains(".tmp-")
  }
  say("leftovers: \(leftovers.count)")
case "increment":
  guard arguments.count == 5, let count = Int(arguments[4]) else { fail("increment DIR KEY N") }
  for _ in 0..<count {
    do {
      try storage.update(key) { current in
        let value = current.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
        return Data(String(value + 1).utf8)
      }
    } catch {
      fail("increment: \(error)")
    }
  }
  say("done")
case "save":
  guard arguments.count == 5 else { fail("save DIR KEY TEXT") }
  do { try Persisted<String>(key: key, in: storage).write(arguments[4]) } catch { fail("save: \(error)") }
  say("saved")
default:
  fail("unknown mode \(arguments[1])")
}
