// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Button styles (the feed's borderless row buttons) and what the article's seed views use,
// transcribed from the documentation pages cited (not yet checked against SwiftUI's interface).

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
}

// What the article's seed views use (Tests/READMEScreens/Article*.swift).

// https://developer.apple.com/documentation/swiftui/zstack
// (`init(alignment:content:)`; the alignment parameter is left out)
nonisolated public struct ZStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
  // (the placement and prompt parameters are left out)
  nonisolated public func searchable(text: Binding<String>) -> some View { _ModelView() }
  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { _ModelView() }
}

// https://developer.apple.com/documentation/swiftui/openurlaction
@MainActor @preconcurrency public struct OpenURLAction {
  // https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
  public func callAsFunction(_ url: URL) { fatalError() }
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
  public var openURL: OpenURLAction { fatalError() }
}
