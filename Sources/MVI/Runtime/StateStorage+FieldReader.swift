extension StateStorage {
  /// A read of one field from a state's address: a load at the field's offset when it is a stored
  /// property, a key path read otherwise.
  ///
  /// Made once per field a store reads.
  struct FieldReader<Value> {
    let read: (UnsafeRawPointer) -> Value

    init(_ path: KeyPath<State, Value>) {
      if let offset = MemoryLayout<State>.offset(of: path) {
        // Invariant 4: the offset of a stored property of `State`, applied to a `State`.
        self.init(read: { ($0 + offset).assumingMemoryBound(to: Value.self).pointee })
      } else {
        self.init(read: { $0.assumingMemoryBound(to: State.self).pointee[keyPath: path] })
      }
    }

    init(read: @escaping (UnsafeRawPointer) -> Value) {
      self.read = read
    }
  }
}
