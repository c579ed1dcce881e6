import Foundation
import MVIPersistence
import Testing

@Suite struct PersistedMigrationTests {
  @Test func aMigrationChainsNothingAndReadsOnlyItsVersion() throws {
    let storage = InMemoryPersistence()
    try Persisted<[String]>(key: "recent", in: storage, version: 1).write(["강아지", "고양이"])
    let recent = Persisted<[String: Int]>(
      key: "recent", in: storage, version: 3,
      migrations: [
        .init(from: 1, decoding: [String].self) {
          Dictionary(uniqueKeysWithValues: $0.enumerated().map { ($1, $0) })
        },
        .init(from: 2, decoding: Int.self) { ["count": $0] },
      ])
    #expect(try recent.stored() == ["강아지": 0, "고양이": 1])
  }

  @Test func aMigrationThatCannotDecodeReportsCorruptAndKeepsTheBytes() throws {
    let storage = InMemoryPersistence()
    try Persisted<String>(key: "recent", in: storage, version: 1).write("not a list")
    let recent = Persisted<[String]>(
      key: "recent", in: storage, version: 2, migrations: [.init(from: 1, decoding: [String].self) { $0 }])
    #expect {
      try recent.stored()
    } throws: { error in
      if case .corrupt(_, "recent.aside-1", _) = error as? PersistenceError { return true }
      return false
    }
    #expect(storage.keys == ["recent.aside-1"])
  }
}
