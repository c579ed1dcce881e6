import Foundation
import MVI
import MVIPersistence
import MVITesting
import Testing

/// Real files and real processes: atomic writes under SIGKILL, a full disk, corrupt files kept
/// aside, two processes on one key, and changes seen by polling on a test clock.
@Suite struct FilePersistenceTests {
  struct Blob: Codable, Equatable {
    var sequence: Int
    var payload: String
    var isWhole: Bool { payload.allSatisfy { $0 == Character(UnicodeScalar(UInt8(97 + sequence % 26))) } }
  }

  @Test func aWriteLeavesTheFileTheLockAndNoTemporaryFile() throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path + "/state/nested")
    try Persisted<String>(key: "note", in: storage).write("hello")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: storage.directory).sorted() == [
        "note.json", "note.lock",
      ])
    let json = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: storage.path(of: "note"))), as: UTF8.self)
    #expect(json.hasPrefix(#"{"revision":"#) && json.hasSuffix(#","value":"hello","version":1}"#))
    #expect(try Persisted<String>(key: "note", in: storage).stored() == "hello")
  }

  @Test func aWriterKilled200TimesMidWriteNeverLeavesATornFile() async throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path)
    let blobs = Persisted<Blob>(key: "blob", in: storage)
    var interrupted = 0
    var last = 0
    var kills = 0
    // 200 kills, and more (up to 2,000) until 5 have landed mid-write: when other tests load the
    // machine, a writer is often killed between writes (3 to 12 of 200 land mid-write, once 0).
    for kill in 0..<2_000 where kill < 200 || interrupted < 5 {
      kills += 1
      try await Probe.onOwnThread { [path = folder.path] in
        try Probe.killWriter(directory: path, key: "blob", after: Int.random(in: 0...3))
      }
      // Old or new content, whole, never anything else.
      let blob = try blobs.stored()
      if let blob {
        #expect(blob.isWhole, "kill \(kill): sequence \(blob.sequence) is not whole")
        #expect(blob.sequence >= last, "kill \(kill): went back from \(last) to \(blob.sequence)")
        last = blob.sequence
      }
      if try folder.names().contains(where: { $0.hasPrefix(".blob.tmp-") }) { interrupted += 1 }
    }
    #expect(last > 0)
    #expect(interrupted >= 5, "\(interrupted) of \(kills) kills landed mid-write: the test proved too little")
    // The temporary files of killed writers are removed by the next writer, under the lock.
    try blobs.write(Blob(sequence: last + 1, payload: String(repeating: "a", count: 0)))
    #expect(try folder.names() == ["blob.json", "blob.lock"])
    print("FilePersistenceTests: \(interrupted) of \(kills) kills landed mid-write, last sequence \(last)")
  }

  @Test func aFullDiskIsATypedErrorAndTheStoredValueStaysWhole() async throws {
    // A file size limit (RLIMIT_FSIZE) in a process of its own makes writes past it fail for
    // real, with EFBIG, as a full disk's would with ENOSPC, without a disk to fill or root.
    let folder = try TemporaryDirectory()
    let outcome = try await Probe.run(["fill", folder.path, "blob", "4096"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "large write: noSpace\nstored: 1 whole\nleftovers: 0\n")
  }

  @Test(.enabled(if: geteuid() != 0, "root writes into a read-only folder"))
  func aReadOnlyFolderIsATypedErrorAndNothingIsWritten() throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path)
    try Persisted<String>(key: "note", in: storage).write("kept")
    #expect(chmod(folder.path, 0o555) == 0)
    #expect(throws: PersistenceError.self) { try Persisted<String>(key: "note", in: storage).write("lost?") }
    #expect(try Persisted<String>(key: "note", in: storage).stored() == "kept")
  }

  @Test func aCorruptFileIsMovedAsideAndKeptByteForByte() throws {
    let folder = try TemporaryDirectory()
    try folder.write("{\"version\":1,\"revision\":3,\"value\":\"tor", to: "note.json")
    let storage = FilePersistence(directory: folder.path)
    let note = Persisted<String>(key: "note", in: storage)
    var aside = ""
    #expect {
      try note.stored()
    } throws: { error in
      guard case .corrupt(key: "note", let movedTo, _) = error as? PersistenceError else { return false }
      aside = movedTo
      return true
    }
    #expect(aside.hasPrefix(folder.path + "/note.aside-") && aside.hasSuffix("-1.json"))
    #expect(
      try folder.read(URL(fileURLWithPath: aside).lastPathComponent)
        == "{\"version\":1,\"revision\":3,\"value\":\"tor")
    #expect(try note.stored() == nil)
    try note.write("fresh")
    #expect(try note.stored() == "fresh")
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOInTheFilesPlaceIsUnreadableAndMovedAsideNeverWaitedOn() throws {
    let folder = try TemporaryDirectory()
    #expect(mkfifo(folder.path + "/note.json", 0o644) == 0)
    #expect(mkfifo(folder.path + "/note.lock", 0o644) == 0)
    let note = Persisted<String>(key: "note", in: FilePersistence(directory: folder.path))
    #expect {
      try note.stored()
    } throws: { error in
      guard case .notAFile(key: "note", _, let movedTo) = error as? PersistenceError else { return false }
      return movedTo.hasPrefix(folder.path + "/note.aside-")
    }
    try note.write("fresh")
    #expect(try note.stored() == "fresh")
  }

  // MARK: Foreign files, I/O errors, limits (issue 52, items 3, 4, 5, 6, 9, 10)

  @Test func aLoadWithNoDescriptorsLeftReportsItAndLeavesTheFile() async throws {
    let folder = try TemporaryDirectory()
    try Persisted<String>(key: "note", in: FilePersistence(directory: folder.path)).write("kept")
    let outcome = try await Probe.run(["load-without-descriptors", folder.path, "note"])
    #expect(
      outcome.output == "error: 'note': open failed (errno \(EMFILE))\nthen: kept\n", "\(outcome.errors)")
    #expect(try folder.names() == ["note.json", "note.lock"])
  }

  @Test func aFolderInTheFilesPlaceIsMovedAsideAndSavesKeepWorking() throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/note.json/inside", withIntermediateDirectories: true)
    let note = Persisted<String>(key: "note", in: FilePersistence(directory: folder.path))
    var aside = ""
    #expect {
      try note.stored()
    } throws: { error in
      guard case .notAFile(key: "note", _, let movedTo) = error as? PersistenceError else { return false }
      aside = movedTo
      return true
    }
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: aside + "/inside", isDirectory: &isFolder) && isFolder.boolValue)
    try note.write("fresh")
    #expect(try note.stored() == "fresh")
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOOrAFolderInTheFilesPlaceSavedToBeforeAnyLoadIsMovedAsideAndTheSaveWorks() throws {
    let folder = try TemporaryDirectory()
    #expect(mkfifo(folder.path + "/note.json", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/other.json", withIntermediateDirectories: true)
    let storage = FilePersistence(directory: folder.path)
    for key in ["note", "other"] {
      try Persisted<String>(key: key, in: storage).write("fresh")
      #expect(try Persisted<String>(key: key, in: storage).stored() == "fresh")
    }
    #expect(try folder.names().filter { $0.contains(".aside-") }.count == 2)
  }

  @Test(.timeLimit(.minutes(1)))
  func aWriteWaitsForAnotherProcessHoldingTheLockNoLongerThanItsLimitAndAFlushNeverHangs() async throws {
    let folder = try TemporaryDirectory()
    let holder = try Probe.start(["hold", folder.path, "note"])
    defer {
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
    }
    var storage = FilePersistence(directory: folder.path)
    storage.maximumWriteWait = .milliseconds(300)
    let note = Persisted<String>(key: "note", in: storage)
    // It gives up (the time limit catches a wait for ever) with the typed error.
    #expect(throws: PersistenceError.lockTimeout(key: "note", waited: .milliseconds(300))) {
      try note.write("x")
    }
    let _: Effect<Notes.Action, Never> = note.save("y") { .saveFailed($0) }
    #expect(throws: PersistenceError.lockTimeout(key: "note", waited: .milliseconds(300))) {
      try note.flush()
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aCorruptFileLoadedWhileAnotherProcessHoldsTheLockIsLeftWhereItIsUntilTheLockIsFree() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/note.json"
    let garbage = Data("{\"version\":1,\"rev".utf8)
    try garbage.write(to: URL(fileURLWithPath: path))
    let holder = try Probe.start(["hold", folder.path, "note"])
    defer {
      if holder.isRunning {
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
      }
    }
    var storage = FilePersistence(directory: folder.path)
    storage.maximumReadWait = .milliseconds(200)
    storage.maximumWriteWait = .milliseconds(300)
    let note = Persisted<String>(key: "note", in: storage)
    // The read gives up waiting and reads the bytes as they are; moving them aside needs the lock,
    // which a writer holds: the load says so and moves nothing (the writer may be replacing them).
    #expect(throws: PersistenceError.lockTimeout(key: "note", waited: .milliseconds(300))) {
      try note.stored()
    }
    #expect(try folder.names() == ["note.json", "note.lock"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    kill(holder.processIdentifier, SIGKILL)
    holder.waitUntilExit()
    // Once the lock is free, the same bytes are moved aside, and the next save works.
    #expect {
      try note.stored()
    } throws: { error in
      guard case .corrupt(key: "note", let movedTo, _) = error as? PersistenceError else { return false }
      return (try? Data(contentsOf: URL(fileURLWithPath: movedTo))) == garbage
    }
    try note.write("fresh")
    #expect(try note.stored() == "fresh")
  }

  @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsReadAndLeftWhereItIs() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/note.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    // A sparse file of 1 TB: read, it would take hours and all the memory.
    #expect(truncate(path, 1 << 40) == 0)
    var storage = FilePersistence(directory: folder.path)
    #expect(storage.maximumSize == 32 << 20)
    storage.maximumSize = 1024
    let note = Persisted<String>(key: "note", in: storage)
    #expect(throws: PersistenceError.tooLarge(key: "note", size: 1 << 40, limit: 1024)) { try note.stored() }
    #expect(try folder.names() == ["note.json"])
    // A save moves it aside: it is not this version's to build on.
    try note.write("fresh")
    #expect(try note.stored() == "fresh")
    #expect(try folder.names().filter { $0.contains(".aside-") }.count == 1)
  }

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "the peak is read from /proc"),
    .disabled(if: Sanitizer.isActive, "a sanitizer's shadow memory raises the probe's peak, not the load"))
  func aLoadRaisesThePeakMemoryByAtMostTwiceTheFile() async throws {
    // In a process of its own, whose peak memory is this load's: a 16 MB value.
    let folder = try TemporaryDirectory()
    let length = 16 << 20
    try Persisted<String>(key: "note", in: FilePersistence(directory: folder.path)).write(
      String(repeating: "a", count: length))
    let file =
      try FileManager.default.attributesOfItem(atPath: folder.path + "/note.json")[.size] as? Int ?? 0
    let outcome = try await Probe.run(["peak-memory", folder.path, "note"])
    let numbers = outcome.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    #expect(numbers.first == length, "\(outcome.errors)")
    let peak = try #require(numbers.last)
    // The file's bytes, read into one buffer of its size, and the string decoded from them, and
    // nothing else: a buffer that doubled to find the end made it 3.2 times; the code of a first
    // load, which the probe runs before (a fixed 3 MB), 2.2 times. What the allocator adds does
    // not grow with the file: pages (each buffer ends within one), and, when the suite runs
    // beside it, one growth of its heap (132 KiB on glibc).
    let allocatorSlack = 256 << 10
    #expect(
      peak > 0 && peak <= 2 * file + allocatorSlack,
      "a load of \(file) bytes raised the peak memory by \(peak)")
    print(
      "FilePersistenceTests: a load of \(file) bytes raised the peak memory by \(peak) bytes: \(outcome.output)"
    )
  }

  @Test func aFileThatMayNotBeReadIsNotReadableNotNotWritableAndIsLeftWhereItIs() async throws {
    // Root reads anything: the load runs in a process that dropped to user `nobody`.
    let folder = try TemporaryDirectory()
    try Persisted<String>(key: "note", in: FilePersistence(directory: folder.path)).write("kept")
    #expect(chmod(folder.path + "/note.json", 0) == 0)
    let nobody: UInt32 = 65534
    let outcome = try await Probe.run([
      "load-as", folder.path, "note", geteuid() == 0 ? "\(nobody)" : "\(geteuid())",
    ])
    #expect(
      outcome.output
        == "error: \(PersistenceError.notReadable(key: "note", path: folder.path + "/note.json"))\n",
      "\(outcome.errors)")
    #expect(try folder.names() == ["note.json", "note.lock"])
  }

  @Test func movingAsideTwiceInOneSecondKeepsBoth() throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path)
    try folder.write("one", to: "note.json")
    let first = try storage.moveAside("note")
    try folder.write("two", to: "note.json")
    let second = try storage.moveAside("note")
    #expect(first != second)
    #expect(try folder.read(URL(fileURLWithPath: first).lastPathComponent) == "one")
    #expect(try folder.read(URL(fileURLWithPath: second).lastPathComponent) == "two")
  }

  @Test func movingAsideOnlyWhatIsStillStoredLeavesAFileWrittenMeanwhile() throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path)
    try folder.write("good", to: "note.json")
    #expect(try storage.moveAside("note", ifStill: Data("garbage".utf8)) == nil)
    #expect(try folder.names() == ["note.json", "note.lock"])
    #expect(try folder.read("note.json") == "good")
    let aside = try #require(try storage.moveAside("note", ifStill: Data("good".utf8)))
    #expect(try folder.read(URL(fileURLWithPath: aside).lastPathComponent) == "good")
    #expect(try storage.read("note") == nil)
  }

  @Test func twoProcessesUpdatingOneKeyLoseNoUpdate() async throws {
    let folder = try TemporaryDirectory()
    async let first = Probe.run(["increment", folder.path, "counter", "300"])
    async let second = Probe.run(["increment", folder.path, "counter", "300"])
    let outcomes = try await [first, second]
    #expect(outcomes.map(\.status) == [0, 0], "\(outcomes.map(\.errors))")
    #expect(try folder.read("counter.json") == "600")
  }

  @Test func aReadBegunDuringAWriteWaitsForItAndReturnsWhatItWrote() async throws {
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path)
    let note = Persisted<String>(key: "note", in: storage)
    try note.write("old")
    // A writer between taking the key's lock and renaming its file in, as one whose fsync waits
    // for a busy disk stays (another process's, or another store's of this one).
    let writer = open(folder.path + "/note.lock", O_RDWR | O_CLOEXEC)
    defer { close(writer) }
    #expect(flock(writer, LOCK_EX) == 0)
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    async let read = Probe.onOwnThread {
      didStart.yield()
      return try note.stored()
    }
    for await _ in started { break }
    try await Task.sleep(for: .milliseconds(200))
    try folder.write(#"{"revision":2,"value":"new","version":1}"#, to: "note.json")
    #expect(flock(writer, LOCK_UN) == 0)
    #expect(try await read == "new")
  }

  @Test(.timeLimit(.minutes(1)))
  func aReadWaitsForAWriterThatHangsNoLongerThanItsLimit() async throws {
    let folder = try TemporaryDirectory()
    var storage = FilePersistence(directory: folder.path)
    storage.maximumReadWait = .milliseconds(300)
    let note = Persisted<String>(key: "note", in: storage)
    try note.write("old")
    let writer = open(folder.path + "/note.lock", O_RDWR | O_CLOEXEC)
    defer { close(writer) }
    #expect(flock(writer, LOCK_EX) == 0)
    let start = ContinuousClock.now
    // The writer never finishes: the read gives up waiting and reads the file as it is.
    #expect(try await Probe.onOwnThread { try note.stored() } == "old")
    #expect(ContinuousClock.now - start >= .milliseconds(300))
  }

  @Test(.timeLimit(.minutes(1)))
  func aChangeByAnotherStoreOfThisProcessIsSeenAtOnceWithoutAPoll() async throws {
    let folder = try TemporaryDirectory()
    // A clock that never moves: no poll happens.
    let clock = TestClock()
    let mine = Persisted<String>(
      key: "note", in: FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock))
    let theirs = Persisted<String>(
      key: "note", in: FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock))
    let changes = mine.storage.changes(of: "note")
    try theirs.write("theirs")
    for await _ in changes { break }
    #expect(try mine.stored() == "theirs")
    try theirs.remove()
    for await _ in changes { break }
    #expect(try mine.stored() == nil)
  }

  @Test func aChangeByAnotherProcessIsSeenAtTheNextPoll() async throws {
    let folder = try TemporaryDirectory()
    let clock = TestClock()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock)
    let note = Persisted<String>(key: "note", in: storage)
    try note.write("mine")
    let changes = Task {
      var seen: [String?] = []
      for await _ in storage.changes(of: "note") {
        seen.append(try note.stored())
        if seen.count == 2 { break }
      }
      return seen
    }
    await clock.waitForSleepers(1)
    #expect(try await Probe.run(["save", folder.path, "note", "theirs"]).output == "saved\n")
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    try FileManager.default.removeItem(atPath: storage.path(of: "note"))
    await clock.advance(by: .seconds(1))
    #expect(try await changes.value == ["theirs", nil])
  }

  @Test func theStateFolderFollowsXDGStateHome() {
    let folder = FilePersistence.stateDirectory(for: "swift-mvi")
    if let state = ProcessInfo.processInfo.environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      #expect(folder == "\(state)/swift-mvi")
    } else {
      #expect(
        folder.hasSuffix("/.local/state/swift-mvi") || folder.hasSuffix("/Application Support/swift-mvi"))
    }
  }
}
