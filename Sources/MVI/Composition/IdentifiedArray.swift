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
/// Reading, changing or removing an element by id finds it in O(1) (a dictionary lookup);
/// removing by id then shifts the ids after it, like an array.
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
  @usableFromInline var storage: [Element.ID: Element]
  /// The presence stamp of each element, set when it is inserted.
  private var stamps: [Element.ID: UInt64]

  /// An empty array.
  public init() {
    ids = []
    storage = [:]
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
    get { storage[id] }
    _modify {
      // Setting an element can only add its id or remove it: the count tells which, without
      // looking the id up again. An element changed in place (the count unchanged, the common
      // case) calls nothing.
      let count = storage.count
      defer {
        if storage.count != count { reconcile(id, countBefore: count) }
        assert(storage[id]?.id ?? id == id, "IdentifiedArray: the element stored for id \(id) has another id")
      }
      yield &storage[id]
    }
    set {
      let count = storage.count
      storage[id] = newValue
      if storage.count != count { reconcile(id, countBefore: count) }
      assert(storage[id]?.id ?? id == id, "IdentifiedArray: the element stored for id \(id) has another id")
    }
  }

  /// Keeps ``ids`` and the stamps in step with `storage` after the element with the id was added
  /// or removed: appends the id if it was added, removes it if it was removed.
  @usableFromInline
  mutating func reconcile(_ id: Element.ID, countBefore: Int) {
    if storage.count > countBefore {
      ids.append(id)
      stamps[id] = PresenceStamp.next()
    } else {
      ids.remove(at: ids.firstIndex(of: id)!)
      stamps[id] = nil
    }
  }

  /// Appends the element unless its id is present.
  ///
  /// - Returns: Whether it was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if storage[element.id] != nil { return (false, ids.firstIndex(of: element.id)!) }
    storage[element.id] = element
    stamps[element.id] = PresenceStamp.next()
    ids.append(element.id)
    return (true, ids.count - 1)
  }

  /// Inserts the element at `position` unless its id is present.
  ///
  /// - Returns: Whether it was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int) {
    if storage[element.id] != nil { return (false, ids.firstIndex(of: element.id)!) }
    storage[element.id] = element
    stamps[element.id] = PresenceStamp.next()
    ids.insert(element.id, at: position)
    return (true, position)
  }

  /// Replaces the element with the same id, or appends it.
  ///
  /// - Returns: The element replaced, if any.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    guard let old = storage.updateValue(element, forKey: element.id) else {
      ids.append(element.id)
      stamps[element.id] = PresenceStamp.next()
      return nil
    }
    return old
  }

  /// Removes and returns the element with the id, if present.
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let element = storage.removeValue(forKey: id) else { return nil }
    stamps[id] = nil
    ids.remove(at: ids.firstIndex(of: id)!)
    return element
  }

  /// Removes and returns the element at `position`.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let id = ids.remove(at: position)
    stamps[id] = nil
    return storage.removeValue(forKey: id)!
  }

  /// Removes every element that satisfies `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var kept: [Element.ID] = []
    kept.reserveCapacity(ids.count)
    for id in ids {
      if try shouldBeRemoved(storage[id]!) {
        storage[id] = nil
        stamps[id] = nil
      } else {
        kept.append(id)
      }
    }
    ids = kept
  }

  /// Removes the elements at the given positions (SwiftUI's `onDelete` gives an `IndexSet`).
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let doomed = Set(offsets)
    guard !doomed.isEmpty else { return }
    var kept: [Element.ID] = []
    kept.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() {
      if doomed.contains(position) {
        storage[id] = nil
        stamps[id] = nil
      } else {
        kept.append(id)
      }
    }
    ids = kept
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
    try ids.sort { try areInIncreasingOrder(storage[$0]!, storage[$1]!) }
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
    storage.removeAll()
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
    for id in ids { try container.encode(storage[id]!) }
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
  public subscript(position: Int) -> Element { storage[ids[position]]! }
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
    lhs.ids == rhs.ids && lhs.storage == rhs.storage
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for id in ids { hasher.combine(storage[id]) }
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, like an array's description.
  public var description: String { Array(self).description }
}
