// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of Foundation's undo manager, for type-checking only (see README.md). `UndoManager` is
// Foundation's; swift-corelibs-foundation has none, so the model declares it here, where the
// model's `SwiftUI` re-exports Foundation as the real one does. `NSObject` is
// swift-corelibs-foundation's, as in UIKit.swift.
//
// Where it comes from: the iOS 18.0 SDK in github.com/xybp888/iOS-SDKs (commit 88fdca9de873),
// iPhoneOS18.0.sdk/System/Library/Frameworks/Foundation.framework: Headers/NSUndoManager.h (cited
// by line) for the class and its members as the importer maps them, and the Swift overlay,
// Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface (`Foundation.swiftinterface`,
// cited by character offset), for `registerUndo(withTarget:handler:)`. The Xcode 26 SDK (the
// floor) put the class and that method on the main actor; that is from the declarations' pages
// on developer.apple.com, quoted, and it is what the model declares.

// The class.
// - iOS 18.0, NSUndoManager.h line 18: `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`; lines
//   26–27: `API_AVAILABLE(macos(10.0), ios(3.0), watchos(2.0), tvos(9.0))` `@interface
//   NSUndoManager : NSObject`: no actor, and (audited, not `NS_SWIFT_SENDABLE`) explicitly not
//   `Sendable`: `@available(*, unavailable) extension UndoManager : @unchecked Sendable`.
// - Xcode 26, https://developer.apple.com/documentation/foundation/undomanager (iOS 3.0+):
//   `@MainActor class UndoManager`. (The 26 header is not in the public copy: its annotation is
//   presumably `NS_SWIFT_UI_ACTOR`, which the importer makes `@MainActor @preconcurrency`, as
//   UIKit.swift models UIKit's classes; a main-actor class is `Sendable`, so the model declares no
//   unavailable conformance.)
@MainActor @preconcurrency open class UndoManager: NSObject {
  // iOS 18.0, NSUndoManager.h line 74: `@property NSUInteger levelsOfUndo;` (`NSUInteger` imports
  // as `Int`). Xcode 26, https://developer.apple.com/documentation/foundation/undomanager/levelsofundo:
  // `var levelsOfUndo: Int { get set }`.
  open var levelsOfUndo: Int {
    get { fatalError() }
    set { fatalError() }
  }
  // iOS 18.0, NSUndoManager.h line 86: `- (void)undo;`. Xcode 26,
  // https://developer.apple.com/documentation/foundation/undomanager/undo(): `func undo()`.
  open func undo() { fatalError() }
  // iOS 18.0, NSUndoManager.h line 92: `- (void)redo;`. Xcode 26,
  // https://developer.apple.com/documentation/foundation/undomanager/redo(): `func redo()`.
  open func redo() { fatalError() }
  // iOS 18.0, NSUndoManager.h line 131: `- (void)removeAllActionsWithTarget:(id)target;` (a
  // nonnull `id` imports as `Any`). Xcode 26,
  // https://developer.apple.com/documentation/foundation/undomanager/removeallactions(withtarget:):
  // `func removeAllActions(withTarget target: Any)`.
  open func removeAllActions(withTarget target: Any) { fatalError() }
}

extension UndoManager {
  // The handler's isolation is the one that changed.
  // - iOS 18.0, NSUndoManager.h line 160: `- (void)registerUndoWithTarget:(id)target
  //   handler:(void (NS_SWIFT_SENDABLE ^)(id target))undoHandler API_AVAILABLE(macos(10.11),
  //   ios(9.0), watchos(2.0), tvos(9.0)) NS_REFINED_FOR_SWIFT;` (so Swift sees it as
  //   `__registerUndoWithTarget(_:handler:)` and the overlay declares the generic method);
  //   Foundation.swiftinterface @478460: `extension Foundation.UndoManager {`, its one member at
  //   @478495: `@available(macOS 10.11, iOS 9.0, watchOS 2.0, tvOS 9.0, *)` `@preconcurrency public
  //   func registerUndo<TargetType>(withTarget target: TargetType, handler: @escaping @Sendable
  //   (TargetType) -> Swift.Void) where TargetType : AnyObject`.
  //   A `@Sendable` handler with no actor: below the floor, and our WindowUndoManager's
  //   `{ _ in handler() }`, which calls a `@MainActor` closure synchronously, would not compile
  //   against it.
  // - Xcode 26, https://developer.apple.com/documentation/foundation/undomanager/registerundo(withtarget:handler:)
  //   (iOS 9.0+): `@MainActor @preconcurrency func registerUndo<TargetType>(withTarget target:
  //   TargetType, handler: @escaping @MainActor (TargetType) -> Void) where TargetType :
  //   AnyObject`. The model's form.
  @available(macOS 10.11, iOS 9.0, watchOS 2.0, tvOS 9.0, *)
  @MainActor @preconcurrency public func registerUndo<TargetType>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) where TargetType: AnyObject { fatalError() }
}
