// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's Binding and State, for type-checking only (see README.md). Each declaration
// cites the character offset where it starts in SwiftUICore.swiftinterface of the iOS 18.0 SDK
// (the copy and commit are named in Presentation+Focus.swift).

// SwiftUICore.swiftinterface @506845: `@available(iOS 13.0, …)` `@frozen @propertyWrapper
// @dynamicMemberLookup public struct Binding<Value>` (@507117; its storage is not modelled).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // @507561, inside `#if compiler(>=5.3) && $IsolatedAny`: `@preconcurrency public
  // init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
  // @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)`
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }

  // @508098 `public var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  // @508165 `public var projectedValue: SwiftUICore.Binding<Value> { get }`
  public var projectedValue: Binding<Value> { fatalError() }

  // @508354 `public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value, Subject>)
  // -> SwiftUICore.Binding<Subject> { get }`
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

// SwiftUICore.swiftinterface @798053: `@available(iOS 13.0, …)` and the four
// `@_originallyDefinedIn(module: "SwiftUI", …)` lines, then `extension SwiftUICore.Binding` (@798325):
// the other unlabeled initializers, which any `Binding(x)` of ours is resolved against.
extension Binding {
  // @798359 `public init<V>(_ base: SwiftUICore.Binding<V>) where Value == V?`
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  // @798426 `public init?(_ base: SwiftUICore.Binding<Value?>)`
  public init?(_ base: Binding<Value?>) { fatalError() }
  // @798478 `public init<V>(_ base: SwiftUICore.Binding<V>) where Value == Swift.AnyHashable, V :
  // Swift.Hashable`
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

// @508490 `@available(iOS 13.0, …)` `extension SwiftUICore.Binding : @unchecked Swift.Sendable
// where Value : Swift.Sendable` (@508551)
extension Binding: @unchecked Sendable where Value: Sendable {}

// SwiftUICore.swiftinterface @702056: `@available(iOS 13.0, …)` `@frozen @propertyWrapper public
// struct State<Value> : SwiftUICore.DynamicProperty` (@702328; `DynamicProperty` and the storage
// are not modelled).
@frozen @propertyWrapper public struct State<Value> {
  // @702541 `public init(wrappedValue value: Value)`
  public init(wrappedValue value: Value) { fatalError() }
  // @702793 `@_alwaysEmitIntoClient public init(initialValue value: Value)`
  public init(initialValue value: Value) { fatalError() }
  // @702888 `public var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // @702955 `public var projectedValue: SwiftUICore.Binding<Value> { get }`
  public var projectedValue: Binding<Value> { fatalError() }
}

// @703219 `@available(iOS 13.0, …)` `extension SwiftUICore.State : Swift.Sendable where Value :
// Swift.Sendable` (@703280)
extension State: Sendable where Value: Sendable {}
