// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's environment, for type-checking only (see README.md). The `UndoManager` it
// holds is Foundation's; swift-corelibs-foundation has none, so the model declares it in
// UndoManager.swift. Each declaration cites the character offset where it starts in the iOS 18.0
// SDK's interface files (the copy and commit are named in Presentation+Focus.swift).

// SwiftUICore.swiftinterface @502945: `@frozen @propertyWrapper public struct Environment<Value> :
// SwiftUICore.DynamicProperty` (`DynamicProperty` and the storage are not modelled).
@frozen @propertyWrapper public struct Environment<Value> {
  // @503298 `@inlinable public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // @503431 `@inlinable public var wrappedValue: Value { get }`
  public var wrappedValue: Value { fatalError() }
}

// @504680 `@available(iOS 13.0, …)` `extension SwiftUICore.Environment : Swift.Sendable where Value :
// Swift.Sendable` (@504741). (Without it, this @frozen struct would be implicitly `Sendable`.)
extension Environment: Sendable where Value: Sendable {}

// SwiftUICore.swiftinterface @519350: `@available(iOS 13.0, …)` `public struct EnvironmentValues :
// Swift.CustomStringConvertible` (@519622; its key subscript is not modelled).
public struct EnvironmentValues: CustomStringConvertible {
  // `public init()`
  public init() {}
  // `public var description: Swift.String { get }`
  public var description: String { fatalError() }
}

// @519864 `@available(*, unavailable) extension SwiftUICore.EnvironmentValues : Swift.Sendable`
@available(*, unavailable)
extension EnvironmentValues: Sendable {}

// SwiftUI.swiftinterface @864421 `extension SwiftUICore.EnvironmentValues`, its @864465
// `@available(iOS 13.0, …)` `public var undoManager: Foundation.UndoManager? { get }`.
extension EnvironmentValues {
  public var undoManager: UndoManager? { fatalError() }
}
