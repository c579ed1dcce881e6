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
//   mvi-persistence-probe save DIR KEY TEXT [V]   saves TEXT once (as format version V)
//   mvi-persistence-probe remove DIR KEY          removes the value
//   mvi-persistence-probe hold DIR KEY            takes the key's write lock, prints "held" and
//                                                 keeps it until killed
//   mvi-persistence-probe load-as DIR KEY UID     drops to user (and group) UID, loads once and
//                                                 prints the value or the error
//   mvi-persistence-probe load-without-descriptors DIR KEY
//                                                 loads with every descriptor taken, then again
//                                                 with them given back; prints both outcomes
//   mvi-persistence-probe peak-memory DIR KEY     loads a small string, then KEY's (a string);
//                                                 prints its length and how much its load raised
//                                                 the peak memory (bytes)
//   mvi-persistence-probe add DIR KEY FROM N      a store of `Likes` (the feed's pattern: an
//                                                 atomic update a like) likes FROM..<FROM+N
//   mvi-persistence-probe pending DIR KEY         changes of two keys waiting out a debounce, then
//                                                 PendingSaves.flushAll(); prints the count
//                                                 before, the errors, the count after, what is stored
//   mvi-persistence-probe share DIR KEY EDITS S   a store of `ShoppingList` (the article's) (load, watch, an update
//                                                 an edit) renames "eggs" EDITS times, 40 ms apart,
//                                                 and prints the state's "eggs" after S seconds
import Foundation
import MVI
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
  guard arguments.count >= 5 else { fail("save DIR KEY TEXT [VERSION]") }
  let version = arguments.count > 5 ? Int(arguments[5]) ?? 1 : 1
  do {
    try Persisted<String>(key: key, in: storage, version: version).write(arguments[4])
  } catch {
    fail("save: \(error)")
  }
  say("saved")
case "remove":
  do { try Persisted<String>(key: key, in: storage).remove() } catch { fail("remove: \(error)") }
  say("removed")
case "hold":
  try? FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
  let lock = open("\(arguments[2])/\(key).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
  guard lock >= 0, flock(lock, LOCK_EX) == 0 else { fail("hold: errno \(errno)") }
  say("held")
  while true { sleep(60) }
case "load-as":
  guard arguments.count == 5, let user = UInt32(arguments[4]) else { fail("load-as DIR KEY UID") }
  guard setgid(user) == 0, setuid(user) == 0 else { fail("setuid: errno \(errno)") }
  do {
    say("value: \(try Persisted<String>(key: key, in: storage).stored() ?? "nil")")
  } catch {
    say("error: \(error)")
  }
case "load-without-descriptors":
  // Every descriptor taken, as in an app that leaks them: a load fails for want of one.
  var rlimit = rlimit(rlim_cur: 64, rlim_max: 64)
  guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &rlimit) == 0 else { fail("setrlimit: errno \(errno)") }
  var taken: [Int32] = []
  while case let fd = open("/dev/null", O_RDONLY), fd >= 0 { taken.append(fd) }
  let note = Persisted<String>(key: key, in: storage)
  do { say("value: \(try note.stored() ?? "nil")") } catch { say("error: \(error)") }
  for fd in taken { close(fd) }
  do { say("then: \(try note.stored() ?? "nil")") } catch { say("then: \(error)") }
case "peak-memory":
  // How much a load of the value (a string) raises the process's peak memory, in bytes: the
  // high-water mark of its own memory (`VmHWM`; `getrusage` would count the parent's too, which
  // it inherits across `exec`).
  func peak() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") ?? 0) * 1024
  }
  // A small value saved and loaded first: the code a first load runs (the decoder's, the
  // file's) is brought into memory once per process, whatever the file's size, and is not what
  // the load of this file costs.
  let warm = Persisted<String>(key: key + "-warm-up", in: storage)
  do {
    try warm.write("warm")
    _ = try warm.stored()
  } catch { fail("warm-up: \(error)") }
  let before = peak()
  let note = Persisted<String>(key: key, in: storage)
  let length: Int
  do { length = try note.stored()?.utf8.count ?? 0 } catch { fail("load: \(error)") }
  say("\(length) \(peak() - before)")
case "add":
  guard arguments.count == 6, let from = Int(arguments[4]), let count = Int(arguments[5]) else {
    fail("add DIR KEY FROM N")
  }
  let likes = Persisted<Set<Int>>(key: key, in: storage)
  let store = Store(Likes(likes: likes), initialState: Likes.State())
  store.send(.launched)
  for id in from..<(from + count) { await store.send(.liked(id)).finish() }
  do { try likes.flush() } catch { fail("flush: \(error)") }
  await store.send(.finished).finish()
  say("done")
case "share":
  guard arguments.count == 6, let edits = Int(arguments[4]), let seconds = Double(arguments[5]) else {
    fail("share DIR KEY EDITS SECONDS")
  }
  let start = ContinuousClock.now
  let files = FilePersistence(directory: arguments[2], pollInterval: .milliseconds(20))
  let saved = Persisted<[String: String]>(key: key, in: files, debounce: .milliseconds(30))
  let store = Store(ShoppingList(saved: saved), initialState: ShoppingList.State())
  store.send(.launched)
  try? await Task.sleep(for: .milliseconds(300))
  for edit in 0..<edits {
    store.send(.renamed(id: "eggs", to: "Eggs \(edit + 1)"))
    try? await Task.sleep(for: .milliseconds(40))
  }
  try? await ContinuousClock().sleep(until: start + .seconds(seconds))
  do { try saved.flush() } catch { fail("flush: \(error)") }
  say(store.state.items["eggs"] ?? "none")
  await store.send(.closed).finish()
case "pending":
  // Two stores whose changes wait out an hour's debounce: likes (updates, the feed's pattern) and
  // another key's value (a save); then every pending change written at once, as an app does when
  // it goes to the background. Prints the count before and after, and what is stored then.
  let likes = Persisted<Set<Int>>(key: key, in: storage, debounce: .seconds(3600))
  let other = Persisted<Set<Int>>(key: key + "-other", in: storage, debounce: .seconds(3600))
  let stores = [likes, other].map { Store(Likes(likes: $0), initialState: Likes.State()) }
  stores[0].send(.liked(1))
  stores[0].send(.liked(2))
  stores[1].send(.liked(3))
  await Task.yield()
  let before = PendingSaves.count
  let errors = PendingSaves.flushAll()
  let stored = [likes, other].map { (try? $0.stored()).flatMap { $0 }.map { $0.sorted() } ?? [] }
  say("\(before) \(errors.count) \(PendingSaves.count) \(stored)")
default:
  fail("unknown mode \(arguments[1])")
}
