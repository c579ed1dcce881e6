extension StateStorage {
  /// A read of one field from a state's address: a load at the field's offset when it is a stored
  /// property, a key path read otherwise.
  ///
  /// Made once per field a store reads.
  ///
  /// What makes its pointer uses safe: its functions are applied only to the address of a
  /// `State` (a storage's, or a child's a ``Place`` found), at an offset of a stored property of
  /// `State` (invariant 4), and to a `Value` that a ``StateStorage`` of its own keeps alive; they
  /// keep no address past the call (invariant 3).
  @usableFromInline
  struct FieldReader<Value> {
    let read: (UnsafeRawPointer) -> Value
    /// Writes the field of the state at the first address over the value at the second: a read
    /// with no temporary of `Value`, made where the types are concrete for an `Equatable` field.
    let copy: (UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Void
    /// For an `Equatable` field: compares the field of the state at the first address with the
    /// value at the second, in place, and writes the field's value there when they differ;
    /// returns whether they did. Made where the types are concrete, so a tracker's check after
    /// a send is one call of specialized code.
    let update: ((UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Bool)?

    init(_ path: KeyPath<State, Value>) {
      let read: (UnsafeRawPointer) -> Value
      if let offset = MemoryLayout<State>.offset(of: path) {
        // Invariant 4: the offset of a stored property of `State`, applied to a `State`.
        read = { ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
      } else {
        read = { $0.assumingMemoryBound(to: State.self).pointee[keyPath: path] }
      }
      self.init(read: read, copy: { $1.pointee = read($0) })
    }

    @inlinable
    init(comparing path: KeyPath<State, Value>) where Value: Equatable {
      if let offset = MemoryLayout<State>.offset(of: path) {
        // Invariant 4, as above.
        self.init(
          read: { ($0 + offset).assumingMemoryBound(to: Value.self).pointee },
          copy: { $1.pointee = ($0 + offset).assumingMemoryBound(to: Value.self).pointee },
          update: { state, seen in
            let now = (state + offset).assumingMemoryBound(to: Value.self)
            if now.pointee == seen.pointee { return false }
            seen.pointee = now.pointee
            return true
          })
      } else {
        self.init(
          read: { $0.assumingMemoryBound(to: State.self).pointee[keyPath: path] },
          copy: { $1.pointee = $0.assumingMemoryBound(to: State.self).pointee[keyPath: path] },
          update: { state, seen in
            let now = state.assumingMemoryBound(to: State.self).pointee[keyPath: path]
            if now == seen.pointee { return false }
            seen.pointee = now
            return true
          })
      }
    }

    @usableFromInline
    init(
      read: @escaping (UnsafeRawPointer) -> Value,
      copy: @escaping (UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Void,
      update: ((UnsafeRawPointer, UnsafeMutablePointer<Value>) -> Bool)? = nil
    ) {
      self.read = read
      self.copy = copy
      self.update = update
    }
  }
}
