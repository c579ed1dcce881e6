// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Declarations the runtime fixes of issue 51 use (the feed's borderless row buttons, the form's
// undo manager kept to the feature's history), transcribed from the pages cited; to be merged into
// the model's files with the interface citations of the rest of the model.

// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless
  @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { fatalError() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModelView() }
  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModelView() }
}

extension UndoManager {
  // https://developer.apple.com/documentation/foundation/undomanager/removeallactions(withtarget:)
  public func removeAllActions(withTarget target: Any) { fatalError() }
  // https://developer.apple.com/documentation/foundation/undomanager/levelsofundo
  public var levelsOfUndo: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
