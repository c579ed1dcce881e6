// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's Binding and State, for type-checking only (see README.md).

// https://developer.apple.com/documentation/swiftui/binding
// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // SwiftUICore.swiftinterface (iOS 18.0) @507561, inside `#if compiler(>=5.3) && $IsolatedAny`:
  // `@preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () ->
  // Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)`
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }

  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

// SwiftUICore.swiftinterface (iOS 18.0), `extension SwiftUICore.Binding`: the other unlabeled
// initializers, which any `Binding(x)` of ours is resolved against.
extension Binding {
  // `public init<V>(_ base: SwiftUICore.Binding<V>) where Value == V?`
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  // `public init?(_ base: SwiftUICore.Binding<Value?>)`
  public init?(_ base: Binding<Value?>) { fatalError() }
  // `public init<V>(_ base: SwiftUICore.Binding<V>) where Value == Swift.AnyHashable, V : Swift.Hashable`
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding ("A binding conforms to Sendable only if
// its wrapped value type also conforms to Sendable.")
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/state
// `@frozen @propertyWrapper struct State<Value>`
@frozen @propertyWrapper public struct State<Value> {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State: Sendable where Value: Sendable {}
