// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of the UIKit declarations the adapter and the poster screen use, for type-checking only
// (see README.md). Every class here is `@MainActor` in the current SDK. `NSObject` is
// Foundation's (swift-corelibs-foundation on Linux), as UIKit's classes inherit it.
@_exported import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  open class var systemBackground: UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  // UIView.h (iOS 18.0): `- (nullable instancetype)initWithCoder:(NSCoder *)coder
  // NS_DESIGNATED_INITIALIZER;` (NSCoding's, so `required`): a subclass with a designated
  // initializer of its own must provide it.
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleToFill

  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
  }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(data:)
  public init?(data: Data) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency open class UIImageView: UIView {
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  // (Imported as a designated initializer: UIImageView restates `init?(coder:)`.)
  public init(image: UIImage?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
}

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency open class UIAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (the image, identifier, discoverability title, attributes and state parameters are left out)
  public convenience init(title: String = "", handler: @escaping UIActionHandler) { fatalError() }
}

// UIAction.h (iOS 18.0): `typedef void (^UIActionHandler)(__kindof UIAction *action);`, imported
// as below: no actor (the page's `@MainActor` is not the SDK's; issue 51 read it in the 26.2 SDK's
// UIKit interface). A closure written on the main actor still runs there.
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
    // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool = true
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor @preconcurrency open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
  public struct Configuration {
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    public static func filled() -> UIButton.Configuration { fatalError() }
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
    public var title: String?
  }
  // https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
  open var configuration: UIButton.Configuration?
}

// https://developer.apple.com/documentation/uikit/uistackview
@MainActor @preconcurrency open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:): a
  // `convenience` init (UIStackView's designated ones are `init(frame:)` and `init(coder:)`), so a
  // subclass's initializer calls `super.init(frame:)`.
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis = .horizontal
  // https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { fatalError() }
  // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // The `init()` inherited from NSObject, which calls `init(nibName: nil, bundle: nil)`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView!
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { fatalError() }
  // UIViewControllerTransitionCoordinator.h, `@interface UIViewController
  // (UIViewControllerTransitionCoordinator)`: `@property(nonatomic, readonly, nullable) id
  // <UIViewControllerTransitionCoordinator> transitionCoordinator API_AVAILABLE(ios(7.0));`
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}

// UIViewControllerTransitionCoordinator.h: `NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerTransitionCoordinatorContext <NSObject>` (none of its members is used here).
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

// UIViewControllerTransitionCoordinator.h: `NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>`, of which
// `- (BOOL)animateAlongsideTransition:(void (^ __nullable)(id
// <UIViewControllerTransitionCoordinatorContext>context))animation completion:(void (^
// __nullable)(id <UIViewControllerTransitionCoordinatorContext>context))completion;`, plain blocks
// (an Objective-C method's result may be discarded).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor @preconcurrency open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }
  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:);
  // UIAlertController.h: `handler:(void (^ __nullable)(UIAlertAction *action))handler`, a plain
  // block: no actor in Swift.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: (any UINavigationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`; its methods are
// optional (`@objc optional`), modelled as requirements with default implementations.
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  )
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
