import Foundation
import MVIPersistence
import Testing

/// Versions, revisions, migrations and unreadable values, on an in-memory storage.
@Suite struct PersistedTests {
  struct Progress: Codable, Equatable, Sendable {
    var finished: Bool
    var pages: Int
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
    #expect(json == #"{"revision":2,"value":{"finished":true,"pages":2},"version":3}"#)
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

  @Test func aNewerVersionOrOneWithoutMigrationIsRefusedAndKeptAside() throws {
    let storage = InMemoryPersistence()
    try Persisted<Progress>(key: "progress", in: storage, version: 5).write(
      Progress(finished: true, pages: 3))
    #expect(
      throws: PersistenceError.unsupportedVersion(
        key: "progress", found: 5, supported: 2, movedTo: "progress.aside-1")
    ) {
      try Persisted<Progress>(key: "progress", in: storage, version: 2).stored()
    }
    try Persisted<Bool>(key: "progress", in: storage, version: 1).write(true)
    #expect(
      throws: PersistenceError.unsupportedVersion(
        key: "progress", found: 1, supported: 2, movedTo: "progress.aside-2")
    ) {
      try Persisted<Progress>(key: "progress", in: storage, version: 2).stored()
    }
    #expect(storage.keys == ["progress.aside-1", "progress.aside-2"])
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
