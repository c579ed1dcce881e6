extension StateStorage {
  /// Where a child's state lies in `State`, decided once, when a store is scoped.
  ///
  /// - When every level on the way is a stored property, the child is at a fixed byte offset,
  ///   present when each optional level on the way holds a value: a read is a few loads, however
  ///   deep the scope.
  /// - Otherwise (a subscript such as `\.rows[id: id]`, an optional chain, an enum case) it is
  ///   found by reading the key paths one after the other. They are never appended to one another:
  ///   appending to a key path with an optional chain is not supported by the runtime when the
  ///   chain ends in `nil`.
  @usableFromInline
  struct Place<Child> {
    /// How the child is reached from the state.
    enum Access {
      case stored(offset: Int, optionals: OptionalLevels)
      /// Read from the state's address: an element of an identified array, by id.
      case addressed((UnsafeRawPointer) -> Child?)
      case extracted((State) -> Child?)
    }

    let access: Access
    #if DEBUG
      /// The child read through the key paths, to check the offsets against (invariant 5).
      let keyPathRead: (State) -> Child?
    #endif

    private init(access: Access, keyPathRead: @escaping (State) -> Child?) {
      self.access = access
      #if DEBUG
        self.keyPathRead = keyPathRead
      #endif
    }

    /// A child that is always present, at `path`.
    static func always(_ path: KeyPath<State, Child>) -> Self {
      let read: (State) -> Child? = { $0[keyPath: path] }
      guard let offset = MemoryLayout<State>.offset(of: path) else {
        return Self(access: .extracted(read), keyPathRead: read)
      }
      return Self(access: .stored(offset: offset, optionals: .always), keyPathRead: read)
    }

    /// A child that may be absent, at `path`.
    static func optional(_ path: KeyPath<State, Child?>) -> Self {
      let read: (State) -> Child? = { $0[keyPath: path] }
      guard let offset = MemoryLayout<State>.offset(of: path) else {
        return Self(access: .extracted(read), keyPathRead: read)
      }
      // Invariant 5: the child, when present, is where the optional is.
      return Self(access: .stored(offset: offset, optionals: .own(Presence<Child>.self)), keyPathRead: read)
    }

    /// The element with `id` of the identified array at `path`: the array is found at its offset
    /// (or through `path` when it is not a stored property) and the element by its id, never
    /// through a key path with a subscript, whose every read costs thousands of instructions.
    /// Made where the types are concrete, so that the read is specialized.
    @inlinable
    static func element(of path: KeyPath<State, IdentifiedArray<Child>>, id: Child.ID) -> Self
    where Child: Identifiable {
      let read: (State) -> Child? = { $0[keyPath: path][id: id] }
      guard let offset = MemoryLayout<State>.offset(of: path) else {
        return addressed(
          { $0.assumingMemoryBound(to: State.self).pointee[keyPath: path][id: id] }, keyPathRead: read)
      }
      // Invariant 4: the offset of a stored property of `State`, applied to a `State`.
      return addressed(
        { ($0 + offset).assumingMemoryBound(to: IdentifiedArray<Child>.self).pointee[id: id] },
        keyPathRead: read)
    }

    /// A child read from the state's address by `read`.
    @usableFromInline
    static func addressed(
      _ read: @escaping (UnsafeRawPointer) -> Child?, keyPathRead: @escaping (State) -> Child?
    ) -> Self {
      Self(access: .addressed(read), keyPathRead: keyPathRead)
    }

    /// A child found by a function: a case of an enum.
    static func extracted(_ extract: @escaping (State) -> Child?) -> Self {
      Self(access: .extracted(extract), keyPathRead: extract)
    }

    /// The child of a state value (not of the storage): what a deeper place reads first.
    func extract(from state: State) -> Child? {
      switch access {
      case .stored(let offset, let optionals):
        return withUnsafePointer(to: state) { base in
          guard optionals.arePresent(in: base, childOffset: offset) else { return nil }
          return (UnsafeRawPointer(base) + offset).assumingMemoryBound(to: Child.self).pointee
        }
      case .addressed(let read):
        return withUnsafePointer(to: state) { read(UnsafeRawPointer($0)) }
      case .extracted(let extract):
        return extract(state)
      }
    }

    /// The place of a grandchild always present in the child, at `path`.
    func appending<Grandchild>(_ path: KeyPath<Child, Grandchild>) -> Place<Grandchild> {
      let read: (State) -> Grandchild? = { [self] in extract(from: $0)?[keyPath: path] }
      guard case .stored(let offset, let optionals) = access, let step = MemoryLayout<Child>.offset(of: path)
      else {
        return Place<Grandchild>(access: .extracted(read), keyPathRead: read)
      }
      return Place<Grandchild>(
        access: .stored(offset: offset + step, optionals: optionals.moved(from: offset)), keyPathRead: read)
    }

    /// The place of a grandchild that may be absent from the child, at `path`.
    func appending<Grandchild>(optional path: KeyPath<Child, Grandchild?>) -> Place<Grandchild> {
      let presence: any OptionalPresence.Type = Presence<Grandchild>.self
      let read: (State) -> Grandchild? = { [self] in extract(from: $0)?[keyPath: path] ?? nil }
      guard case .stored(let offset, let optionals) = access, let step = MemoryLayout<Child>.offset(of: path)
      else {
        return Place<Grandchild>(access: .extracted(read), keyPathRead: read)
      }
      let level = OptionalLevel(offset: offset + step, presence: presence)
      let levels: OptionalLevels =
        if case .always = optionals { .own(presence) } else {
          .levels(optionals.list(childOffset: offset) + [level])
        }
      return Place<Grandchild>(access: .stored(offset: offset + step, optionals: levels), keyPathRead: read)
    }

    /// The place of a grandchild found in the child by a function.
    func appending<Grandchild>(extract function: @escaping (Child) -> Grandchild?) -> Place<Grandchild> {
      let read: (State) -> Grandchild? = { [self] in extract(from: $0).flatMap(function) }
      return Place<Grandchild>(access: .extracted(read), keyPathRead: read)
    }

    /// Checks, in debug builds, that a child read at its offset is the child the key paths read
    /// (invariant 5); only an `Equatable` child can be compared.
    @inline(__always)
    func checkLayout(_ child: Child, _ state: State) {
      #if DEBUG
        if let equal = Equality.of(Child.self), let expected = keyPathRead(state) {
          assert(
            equal(child, expected), "StateStorage: a child read at its offset differs from its key path's")
        }
      #endif
    }
  }

  /// The optional levels on the way to a child at a fixed offset; kept inline for the common cases
  /// (none, or the child's own optional), so that a scoped store allocates nothing for them.
  enum OptionalLevels {
    /// No optional on the way: the child is always present.
    case always
    /// One level: the optional that holds the child, at the child's own offset (invariant 5).
    case own(any OptionalPresence.Type)
    /// Several levels, outermost first.
    case levels([OptionalLevel])

    /// The levels, for a child at `childOffset`.
    func list(childOffset: Int) -> [OptionalLevel] {
      switch self {
      case .always: []
      case .own(let presence): [OptionalLevel(offset: childOffset, presence: presence)]
      case .levels(let levels): levels
      }
    }

    /// The same levels, for a grandchild of the child at `childOffset`.
    func moved(from childOffset: Int) -> Self {
      switch self {
      case .always, .levels: self
      case .own: .levels(list(childOffset: childOffset))
      }
    }

    /// Whether every level holds a value in the state at `base`, outermost first (an inner level
    /// is only read once the levels around it are known to hold a value).
    func arePresent(in base: UnsafePointer<State>, childOffset: Int) -> Bool {
      switch self {
      case .always: return true
      case .own(let presence): return presence.holdsValue(at: UnsafeRawPointer(base) + childOffset)
      case .levels(let levels):
        for level in levels where !level.isPresent(in: UnsafeRawPointer(base)) { return false }
        return true
      }
    }
  }

  /// An optional at a fixed offset in `State`, and the test of whether it holds a value.
  struct OptionalLevel {
    let offset: Int
    let presence: any OptionalPresence.Type

    func isPresent(in base: UnsafeRawPointer) -> Bool {
      presence.holdsValue(at: base + offset)
    }
  }
}

/// The test of whether an optional at an address holds a value, as a type: a metatype is stored
/// without allocating, where a closure made in generic code allocates its context.
protocol OptionalPresence {
  static func holdsValue(at address: UnsafeRawPointer) -> Bool
}

/// Tests a `Wrapped?`.
enum Presence<Wrapped>: OptionalPresence {
  static func holdsValue(at address: UnsafeRawPointer) -> Bool {
    address.assumingMemoryBound(to: Wrapped?.self).pointee != nil
  }
}
