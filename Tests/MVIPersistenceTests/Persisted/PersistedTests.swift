import Foundation
import MVIPersistence
import MVITesting
import Testing

/// Versions, revisions, migrations and unreadable values, on an in-memory storage.
@Suite struct PersistedTests {
  struct Progress: Codable, Equatable, Sendable {
    var finished: Bool
    var pages: Int
  }

  struct Header: Decodable {
    var revision: Int
  }

  @Test func nothingStoredReadsAsNil() throws {
    #expect(try Persisted<Progress>(key: "progress").stored() == nil)
  }

  @Test func aWrittenValueIsStoredWithItsVersionAndARevisionThatCountsWrites() throws {
    let storage = InMemoryPersistence()
    let progress = Persisted<Progress>(key: "progress", in: storage, version: 3)
    try progress.write(Progress(finished: false, pages: 1))
    try progress.write(Progress(finished: true, pages: 2))
    #expect(try progress.stored() == Progress(finished: true, pages: 2))
    let json = String(decoding: try #require(try storage.read("progress")), as: UTF8.self)
    let revision = try JSONDecoder().decode(Header.self, from: Data(json.utf8)).revision
    try progress.write(Progress(finished: true, pages: 3))
    #expect(
      try JSONDecoder().decode(Header.self, from: try #require(try storage.read("progress"))).revision
        == revision + 1)
    #expect(json.hasSuffix(#","value":{"finished":true,"pages":2},"version":3}"#))
  }

  @Test func bytesThatDoNotDecodeAreKeptAsideAndReportedNotOverwritten() throws {
    let storage = InMemoryPersistence()
    try storage.update("progress") { _ in Data("{\"version\": 1, \"rev".utf8) }
    let progress = Persisted<Progress>(key: "progress", in: storage)
    #expect {
      try progress.stored()
    } throws: { error in
      guard
        case .corrupt(key: "progress", movedTo: "progress.aside-1", let reason) = error as? PersistenceError
      else { return false }
      return reason.hasPrefix("not JSON")
    }
    #expect(
      String(decoding: try #require(try storage.read("progress.aside-1")), as: UTF8.self)
        == "{\"version\": 1, \"rev")
    #expect(try progress.stored() == nil)
  }

  @Test func aValueOfTheWrongShapeIsCorruptToo() throws {
    let storage = InMemoryPersistence()
    try storage.update("progress") { _ in Data(#"{"version":1,"revision":4,"value":{"finished":"yes"}}"#.utf8)
    }
    #expect {
      try Persisted<Progress>(key: "progress", in: storage).stored()
    } throws: { error in
      guard case .corrupt(_, "progress.aside-1", let reason) = error as? PersistenceError else {
        return false
      }
      return reason.hasPrefix("at value.finished")
    }
  }

  @Test func aWriteOverUndecodableBytesKeepsThemAside() throws {
    let storage = InMemoryPersistence()
    try storage.update("progress") { _ in Data("garbage".utf8) }
    let progress = Persisted<Progress>(key: "progress", in: storage)
    try progress.write(Progress(finished: true, pages: 0))
    #expect(storage.keys == ["progress", "progress.aside-1"])
    #expect(try progress.stored() == Progress(finished: true, pages: 0))
  }

  @Test func bytesReplacedBetweenTheReadAndTheMoveAreReadAgainNotMovedAside() throws {
    // The read returns bytes another writer replaced at once (the value it wrote is good).
    let storage = StaleReadPersistence(stale: Data("garbage".utf8))
    let progress = Persisted<Progress>(key: "progress", in: storage)
    try Persisted<Progress>(key: "progress", in: storage.base).write(Progress(finished: true, pages: 4))
    #expect(try progress.stored() == Progress(finished: true, pages: 4))
    #expect(storage.base.keys == ["progress"], "the good value was moved aside")
  }

  @Test func aWriteThatFoundBytesReplacedMeanwhileBuildsOnWhatReplacedThem() throws {
    // The write's first look finds bytes another writer replaced before they could be moved.
    let storage = StaleReadPersistence(stale: Data("garbage".utf8))
    let progress = Persisted<Progress>(key: "progress", in: storage)
    try Persisted<Progress>(key: "progress", in: storage.base).write(Progress(finished: false, pages: 1))
    try progress.write(Progress(finished: true, pages: 2))
    #expect(storage.base.keys == ["progress"], "the good value was moved aside")
    #expect(try progress.stored() == Progress(finished: true, pages: 2))
  }

