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

  @Test func equalityComparesByIDWhereverTheElementsAreKept() {
    let a: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    // The same elements in the same order, added in another order: kept in other places.
    var b: IdentifiedArray<Item> = [Item(id: 3), Item(id: 2), Item(id: 1)]
    b.move(fromOffsets: [2], toOffset: 0)
    b.move(fromOffsets: [2], toOffset: 1)
    #expect(b.ids == [1, 2, 3])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b[id: 2]?.name = "two"
    #expect(a != b)
    // A copy is equal, and stays so until one of them changes.
    var c = a
    #expect(a == c)
    c[id: 3]?.name = "three"
    #expect(a != c)
    // Removing moves another element into the freed place: lookups and order still hold.
    var d = a
    d.remove(id: 1)
    #expect(d == [Item(id: 2), Item(id: 3)])
    #expect(d[id: 3] == Item(id: 3) && d[id: 1] == nil)
  }

  @Test func aThrowingRemovalRemovesNothing() {
    struct Refused: Error {}
    var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2), Item(id: 3)]
    #expect(throws: Refused.self) {
      try items.removeAll { item in
        if item.id == 3 { throw Refused() }
        return true
      }
    }
    #expect(items == [Item(id: 1), Item(id: 2), Item(id: 3)])
    #expect(items[id: 1] == Item(id: 1), "every element still found by its id")
    items.removeAll { $0.id != 2 }
    #expect(items == [Item(id: 2)])
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

  @Test func lookupsByIDFollowRemovalsMovesAndRemovalThroughTheSubscript() {
    var items: IdentifiedArray<Item> = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3)]
    items[id: 2]?.name = "two"
    items.remove(at: 0)
    // Position 2, where id 2 was when it changed, now holds id 3.
    #expect(items[id: 3] == Item(id: 3))
    #expect(items[id: 2] == Item(id: 2, name: "two"))
    items[id: 3]?.name = "three"
    items.move(fromOffsets: [2], toOffset: 0)
    #expect(items.map(\.id) == [3, 1, 2])
    #expect(items[id: 1] == Item(id: 1) && items[id: 3]?.name == "three")
    items[id: 3] = nil
    #expect(items[id: 3] == nil && items[id: 2]?.name == "two")
    items.removeAll()
    #expect(items[id: 2] == nil)
  }

  /// The slot last changed by id is tried first by the next lookup: a slot that now holds
  /// another element, or none, must send the lookup to the dictionary.
  @Test func theSlotLastChangedIsTriedFirstAndNeverTrustedBlindly() {
    var items: IdentifiedArray<Item> = [Item(id: 0), Item(id: 1), Item(id: 2), Item(id: 3)]
    items[id: 1]?.name = "one"
    #expect(items[id: 1]?.name == "one")
    // Removing id 1 moves the last element (id 3) into its slot.
    items.remove(id: 1)
    #expect(items[id: 1] == nil)
    #expect(items[id: 3] == Item(id: 3))
    items[id: 1]?.name = "absent"
    #expect(items[id: 1] == nil && items.ids == [0, 2, 3])
    items[id: 3]?.name = "three"
    #expect(items[id: 3]?.name == "three" && items[id: 0] == Item(id: 0))
    // The slot last changed is now past the end.
    items[id: 4] = Item(id: 4)
    items[id: 4]?.name = "four"
    items.removeLast()
    #expect(items[id: 4] == nil && items[id: 2] == Item(id: 2))
    items[id: 4] = Item(id: 4, name: "back")
    #expect(items.ids == [0, 2, 3, 4] && items[id: 4]?.name == "back")
    items.removeAll()
    #expect(items[id: 0] == nil)
    items[id: 0]?.name = "nothing"
    #expect(items.isEmpty)
  }

  @Test func theSlotTriedFirstIsNoPartOfTheValue() throws {
    let items: IdentifiedArray<Item> = [Item(id: 0), Item(id: 1), Item(id: 2)]
    var changed = items
    changed[id: 2]?.name = "two"
    changed[id: 2]?.name = ""
    #expect(changed == items)
    #expect(changed.hashValue == items.hashValue)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(changed) == encoder.encode(items))
    #expect(String(describing: changed) == String(describing: items))
  }

  /// Every change a list makes, chosen at random, checked against an array of the same elements:
  /// order and lookups by id, present and absent.
  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func randomChangesKeepOrderAndLookupsInStepWithAnArray(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var items: IdentifiedArray<Item> = []
    var reference: [Item] = []
    var nextID = 0
    for step in 0..<300 {
      let id = reference.isEmpty || random.next(6) == 0 ? nextID : reference[random.next(reference.count)].id
      let position = random.next(reference.count + 1)
      switch random.next(12) {
      case 0:
        items.append(Item(id: nextID))
        reference.append(Item(id: nextID))
        nextID += 1
      case 1:
        items.insert(Item(id: nextID), at: position)
        reference.insert(Item(id: nextID), at: position)
        nextID += 1
      case 2:
        let removed = reference.firstIndex { $0.id == id }.map { reference.remove(at: $0) }
        #expect(items.remove(id: id) == removed)
      case 3 where !reference.isEmpty:
        let at = random.next(reference.count)
        #expect(items.remove(at: at) == reference.remove(at: at))
      case 4:
        items[id: id]?.name += "x"
        if let at = reference.firstIndex(where: { $0.id == id }) { reference[at].name += "x" }
      case 5:
        items[id: id] = nil
        reference.removeAll { $0.id == id }
      case 6:
        let new = Item(id: id, name: "set \(step)")
        items[id: id] = new
        if let at = reference.firstIndex(where: { $0.id == id }) {
          reference[at] = new
        } else {
          reference.append(new)
        }
        if id == nextID { nextID += 1 }
      case 7:
        let offsets = Set((0..<random.next(3)).map { _ in random.next(max(reference.count, 1)) })
          .filter { $0 < reference.count }
        items.move(fromOffsets: offsets, toOffset: position)
        let moved = offsets.sorted().map { reference[$0] }
        let before = (0..<position).filter { !offsets.contains($0) }.count
        reference = reference.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        reference.insert(contentsOf: moved, at: before)
      case 8:
        items.sort { ($0.name.count, $0.id) > ($1.name.count, $1.id) }
        reference.sort { ($0.name.count, $0.id) > ($1.name.count, $1.id) }
      case 9:
        items.removeAll { $0.id % 5 == step % 5 }
        reference.removeAll { $0.id % 5 == step % 5 }
      case 10:
        let offsets = Set((0..<random.next(3)).map { _ in random.next(max(reference.count, 1)) })
          .filter { $0 < reference.count }
        items.remove(atOffsets: offsets)
        reference = reference.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
      default:
        let replaced = reference.firstIndex { $0.id == id }.map { reference[$0] }
        #expect(items.updateOrAppend(Item(id: id, name: "updated")) == replaced)
        if let at = reference.firstIndex(where: { $0.id == id }) { reference[at].name = "updated" }
        if !reference.contains(where: { $0.id == id }) { reference.append(Item(id: id, name: "updated")) }
        if id == nextID { nextID += 1 }
      }
      #expect(Array(items) == reference, "step \(step)")
      #expect(items.ids == reference.map(\.id), "step \(step)")
      for item in reference { #expect(items[id: item.id] == item, "step \(step)") }
      #expect(items[id: nextID] == nil && items[id: -1] == nil)
    }
  }

  /// SplitMix64: a seeded generator, so that a failing seed replays.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return bound == 0 ? 0 : Int(z % UInt64(bound))
    }
  }

  struct Number: Identifiable, Comparable {
    var id: Int
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  }
}
