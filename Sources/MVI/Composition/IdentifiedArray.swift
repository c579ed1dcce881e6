/// An ordered collection of identifiable elements with O(1) access by id: the state of a list
/// of child features.
///
/// ```swift
/// var rows: IdentifiedArray<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
/// rows[id: 2]?.title = "Second"   // changed in place
/// rows[id: 1] = nil               // removed
/// ```
///
/// Changing an element never touches ``ids``: a list view that observes `store.rows.ids` is not
/// invalidated when a row changes, and comparing unchanged ids costs O(1) because they share
/// storage.
///
/// Reading, changing or removing an element by id finds it in O(1) (a dictionary lookup; none
/// for the element last changed by id, which is tried first); removing by id then shifts the ids
/// after it, like an array.
///
/// Not the type of the same name in swift-identified-collections: this one needs `Identifiable`
/// elements (no `id:` key path), appends when `[id:]` sets an absent id, traps on a repeated id in
/// an array literal, and its positional subscript is read-only. An app that imports both writes
/// `MVI.IdentifiedArray` (or `IdentifiedCollections.IdentifiedArray`).
///
/// Each element gets a hidden *presence stamp* when it is inserted and keeps it while it is
/// changed in place: an element removed and added again with the same id is a new element, so
/// the effects of the old one end (see ``Feature/handle(_:in:at:id:)``). Stamps take no part in
/// equality, hashing or encoding.
public struct IdentifiedArray<Element: Identifiable> {
  /// The ids, in order.
  public private(set) var ids: [Element.ID]
  /// The elements, each in the slot it keeps while it is present, in no particular order (``ids``
  /// is the order): removing one moves the last into its slot. Optional only so that
  /// `subscript(id:)` can yield an element in place as the `Element?` it takes; every slot holds
  /// one. `slots`: the slot of each element in `elements`, by id. `lastSlot`: the slot last
  /// changed through ``subscript(id:)``, tried first by the next lookup by id (a comparison of
  /// ids, no hashing): a list's row is sent to again and again, its parent's `handle` and `reduce`
  /// each looking it up; not part of the value (equality, hashing and encoding ignore it). A
  /// row's store keeps a slot of its own (``visitElement(in:id:hint:_:)``): the views of many
  /// rows check theirs after each send, only one of them the row last changed.
  @usableFromInline var elements: [Element?], slots: [Element.ID: Int], lastSlot = 0
  /// The presence stamp of each element, set when it is inserted.
  private var stamps: [Element.ID: UInt64]

  /// An empty array.
  public init() {
    ids = []
    elements = []
    slots = [:]
    stamps = [:]
  }

  /// The presence stamp of the element with the id: the same while the element stays, a new one
  /// when an element with that id is inserted again; `nil` when absent.
  func stamp(id: Element.ID) -> UInt64? { stamps[id] }

  /// Creates an array of elements whose ids are all different.
  ///
  /// - Throws: ``IdentifiedArrayError/duplicateID(_:)`` naming the first id seen twice.
  public init(_ elements: some Sequence<Element>) throws(IdentifiedArrayError) {
    self.init()
    for element in elements where !append(element).inserted {
      throw .duplicateID(String(describing: element.id))
    }
  }

  /// Creates an array of elements known to have different ids; a repeated id is a programming
  /// error and stops the program.
  public init(uniqueElements elements: some Sequence<Element>) {
    do {
      try self.init(elements)
    } catch {
      preconditionFailure("IdentifiedArray(uniqueElements:): \(error)")
    }
  }

