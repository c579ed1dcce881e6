extension StateStorage {
  /// A read of one field from a state's address: a load at the field's offset when it is a stored
  /// property, a key path read otherwise.
  ///
  /// Made in `@inlinable` code, where `State` and `Value` are concrete, so the load is specialized
  /// in the app's module; made once per field a scoped store reads.
  @usableFromInline
  struct FieldReader<Value> {
    @usableFromInline let read: (UnsafeRawPointer) -> Value

    @inlinable
    init(_ path: KeyPath<State, Value>) {
      if let offset = MemoryLayout<State>.offset(of: path) {
        // Invariant 4: the offset of a stored property of `State`, applied to a `State`.
        self.init(read: { ($0 + offset).assumingMemoryBound(to: Value.self).pointee })
      } else {
        self.init(read: { $0.assumingMemoryBound(to: State.self).pointee[keyPath: path] })
      }
    }

    @usableFromInline
    init(read: @escaping (UnsafeRawPointer) -> Value) {
      self.read = read
    }
  }
}
