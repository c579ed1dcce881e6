// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of SwiftUI's app and scene types, and of the UIKit bridge, for type-checking only (see
// README.md). Each declaration cites the character offset where it starts in SwiftUI.swiftinterface
// of the iOS 18.0 SDK (the copy and commit are named in Presentation+Focus.swift).
#if canImport(UIKit)
  import UIKit
#endif

// SwiftUI.swiftinterface @457795: `@available(iOS 14.0, …)` `@preconcurrency
// @_Concurrency.MainActor public protocol App` (@457855).
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // @457957 `@SwiftUI.SceneBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }`
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // @458049 `@_Concurrency.MainActor @preconcurrency init()`
  @MainActor @preconcurrency init()
}

// @458098 `@available(iOS 14.0, …)` `extension SwiftUI.App`, its @458184
// `@_Concurrency.MainActor @preconcurrency public static func main()`.
extension App {
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// SwiftUI.swiftinterface @836681: `@available(iOS 14.0, …)` `@preconcurrency
// @_Concurrency.MainActor public protocol Scene` (@836741), with `@SwiftUI.SceneBuilder
// @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }` @836845.
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// @837292 `@available(iOS 14.0, …)` `extension Swift.Never : SwiftUI.Scene`
extension Never: Scene {}

// SwiftUI.swiftinterface @876028: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0,
// visionOS 1.0, *)` `@_functionBuilder public struct SceneBuilder` (@876102). Written
// `@resultBuilder`, as `ViewBuilder` is (View.swift): the same attribute, which Swift 6.3 accepts
// under its old name only with a warning.
@resultBuilder public struct SceneBuilder {
  // @876151 `@_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content)
  // -> Content where Content : SwiftUI.Scene`
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  // @876304 `@available(*, unavailable, message: "Provide at leas one scene")` `public static func
  // buildBlock() -> some SwiftUI.Scene`
  @available(*, unavailable, message: "Provide at leas one scene")
  public static func buildBlock() -> some Scene { _ModelScene() }
  // @876430 `public static func buildBlock<Content>(_ content: Content) -> Content where Content :
  // SwiftUI.Scene`
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  // @876573, inside `#if compiler(>=5.3) && $ParameterPacks` (@876532): `@_disfavoredOverload
  // @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each
  // Content) -> some SwiftUI.Scene where repeat each Content : SwiftUI.Scene`
  @_disfavoredOverload
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
    _ModelScene()
  }
}

// @876870 `@available(*, unavailable) extension SwiftUI.SceneBuilder : Swift.Sendable`
@available(*, unavailable)
extension SceneBuilder: Sendable {}

/// What the model's `SceneBuilder` returns for `some Scene` (the SDK returns its own types).
nonisolated public struct _ModelScene: Scene {
  public init() {}
  public var body: Never { fatalError() }
}

// SwiftUI.swiftinterface @101731: `@available(iOS 14.0, …)` `@_Concurrency.MainActor
// @preconcurrency public struct WindowGroup<Content> : SwiftUI.Scene where Content :
// SwiftUICore.View` (@101791).
@MainActor @preconcurrency public struct WindowGroup<Content: View>: Scene {
  // @105680, of five platform lines the iOS one (deprecated too: macOS 15.0, tvOS 18.0, watchOS
  // 11.0, visionOS 2.0): `@available(iOS, introduced: 14.0, deprecated: 18.0, renamed:
  // "init(makeContent:)", message: "Use the initializer which takes an escaping view builder
  // instead.")`; @106426 `nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content)`.
  // (The deprecation warns only where the deployment target is iOS 18 or later; our floor is
  // iOS 17, and Linux checks no iOS availability.)
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

// @109640 `@available(*, unavailable) extension SwiftUI.WindowGroup : Swift.Sendable`
@available(*, unavailable)
extension WindowGroup: Sendable {}

#if canImport(UIKit)
  // SwiftUI.swiftinterface @586126: `@available(iOS 13.0, tvOS 13.0, *)` `@available(macOS,
  // unavailable)` `@available(watchOS, unavailable)` `@preconcurrency @_Concurrency.MainActor public
  // protocol UIViewControllerRepresentable : SwiftUICore.View where Self.Body == Swift.Never`
  // (@586225; its coordinator, sizing and dismantling requirements are not modelled).
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    // @586365 `associatedtype UIViewControllerType : UIKit.UIViewController`
    associatedtype UIViewControllerType: UIViewController
    // @586428 `@_Concurrency.MainActor @preconcurrency func makeUIViewController(context:
    // Self.Context) -> Self.UIViewControllerType`
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    // @586548 `@_Concurrency.MainActor @preconcurrency func updateUIViewController(_
    // uiViewController: Self.UIViewControllerType, context: Self.Context)`
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: UIViewControllerType, context: Context)
    // @587519 `typealias Context = SwiftUI.UIViewControllerRepresentableContext<Self>`
    typealias Context = UIViewControllerRepresentableContext<Self>
  }

  // @588036 `extension SwiftUI.UIViewControllerRepresentable`, its @589373 `@_Concurrency.MainActor
  // @preconcurrency public var body: Swift.Never { get }`.
  extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
  }

  // SwiftUI.swiftinterface @589458: `@available(iOS 13.0, tvOS 13.0, *)` … `@preconcurrency
  // @_Concurrency.MainActor public struct UIViewControllerRepresentableContext<Representable> where
  // Representable : SwiftUI.UIViewControllerRepresentable` (@589557; its members are not
  // modelled). Its `Sendable` conformance, @1359147, is the one a global-actor-isolated struct gets
  // implicitly, here too.
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif
