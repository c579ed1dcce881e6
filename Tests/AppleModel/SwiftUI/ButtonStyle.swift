// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Button styles (the feed's borderless row buttons) and what the article's seed views use, for
// type-checking only (see README.md). Each declaration cites the character offset where it starts
// in SwiftUI.swiftinterface or SwiftUICore.swiftinterface of the iOS 18.0 SDK (the copy and commit
// are named in Presentation+Focus.swift).

// SwiftUI.swiftinterface @454354: `@available(iOS 13.0, …)` `@preconcurrency
// @_Concurrency.MainActor public protocol PrimitiveButtonStyle` (@454415; its `makeBody` requirement
// and configuration are not modelled).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// SwiftUI.swiftinterface @85224: `@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)`
// `@_Concurrency.MainActor @preconcurrency public struct BorderlessButtonStyle :
// SwiftUI.PrimitiveButtonStyle` (@85285).
@MainActor @preconcurrency public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  // @85396 `@_Concurrency.MainActor @preconcurrency public init()`
  @MainActor @preconcurrency public init() {}
}

// @85817 `@available(*, unavailable) extension SwiftUI.BorderlessButtonStyle : Swift.Sendable`
@available(*, unavailable)
extension BorderlessButtonStyle: Sendable {}

// SwiftUI.swiftinterface @84925: `@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)`
// `extension SwiftUI.PrimitiveButtonStyle where Self == SwiftUI.BorderlessButtonStyle` (@84986).
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  // @85073 `@_alwaysEmitIntoClient @_Concurrency.MainActor @preconcurrency public static var
  // borderless: SwiftUI.BorderlessButtonStyle { get }`
  @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { fatalError() }
}

// SwiftUI.swiftinterface @455440: `@available(iOS 13.0, …)` `extension SwiftUICore.View`.
extension View {
  // @455532 `nonisolated public func buttonStyle<S>(_ style: S) -> some SwiftUICore.View where S :
  // SwiftUI.PrimitiveButtonStyle` (the `ButtonStyle` form, @554443, is not modelled)
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModelView() }
}

// What the article's seed views use (Tests/READMEScreens/Article*.swift).

// SwiftUICore.swiftinterface @13955: `@frozen @_Concurrency.MainActor @preconcurrency public struct
// ZStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`.
@frozen @MainActor @preconcurrency public struct ZStack<Content: View>: View {
  // @14237 `@inlinable nonisolated public init(alignment: SwiftUICore.Alignment = .center,
  // @SwiftUICore.ViewBuilder content: () -> Content)`
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// @14713 `@available(*, unavailable) extension SwiftUICore.ZStack : Swift.Sendable`
@available(*, unavailable)
extension ZStack: Sendable {}

// SwiftUI.swiftinterface @298757: `@available(iOS 15.0, …)` `extension SwiftUICore.View`, its three
// `searchable(text:placement:prompt:)` forms.
extension View {
  // @298848 `nonisolated public func searchable(text: SwiftUICore.Binding<Swift.String>, placement:
  // SwiftUI.SearchFieldPlacement = .automatic, prompt: SwiftUICore.Text? = nil) -> some
  // SwiftUICore.View`
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { _ModelView() }
  // @299041 the same with `prompt: SwiftUICore.LocalizedStringKey`
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { _ModelView() }
  // @299241 `@_disfavoredOverload nonisolated public func searchable<S>(text: …, placement: … =
  // .automatic, prompt: S) -> some SwiftUICore.View where S : Swift.StringProtocol`
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { _ModelView() }
}

// `SearchFieldPlacement` (SwiftUI), in shape only (not transcribed): our code passes its default.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
}

// SwiftUI.swiftinterface @86931: `@available(iOS 16.0, …)` `extension SwiftUICore.View`.
extension View {
  // @87227 `nonisolated public func navigationDestination<V>(isPresented:
  // SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder destination: () -> V) -> some
  // SwiftUICore.View where V : SwiftUICore.View`
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { _ModelView() }
}

// SwiftUICore.swiftinterface @142646: `@available(iOS 14.0, …)` `@preconcurrency
// @_Concurrency.MainActor public struct OpenURLAction` (@142917; its `Result` and `init(handler:)`
// are not modelled). (No `Sendable` line: a global-actor-isolated struct is implicitly `Sendable`,
// here too.)
@MainActor @preconcurrency public struct OpenURLAction {
  // @143580 `@_Concurrency.MainActor @preconcurrency public func callAsFunction(_ url: Foundation.URL)`
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) { fatalError() }
}

// SwiftUICore.swiftinterface @144132 `extension SwiftUICore.EnvironmentValues` (iOS 14), its
// @144176 `public var openURL: SwiftUICore.OpenURLAction { get @available(iOS 15.0, …) set }`.
extension EnvironmentValues {
  public var openURL: OpenURLAction {
    get { fatalError() }
    set { fatalError() }
  }
}
