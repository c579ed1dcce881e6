import Foundation
import MVIPersistence
import Testing

@Suite struct InMemoryPersistenceTests {
  @Test func anUpdateThatThrowsChangesNothing() throws {
    let storage = InMemoryPersistence()
    try storage.update("key") { _ in Data("one".utf8) }
    #expect(throws: PersistenceError.noSpace(key: "key")) {
      try storage.update("key") { _ throws(PersistenceError) in throw .noSpace(key: "key") }
    }
    #expect(try storage.read("key") == Data("one".utf8))
  }

  @Test func watchersOfAKeyAreToldOfItsUpdatesOnly() async throws {
    let storage = InMemoryPersistence()
    var changes = storage.changes(of: "key").makeAsyncIterator()
    try storage.update("other") { _ in Data("x".utf8) }
    try storage.update("key") { _ in Data("y".utf8) }
    #expect(await changes.next() != nil)
    #expect(try storage.read("key") == Data("y".utf8))
  }

  @Test func movingAsideNeverReplaces() throws {
    let storage = InMemoryPersistence()
    try storage.update("key") { _ in Data("first".utf8) }
    #expect(try storage.moveAside("key") == "key.aside-1")
    try storage.update("key") { _ in Data("second".utf8) }
    #expect(try storage.moveAside("key") == "key.aside-2")
    #expect(storage.keys == ["key.aside-1", "key.aside-2"])
  }

  @Test func movingAsideOnlyWhatIsStillStoredLeavesAReplacement() throws {
    let storage = InMemoryPersistence()
    try storage.update("key") { _ in Data("garbage".utf8) }
    try storage.update("key") { _ in Data("good".utf8) }
    #expect(try storage.moveAside("key", ifStill: Data("garbage".utf8)) == nil)
    #expect(storage.keys == ["key"])
    #expect(try storage.moveAside("key", ifStill: Data("good".utf8)) == "key.aside-1")
    #expect(storage.keys == ["key.aside-1"])
  }
}
