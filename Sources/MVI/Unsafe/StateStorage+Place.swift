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
  ///
  /// What makes its pointer uses safe: offsets only from `MemoryLayout.offset(of:)` on key paths
  /// of the type they are applied to (invariant 4), an optional level read at its own address
  /// (invariant 5, checked in debug builds), and addresses handed to closures for the one access
  /// they last (invariant 3), of a state the caller keeps alive.
  @usableFromInline
  struct Place<Child> {
    /// How the child is reached from the state.
    enum Access {
      case stored(offset: Int, optionals: OptionalLevels<Child>)
      /// Found from the state's address: an element of an identified array, by id. The function
      /// hands the child's address to its second argument and returns `true`, or returns `false`
      /// without calling it when the child is absent (a generic caller then needs no `Child?`).
      case addressed(Visit)
      case extracted((State) -> Child?)
    }

    /// Hands the address of the child in the state at the first argument to the second; `false`,
    /// without calling it, when the child is absent.
    typealias Visit = (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Bool

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
    ///
    /// - Parameter isPresent: Whether a `Child?` holds a value, made where `Child` is concrete
    ///   (see `OptionalLevels.own`).
    static func optional(_ path: KeyPath<State, Child?>, isPresent: @escaping (inout Child?) -> Bool) -> Self
    {
      let read: (State) -> Child? = { $0[keyPath: path] }
      guard let offset = MemoryLayout<State>.offset(of: path) else {
        return Self(access: .extracted(read), keyPathRead: read)
      }
      // Invariant 5: the child, when present, is where the optional is.
      return Self(access: .stored(offset: offset, optionals: .own(isPresent)), keyPathRead: read)
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
          { base, body in
            guard let child = base.assumingMemoryBound(to: State.self).pointee[keyPath: path][id: id] else {
              return false
            }
            withUnsafePointer(to: child) { body(UnsafeRawPointer($0)) }
            return true
          }, keyPathRead: read)
      }
      // The slot the row was last found in, tried first on the next read or check: one
      // allocation, written through a pointer.
      let hint = ManagedBuffer<Void, Int>.create(minimumCapacity: 1) { buffer in
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: 0) }
      }
      // Invariant 4: the offset of a stored property of `State`, applied to a `State`.
      return addressed(
        { base, body in
          hint.withUnsafeMutablePointerToElements { slot in
            IdentifiedArray.visitElement(
              in: (base + offset).assumingMemoryBound(to: IdentifiedArray<Child>.self), id: id, hint: slot,
              body)
          }
        }, keyPathRead: read)
    }

    /// A child whose address `visit` finds from the state's.
    @usableFromInline
    static func addressed(
      _ visit: @escaping (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Bool,
      keyPathRead: @escaping (State) -> Child?
    ) -> Self {
      Self(access: .addressed(visit), keyPathRead: keyPathRead)
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
          // The presence tests take their optional `inout` only to be handed its address; they
          // never write.
          guard optionals.arePresent(in: UnsafeMutablePointer(mutating: base), childOffset: offset) else {
            return nil
          }
          return (UnsafeRawPointer(base) + offset).assumingMemoryBound(to: Child.self).pointee
        }
      case .addressed(let visit):
        return withUnsafePointer(to: state) { base in
          var child: Child?
          _ = visit(UnsafeRawPointer(base)) { child = $0.assumingMemoryBound(to: Child.self).pointee }
          return child
        }
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
    ///
    /// - Parameter isPresent: Whether a `Grandchild?` holds a value, made where `Grandchild` is
    ///   concrete.
    func appending<Grandchild>(
      optional path: KeyPath<Child, Grandchild?>, isPresent: @escaping (inout Grandchild?) -> Bool
    ) -> Place<Grandchild> {
      let read: (State) -> Grandchild? = { [self] in extract(from: $0)?[keyPath: path] ?? nil }
      guard case .stored(let offset, let optionals) = access, let step = MemoryLayout<Child>.offset(of: path)
      else {
        return Place<Grandchild>(access: .extracted(read), keyPathRead: read)
      }
      let levels: OptionalLevels<Grandchild> =
        if case .always = optionals { .own(isPresent) } else {
          .levels(optionals.list(childOffset: offset) + [OptionalLevel(offset: offset + step, isPresent)])
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
  ///
  /// What makes its pointer uses safe: each level's offset is a stored `Optional` property's
  /// (invariant 4), read in the state at the address given, for the one call (invariant 3), an
  /// inner level only once the levels around it hold a value; the tests take their optional
  /// `inout` only to be handed its address, and never write it.
  enum OptionalLevels<Child> {
    /// No optional on the way: the child is always present.
    case always
    /// One level: the optional that holds the child, at the child's own offset (invariant 5), and
    /// the test of whether it holds a value. The test is made where `Child` is concrete, so that
    /// it reads the optional's tag in place; it takes the optional `inout` so that it is handed
    /// the optional's address (a generic test copies the optional, with everything in it, to
    /// compare it with `nil`).
    case own((inout Child?) -> Bool)
    /// Several levels, outermost first.
    case levels([OptionalLevel])

    /// The levels, for a child at `childOffset`.
    func list(childOffset: Int) -> [OptionalLevel] {
      switch self {
      case .always: []
      case .own(let isPresent): [OptionalLevel(offset: childOffset, isPresent)]
      case .levels(let levels): levels
      }
    }

    /// The same levels, for a grandchild of the child at `childOffset`.
    func moved<Grandchild>(from childOffset: Int) -> OptionalLevels<Grandchild> {
      switch self {
      case .always: .always
      case .own, .levels: .levels(list(childOffset: childOffset))
      }
    }

    /// Whether every level holds a value in the state at `base`, outermost first (an inner level
    /// is only read once the levels around it are known to hold a value).
    func arePresent(in base: UnsafeMutablePointer<State>, childOffset: Int) -> Bool {
      switch self {
      case .always: return true
      case .own(let isPresent):
        return isPresent(
          &(UnsafeMutableRawPointer(base) + childOffset).assumingMemoryBound(to: Child?.self).pointee)
      case .levels(let levels):
        for level in levels where !level.isPresent(in: UnsafeMutableRawPointer(base)) { return false }
        return true
      }
    }
  }

  /// An optional at a fixed offset in `State`, and the test of whether it holds a value.
  ///
  /// Safe as ``OptionalLevels`` is: the offset of a stored `Wrapped?` of `State`, applied to the
  /// address of a `State` whose enclosing levels hold values.
  struct OptionalLevel {
    let offset: Int
    let holdsValue: (UnsafeMutableRawPointer) -> Bool

    /// The level of a `Wrapped?` at `offset`, tested by `isPresent` (made where `Wrapped` is
    /// concrete).
    init<Wrapped>(offset: Int, _ isPresent: @escaping (inout Wrapped?) -> Bool) {
      self.offset = offset
      holdsValue = { isPresent(&$0.assumingMemoryBound(to: Wrapped?.self).pointee) }
    }

    func isPresent(in base: UnsafeMutableRawPointer) -> Bool {
      holdsValue(base + offset)
    }
  }
}
