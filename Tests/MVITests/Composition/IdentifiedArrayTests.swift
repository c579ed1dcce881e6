import Foundation
import MVI
import Testing

struct IdentifiedArrayTests {
  struct Item: Identifiable, Equatable, Hashable, Codable {
    var id: Int
    var name = ""
  }

  @Test func accessByIDInOrderAndInPlace() {
    var items: IdentifiedArray<Item> = [Item(id: 3), Item(id: 1), Item(id: 2)]
    #expect(items.ids == [3, 1, 2])
    #expect(items.map(\.id) == [3, 1, 2])
    items[id: 1]?.name = "one"
    #expect(items[id: 1]?.name == "one")
    #expect(items[1] == Item(id: 1, name: "one"))
    #expect(items[id: 9] == nil)
    items[id: 9]?.name = "nothing"
    #expect(items.count == 3)
  }

  @Test func settingAddsOrRemovesAndKeepsIDsInStep() {
    var items: IdentifiedArray<Item> = []
    items[id: 1] = Item(id: 1)
    items[id: 2] = Item(id: 2)
    #expect(items.ids == [1, 2])
    items[id: 1] = nil
    #expect(items.ids == [2])
    #expect(items.remove(id: 2) == Item(id: 2))
    #expect(items.remove(id: 2) == nil)
    #expect(items.isEmpty)
  }

  @Test func settingThroughTheOptionalInPlaceAddsOrRemovesAndKeepsIDsInStep() {
    func set(_ element: inout Item?, to value: Item?) { element = value }
    var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    set(&items[id: 2], to: nil)
    #expect(items.ids == [1, 3])
    set(&items[id: 4], to: Item(id: 4))
    #expect(items.ids == [1, 3, 4])
    set(&items[id: 1], to: Item(id: 1, name: "replaced"))
    set(&items[id: 9], to: nil)
    #expect(items.ids == [1, 3, 4])
    #expect(items.map(\.name) == ["replaced", "", ""])
    set(&items[id: 2], to: Item(id: 2))
    #expect(items.ids == [1, 3, 4, 2])
    #expect(items.count == 4)
  }

  @Test func appendAndInsertRefuseADuplicateAndSayWhere() {
    var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
    let appended = items.append(Item(id: 2, name: "again"))
    #expect(!appended.inserted && appended.index == 1)
    #expect(items[id: 2]?.name == "")
    let inserted = items.insert(Item(id: 0), at: 0)
    #expect(inserted.inserted && inserted.index == 0)
    #expect(items.ids == [0, 1, 2])
    #expect(items.updateOrAppend(Item(id: 2, name: "new")) == Item(id: 2))
    #expect(items.updateOrAppend(Item(id: 3)) == nil)
    #expect(items.ids == [0, 1, 2, 3])
    #expect(items.remove(at: 0) == Item(id: 0))
    items.removeAll { $0.id.isMultiple(of: 2) }
    #expect(items.ids == [1, 3])
  }

  @Test func duplicatesAreATypedError() {
    #expect(throws: IdentifiedArrayError.duplicateID("1")) {
      try IdentifiedArray([Item(id: 1), Item(id: 2), Item(id: 1)])
    }
    #expect("\(IdentifiedArrayError.duplicateID("1"))" == "two elements have the id 1")
  }

  @Test func changingAnElementLeavesTheIDsStorageShared() {
    var items = IdentifiedArray(uniqueElements: (0..<1_000).map { Item(id: $0) })
    let before = items.ids
    items[id: 500]?.name = "changed"
    let after = items.ids
    let shared = before.withUnsafeBufferPointer { a in
      after.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
    #expect(shared)
  }

  @Test func equalityAndHashingFollowOrder() {
    let a: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
    let b: IdentifiedArray<Item> = [Item(id: 2), Item(id: 1)]
    #expect(a != b)
    #expect(a == [Item(id: 1), Item(id: 2)])
    #expect(Set([a, a]).count == 1)
    #expect(a.description.contains("id: 1"))
  }

  @Test func movesAsSwiftUIsOnMoveReportsIt() {
    var items: IdentifiedArray<Item> = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3)]
    items.move(fromOffsets: [0], toOffset: 3)
    #expect(items.ids == [1, 2, 0, 3])
    items.move(fromOffsets: [3], toOffset: 0)
    #expect(items.ids == [3, 1, 2, 0])
    items.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(items.ids == [1, 0, 3, 2])
    items.move(fromOffsets: IndexSet([1]), toOffset: 1)
    #expect(items.ids == [1, 0, 3, 2])
    #expect(items.map(\.id) == [1, 0, 3, 2])
  }

  @Test func removesAtOffsetsAndAtTheEnds() {
    var items: IdentifiedArray<Item> = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4)]
    items.remove(atOffsets: IndexSet([1, 3]))
    #expect(items.ids == [0, 2, 4])
    #expect(items[id: 1] == nil && items[id: 3] == nil)
    #expect(items.removeLast() == Item(id: 4))
    #expect(items.removeFirst() == Item(id: 0))
    #expect(items.ids == [2])
    items.append(Item(id: 1))
    #expect(items.ids == [2, 1], "a removed id can be added again")
  }

  @Test func sortsByElementsAndKeepsEachElementWithItsID() {
    var items: IdentifiedArray<Item> = [
      Item(id: 1, name: "b"), Item(id: 2, name: "c"), Item(id: 3, name: "a"),
    ]
    items.sort { $0.name < $1.name }
    #expect(items.ids == [3, 1, 2])
    #expect(items[id: 3]?.name == "a")
    var numbers: IdentifiedArray<Number> = [Number(id: 3), Number(id: 1), Number(id: 2)]
    numbers.sort()
    #expect(numbers.ids == [1, 2, 3])
  }

  @Test func encodesAsAnArrayAndRefusesARepeatedIDWhenDecoding() throws {
    let items: IdentifiedArray<Item> = [Item(id: 2, name: "two"), Item(id: 1, name: "one")]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(items)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":2,"name":"two"},{"id":1,"name":"one"}]"#)
    #expect(try JSONDecoder().decode(IdentifiedArray<Item>.self, from: data) == items)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        IdentifiedArray<Item>.self, from: Data(#"[{"id":1,"name":""},{"id":1,"name":""}]"#.utf8))
    }
  }

  struct Number: Identifiable, Comparable {
    var id: Int
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  }
}
