import Testing

@testable import MVI

/// The one type that reads the state through pointers: every way of finding a child reads what the
/// key paths read, and an absent optional level is never stepped into.
@MainActor
struct StateStorageTests {
  struct Leaf: Equatable {
    var value = 0
    var label = "leaf"
    var doubled: Int { value * 2 }
  }

  struct Middle: Equatable {
    var flag = true
    var leaf: Leaf? = Leaf(value: 7)
  }

  struct Root: Equatable {
    var number = 1
    var middle: Middle? = Middle()
    var always = Leaf(value: 3)
    var list = [Leaf(value: 10), Leaf(value: 11)]
    var choice: Choice? = .second(Leaf(value: 5))
  }

  enum Choice: Equatable {
    case first(Int)
    case second(Leaf)
  }

  typealias Place<Child> = StateStorage<Root>.Place<Child>

  @Test func aStoredChildIsReadAtItsOffset() {
    let storage = StateStorage(Root())
    let place = Place<Leaf>.always(\.always)
    guard case .stored = place.access else {
      Issue.record("a stored property is found by its offset")
      return
    }
    #expect(storage.child(at: place) == Leaf(value: 3))
    storage.value.always.value = 4
    #expect(storage.child(at: place)?.value == 4)
  }

  @Test func anOptionalChildIsAbsentWhenItsOptionalIsNil() {
    let storage = StateStorage(Root())
    let place = Place<Middle>.optional(\.middle, isPresent: { $0 != nil })
    #expect(storage.child(at: place) == Middle())
    storage.value.middle = nil
    #expect(storage.child(at: place) == nil)
  }

  @Test func aDeepPlaceTestsEveryOptionalLevelOutermostFirst() {
    let storage = StateStorage(Root())
    let leaf = Place<Middle>.optional(\.middle, isPresent: { $0 != nil }).appending(
      optional: \.leaf, isPresent: { $0 != nil })
    let value = StateStorage<Leaf>.FieldReader(\Leaf.value)
    #expect(storage.child(at: leaf) == Leaf(value: 7))
    #expect(storage.fieldValue(value, at: leaf) == 7)
    storage.value.middle?.leaf = nil
    #expect(storage.child(at: leaf) == nil)
    #expect(storage.fieldValue(value, at: leaf) == nil)
    // The outer level is nil: the inner optional's bytes are not a `Leaf?` and must not be read.
    storage.value.middle = nil
    #expect(storage.child(at: leaf) == nil)
    storage.value.middle = Middle(flag: false, leaf: Leaf(value: 9))
    #expect(storage.child(at: leaf)?.value == 9)
  }

  @Test func aFieldOfAStoredChildIsALoadAndAComputedOneAKeyPathRead() {
    let storage = StateStorage(Root())
    let place = Place<Leaf>.always(\.always)
    #expect(storage.fieldValue(StateStorage<Leaf>.FieldReader(\Leaf.label), at: place) == "leaf")
    #expect(storage.fieldValue(StateStorage<Leaf>.FieldReader(\Leaf.doubled), at: place) == 6)
  }

  @Test func aComparingReaderKeepsADifferentValueInPlaceAndLeavesAnEqualOne() {
    let storage = StateStorage(Root())
    let state = UnsafeRawPointer(storage.pointer)
    // A stored field (a load at its offset), one that holds a reference, and a computed one (a
    // key path read).
    let number = StateStorage<Root>.FieldReader(comparing: \Root.number)
    let label = StateStorage<Root>.FieldReader(comparing: \Root.always.label)
    let doubled = StateStorage<Root>.FieldReader(comparing: \Root.always.doubled)
    let seenNumber = StateStorage(1)
    let seenLabel = StateStorage("leaf")
    let seenDoubled = StateStorage(6)
    #expect(number.update?(state, seenNumber.pointer) == false)
    #expect(label.update?(state, seenLabel.pointer) == false)
    #expect(doubled.update?(state, seenDoubled.pointer) == false)

    storage.value.number = 2
    storage.value.always = Leaf(value: 4, label: "changed")
    #expect(number.update?(state, seenNumber.pointer) == true)
    #expect(label.update?(state, seenLabel.pointer) == true)
    #expect(doubled.update?(state, seenDoubled.pointer) == true)
    #expect(seenNumber.value == 2)
    #expect(seenLabel.value == "changed")
    #expect(seenDoubled.value == 8)
    // Compared with the value kept: no change since.
    #expect(number.update?(state, seenNumber.pointer) == false)
    #expect(doubled.update?(state, seenDoubled.pointer) == false)
    #expect(StateStorage<Root>.FieldReader(\Root.number).update == nil, "only a comparing reader compares")
  }