  @Test func anOlderVersionIsMigrated() throws {
    let storage = InMemoryPersistence()
    try Persisted<Bool>(key: "progress", in: storage, version: 1).write(true)
    let progress = Persisted<Progress>(
      key: "progress", in: storage, version: 2,
      migrations: [.init(from: 1, decoding: Bool.self) { Progress(finished: $0, pages: 0) }])
    #expect(try progress.stored() == Progress(finished: true, pages: 0))
    try progress.write(Progress(finished: true, pages: 1))
    #expect(
      String(decoding: try #require(try storage.read("progress")), as: UTF8.self).contains(#""version":2"#))
  }

  @Test func anOlderVersionWithoutMigrationIsRefusedAndKeptAside() throws {
    let storage = InMemoryPersistence()
    try Persisted<Bool>(key: "progress", in: storage, version: 1).write(true)
    #expect(
      throws: PersistenceError.unsupportedVersion(
        key: "progress", found: 1, supported: 2, movedTo: "progress.aside-1")
    ) {
      try Persisted<Progress>(key: "progress", in: storage, version: 2).stored()
    }
    #expect(storage.keys == ["progress.aside-1"])
  }

  @Test func aNewerVersionIsRefusedLeftAsItIsAndNotOverwritten() throws {
    let storage = InMemoryPersistence()
    let newer = Persisted<Progress>(key: "progress", in: storage, version: 5)
    try newer.write(Progress(finished: true, pages: 3))
    let older = Persisted<Progress>(key: "progress", in: storage, version: 2)
    #expect(throws: PersistenceError.newerVersion(key: "progress", found: 5, supported: 2)) {
      try older.stored()
    }
    #expect(throws: PersistenceError.newerVersion(key: "progress", found: 5, supported: 2)) {
      try older.write(Progress(finished: false, pages: 0))
    }
    #expect(storage.keys == ["progress"])
    #expect(try newer.stored() == Progress(finished: true, pages: 3))
  }

  @MainActor @Test func aWatcherOfAnOlderVersionIgnoresANewerVersionsSaveInAnotherProcess() async throws {
    let folder = try TemporaryDirectory()
    let clock = TestClock()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock)
    let note = Persisted<String>(key: "note", in: storage)
    let store = TestStore(Notes(note: note), initialState: .init())
    await store.send(.typed("v1")) { $0.text = "v1" }
    await store.send(.startWatching)
    await clock.waitForSleepers(1)
    #expect(try await Probe.run(["save", folder.path, "note", "v2", "2"]).output == "saved\n")
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    await store.send(.stopWatching)
    await store.finish()
    #expect(try folder.names() == ["note.json", "note.lock"])
    #expect(try Persisted<String>(key: "note", in: storage, version: 2).stored() == "v2")
  }

  @MainActor @Test func aWatcherSeesAValueSavedAfterARemovalByAnotherProcess() async throws {
    let folder = try TemporaryDirectory()
    let clock = TestClock()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock)
    let store = TestStore(Notes(note: Persisted(key: "note", in: storage)), initialState: .init())
    await store.send(.typed("a")) { $0.text = "a" }
    await store.send(.startWatching)
    await clock.waitForSleepers(1)
    // Within one poll: removed, and saved anew (its first revision again, before the fix).
    #expect(try await Probe.run(["remove", folder.path, "note"]).output == "removed\n")
    #expect(try await Probe.run(["save", folder.path, "note", "b"]).output == "saved\n")
    await clock.advance(by: .seconds(1))
    await store.receive(.changedElsewhere(.success("b"))) { $0.text = "b" }
    await store.send(.stopWatching)
    await store.finish()
  }

  @Test func aKeyThatIsNotAPlainNameIsRefused() {
    for key in ["", "../etc/passwd", ".hidden", "a/b"] {
      #expect(throws: PersistenceError.invalidKey(key)) { try Persisted<Int>(key: key).write(1) }
    }
  }

  @Test func removeLeavesNothingStored() throws {
    let progress = Persisted<Int>(key: "count")
    try progress.write(1)
    try progress.remove()
    #expect(try progress.stored() == nil)
  }
}