  /// The element with the id, or `nil`. Setting `nil` removes it; setting an element for an id not
  /// present appends it. Modified in place: `rows[id: id]?.title = "x"` copies nothing.
  @inlinable
  public subscript(id id: Element.ID) -> Element? {
    get {
      guard let slot = slot(of: id, trying: lastSlot) else { return nil }
      return elements[slot]
    }
    _modify {
      // One slot yielded in place either way, for a change in place as for a whole element set
      // (no `set`: it is this): an absent element's slot is made first (holding `nil`) and
      // settled after. An element changed in place (the common case) calls nothing.
      let found = slot(of: id, trying: lastSlot)
      let present = found != nil
      let slot: Int
      if let found {
        slot = found
      } else {
        // A new last slot for the id, holding `nil` until `settle(_:id:wasPresent:)`.
        slots[id] = elements.count
        elements.append(nil)
        slot = elements.count - 1
      }
      lastSlot = slot
      defer {
        assert(
          elements[slot]?.id ?? id == id, "IdentifiedArray: the element stored for id \(id) has another id")
        if !present || elements[slot] == nil { settle(slot, id: id, wasPresent: present) }
      }
      yield &elements[slot]
    }
  }

  /// The slot of the element with the id, `nil` when absent: `hint` when it holds the element (a
  /// comparison of ids), else the one the dictionary gives.
  @inlinable
  func slot(of id: Element.ID, trying hint: Int) -> Int? {
    if hint < elements.count, elements[hint]?.id == id { return hint }
    return slots[id]
  }

  /// After `subscript(id:)` yielded `slot`: removes the element it held if it was set to `nil`,
  /// and completes or undoes the slot reserved for an absent element.
  @usableFromInline
  mutating func settle(_ slot: Int, id: Element.ID, wasPresent: Bool) {
    switch (wasPresent, elements[slot] != nil) {
    case (true, false): removeElement(inSlot: slot, id: id)
    case (false, false):
      elements.removeLast()
      slots[id] = nil
    case (false, true):
      stamps[id] = PresenceStamp.next()
      ids.append(id)
    case (true, true): break
    }
  }

  /// Appends an element absent until now, with the id, at the end: in a new slot, with a new
  /// presence stamp.
  mutating func appendElement(_ element: Element, id: Element.ID) {
    addElement(element, id: id)
    ids.append(id)
  }

  /// Puts an element absent until now in a new slot, with a new presence stamp; its id's place in
  /// ``ids`` is the caller's.
  private mutating func addElement(_ element: Element, id: Element.ID) {
    slots[id] = elements.count
    elements.append(element)
    stamps[id] = PresenceStamp.next()
  }

  /// Removes the element with the id, in `slot`, and its id from ``ids`` (at `position`, when the
  /// caller knows it).
  mutating func removeElement(inSlot slot: Int, id: Element.ID, position: Int? = nil) {
    vacate(slot, id: id)
    ids.remove(at: position ?? ids.firstIndex(of: id)!)
  }

  /// Removes the element with the id from `slot`, moving the last element into it, and forgets
  /// the id's slot and stamp; leaves ``ids`` to the caller.
  private mutating func vacate(_ slot: Int, id: Element.ID) {
    let last = elements.count - 1
    if slot != last {
      elements.swapAt(slot, last)
      slots[elements[slot]!.id] = slot
    }
    elements.removeLast()
    slots[id] = nil
    stamps[id] = nil
  }

  /// Removes the elements with the ids in `doomed` from their slots and leaves the ids in `kept`,
  /// in order: ``ids`` parted in two.
  private mutating func removeElements(_ doomed: [Element.ID], keeping kept: [Element.ID]) {
    guard !doomed.isEmpty else { return }
    for id in doomed { vacate(slots[id]!, id: id) }
    ids = kept
  }

  /// The element with the id, known to be present.
  private func element(_ id: Element.ID) -> Element {
    elements[slots[id]!]!
  }