  @Test func aChildsAddressIsHandedOnExactlyWhenTheChildIsPresent() {
    let storage = StateStorage(Root())
    func leaf(at place: Place<Leaf>) -> Leaf? {
      var found: Leaf?
      let isPresent = StateStorage.childAddress(at: place)(UnsafeRawPointer(storage.pointer)) {
        found = $0.assumingMemoryBound(to: Leaf.self).pointee
      }
      #expect(isPresent == (found != nil))
      return found
    }
    let stored = Place<Leaf>.always(\.always)
    let optional = Place<Middle>.optional(\.middle, isPresent: { $0 != nil }).appending(
      optional: \.leaf, isPresent: { $0 != nil })
    let addressed = Place<Leaf>.addressed(
      { base, body in
        base.assumingMemoryBound(to: Root.self).pointee.list.withUnsafeBufferPointer {
          body(UnsafeRawPointer($0.baseAddress! + 1))
        }
        return true
      }, keyPathRead: { $0.list[1] })
    let extracted = Place<Leaf>.extracted { state in
      guard case .second(let leaf) = state.choice else { return nil }
      return leaf
    }
    #expect(leaf(at: stored) == Leaf(value: 3))
    #expect(leaf(at: optional) == Leaf(value: 7))
    #expect(leaf(at: addressed) == Leaf(value: 11))
    #expect(leaf(at: extracted) == Leaf(value: 5))
    storage.value.middle = nil
    storage.value.choice = nil
    #expect(leaf(at: optional) == nil)
    #expect(leaf(at: extracted) == nil)
  }

  @Test func aSubscriptOrAnEnumCaseIsReadThroughItsFunction() {
    let storage = StateStorage(Root())
    let element = Place<Leaf>.always(\.list[1])
    #expect(storage.child(at: element) == Leaf(value: 11))
    let second = Place<Leaf>.extracted { state in
      guard case .second(let leaf) = state.choice else { return nil }
      return leaf
    }
    #expect(storage.child(at: second) == Leaf(value: 5))
    #expect(storage.fieldValue(StateStorage<Leaf>.FieldReader(\Leaf.value), at: second) == 5)
    storage.value.choice = .first(1)
    #expect(storage.child(at: second) == nil)
  }

  @Test func aPlaceReadsAStateValueAsItReadsTheStorage() {
    let state = Root()
    let storage = StateStorage(state)
    let places = [
      Place<Middle>.optional(\.middle, isPresent: { $0 != nil }).appending(
        optional: \.leaf, isPresent: { $0 != nil }),
      Place<Leaf>.always(\.always),
      Place<Middle>.optional(\.middle, isPresent: { $0 != nil }).appending(
        optional: \.leaf, isPresent: { $0 != nil }
      )
      .appending(extract: { $0.value > 0 ? $0 : nil }),
    ]
    for place in places {
      #expect(place.extract(from: state) == storage.child(at: place))
    }
  }
}

extension StateStorage {
  /// What `reader` reads in the child that `childAddress(at:)` finds at `place`, or `nil` when it
  /// says the child is absent (checking that it hands on an address exactly when it says the
  /// child is present).
  fileprivate func fieldValue<Child, Value>(
    _ reader: StateStorage<Child>.FieldReader<Value>, at place: Place<Child>
  ) -> Value? {
    var value: Value?
    let isPresent = Self.childAddress(at: place)(UnsafeRawPointer(pointer)) { value = reader.read($0) }
    #expect(isPresent == (value != nil))
    return value
  }
}
