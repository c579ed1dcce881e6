// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's environment and of the undo manager it holds, for type-checking only (see
// README.md). `UndoManager` is Foundation's; swift-corelibs-foundation has none, so the model
// declares it here, where the model's `SwiftUI` re-exports Foundation as the real one does.

// https://developer.apple.com/documentation/swiftui/environment
// `@frozen @propertyWrapper struct Environment<Value>`
@frozen @propertyWrapper public struct Environment<Value> {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  // `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  // `var wrappedValue: Value { get }`
  public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
// `struct EnvironmentValues`
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/undomanager
  // `var undoManager: UndoManager? { get }`
  public var undoManager: UndoManager? { fatalError() }
}

// The Xcode 26 SDK's, from https://developer.apple.com/documentation/foundation/undomanager:
// `@MainActor class UndoManager`. (The iOS 18.0 SDK's NSUndoManager.h declares `@interface
// NSUndoManager : NSObject` with no actor, inside `NS_HEADER_AUDIT_BEGIN(nullability,
// sendability)`.)
@MainActor public class UndoManager {
  // The Xcode 26 SDK's, from
  // https://developer.apple.com/documentation/foundation/undomanager/registerundo(withtarget:handler:):
  // `@MainActor @preconcurrency func registerUndo<TargetType>(withTarget target: TargetType,
  // handler: @escaping @MainActor (TargetType) -> Void) where TargetType : AnyObject`. (iOS 18.0's
  // NSUndoManager.h: `- (void)registerUndoWithTarget:(id)target handler:(void (NS_SWIFT_SENDABLE
  // ^)(id target))undoHandler … NS_REFINED_FOR_SWIFT;`, a `@Sendable` handler: below the floor.)
  @MainActor @preconcurrency public func registerUndo<TargetType>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) where TargetType: AnyObject { fatalError() }
  // NSUndoManager.h (iOS 18.0): `- (void)removeAllActionsWithTarget:(id)target;`
  public func removeAllActions(withTarget target: Any) { fatalError() }
  // NSUndoManager.h (iOS 18.0): `@property NSUInteger levelsOfUndo;`
  public var levelsOfUndo: Int {
    get { fatalError() }
    set { fatalError() }
  }
  // https://developer.apple.com/documentation/foundation/undomanager/undo()
  // `func undo()`
  public func undo() { fatalError() }
  // https://developer.apple.com/documentation/foundation/undomanager/redo()
  // `func redo()`
  public func redo() { fatalError() }
}