  /// Appends the element unless its id is present.
  ///
  /// - Returns: Whether it was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if slots[element.id] != nil { return (false, ids.firstIndex(of: element.id)!) }
    appendElement(element, id: element.id)
    return (true, ids.count - 1)
  }

  /// Inserts the element at `position` unless its id is present.
  ///
  /// - Returns: Whether it was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int) {
    if slots[element.id] != nil { return (false, ids.firstIndex(of: element.id)!) }
    precondition(
      position >= 0 && position <= ids.count, "IdentifiedArray.insert(_:at:): position out of range")
    addElement(element, id: element.id)
    ids.insert(element.id, at: position)
    return (true, position)
  }

  /// Replaces the element with the same id, or appends it.
  ///
  /// - Returns: The element replaced, if any.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    guard let slot = slots[element.id] else {
      appendElement(element, id: element.id)
      return nil
    }
    let old = elements[slot]
    elements[slot] = element
    return old
  }

  /// Removes and returns the element with the id, if present.
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let slot = slots[id] else { return nil }
    let element = elements[slot]
    removeElement(inSlot: slot, id: id)
    return element
  }

  /// Removes and returns the element at `position`.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let id = ids[position]
    let slot = slots[id]!
    let element = elements[slot]!
    removeElement(inSlot: slot, id: id, position: position)
    return element
  }

  /// Removes every element that satisfies `shouldBeRemoved`; when it throws, none.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    // What goes is decided before anything is removed.
    var doomed: [Element.ID] = []
    var kept: [Element.ID] = []
    kept.reserveCapacity(ids.count)
    for id in ids {
      if try shouldBeRemoved(element(id)) { doomed.append(id) } else { kept.append(id) }
    }
    removeElements(doomed, keeping: kept)
  }

  /// Removes the elements at the given positions (SwiftUI's `onDelete` gives an `IndexSet`).
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let positions = Set(offsets)
    guard !positions.isEmpty else { return }
    var doomed: [Element.ID] = []
    var kept: [Element.ID] = []
    kept.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() {
      if positions.contains(position) { doomed.append(id) } else { kept.append(id) }
    }
    removeElements(doomed, keeping: kept)
  }

  /// Moves the elements at the given positions, in order, to just before `destination` (a
  /// position before the move), as SwiftUI's `onMove` reports it.
  public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(offsets)
    guard !moving.isEmpty else { return }
    var moved: [Element.ID] = []
    var rest: [Element.ID] = []
    var insertion = 0
    for (position, id) in ids.enumerated() {
      if moving.contains(position) {
        moved.append(id)
      } else {
        if position < destination { insertion += 1 }
        rest.append(id)
      }
    }
    rest.insert(contentsOf: moved, at: insertion)
    ids = rest
  }

  /// Sorts the elements in place; each keeps its id and its presence.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let elements = elements
    let slots = slots
    try ids.sort { try areInIncreasingOrder(elements[slots[$0]!]!, elements[slots[$1]!]!) }
  }

  /// Removes and returns the last element; the array must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!ids.isEmpty, "IdentifiedArray.removeLast(): the array is empty")
    return remove(at: ids.count - 1)
  }

  /// Removes and returns the first element; the array must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!ids.isEmpty, "IdentifiedArray.removeFirst(): the array is empty")
    return remove(at: 0)
  }

  /// Removes every element.
  public mutating func removeAll() {
    ids.removeAll()
    elements.removeAll()
    slots.removeAll()
    stamps.removeAll()
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order, in place.
  public mutating func sort() {
    sort(by: <)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements in order, as an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
  }
}

extension IdentifiedArray: Decodable where Element: Decodable {
  /// Decodes an array of elements; a repeated id is a data corruption error.
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    do {
      try self.init(elements)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
    }
  }
}

extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element.
  public var startIndex: Int { 0 }
  /// The position after the last element.
  public var endIndex: Int { ids.count }
  /// The element at `position`.
  public subscript(position: Int) -> Element { element(ids[position]) }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// An array of the listed elements, whose ids must all be different.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.ids == rhs.ids else { return false }
    // The same storage: equal, in O(1) (a copy not changed since).
    if lhs.sharesElements(with: rhs) { return true }
    // Each id in the same slot on both sides: the elements compared slot by slot; else by id.
    if lhs.elements.indices.allSatisfy({ lhs.elements[$0]?.id == rhs.elements[$0]?.id }) {
      return lhs.elements == rhs.elements
    }
    return lhs.ids.allSatisfy { lhs.element($0) == rhs.element($0) }
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for element in self { hasher.combine(element) }
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, like an array's description.
  public var description: String { Array(self).description }
}
