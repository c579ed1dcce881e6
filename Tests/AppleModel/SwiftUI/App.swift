// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of SwiftUI's app and scene types, and of the UIKit bridge, for type-checking only (see
// README.md).
#if canImport(UIKit)
  import UIKit
#endif

// https://developer.apple.com/documentation/swiftui/app
// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
// SwiftUI.swiftinterface @101791 (iOS 18.0): `@_Concurrency.MainActor @preconcurrency public struct`,
// its initializers `nonisolated`.
@MainActor @preconcurrency public struct WindowGroup<Content: View>: Scene {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

#if canImport(UIKit)
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  // `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: UIViewControllerType, context: Context)
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
  }

  extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif
