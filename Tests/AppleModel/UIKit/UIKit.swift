// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A model of the UIKit declarations the adapter and the UIKit screens use, for type-checking only
// (see README.md). `NSObject` is Foundation's (swift-corelibs-foundation on Linux), as UIKit's
// classes inherit it.
//
// Where it comes from: the iOS 18.0 SDK in github.com/xybp888/iOS-SDKs (commit 88fdca9de873),
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework:
// - the Swift overlay, Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface
//   (`UIKit.swiftinterface`), cited by the character offset where the declaration's first line
//   starts (`read_file`'s offset; for an indented member, its first non-space character), quoted
//   as it is written;
// - the Objective-C headers in Headers/, cited by line (counted from 1 at the file's start) and
//   quoted. Their Swift form is the importer's: `NS_SWIFT_UI_ACTOR` is `@MainActor
//   @preconcurrency`, `NS_SWIFT_SENDABLE` `@unchecked Sendable`, `nullable` an optional,
//   `null_resettable` an implicitly unwrapped optional, `NS_DESIGNATED_INITIALIZER` a designated
//   initializer (NSCoding's `initWithCoder:` a `required` one), a category an extension, a block
//   a plain closure (no actor, not `@Sendable`), a class property an `open class var`. Each of
//   the headers cited has `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`.
// The copy has only part of the headers: UIViewController.h, UINavigationController.h,
// UIResponder.h, UIColor.h, UIInterface.h, NSLayoutAnchor.h, UILayoutGuide.h and UIKit.apinotes
// are in it; UIView.h, UIImage.h, UIImageView.h, UILabel.h, UIControl.h, UIButton.h, UIMenuElement.h,
// UIAction.h, UIStackView.h, NSLayoutConstraint.h, UIScrollView.h, UIApplication.h,
// UIAlertController.h and UIViewControllerTransitionCoordinator.h are not. What those declare is
// cited from its page on developer.apple.com (the current SDK's, as the importer maps the header)
// and says so ("not in the copy").
@_exported import Foundation

// UIResponder.h lines 67–68: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR` `@interface UIResponder : NSObject <UIResponderStandardEditActions>` (the
// protocol is not modelled).
@MainActor @preconcurrency open class UIResponder: NSObject {}

// UIColor.h lines 31–32: `UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE`
// `@interface UIColor : NSObject <NSSecureCoding, NSCopying>`: no actor, `Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
  // UIInterface.h line 104 `@interface UIColor (UIColorSystemColors)`, line 199: `@property (class,
  // nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0))
  // API_UNAVAILABLE(tvos, watchos);` (the importer drops the `Color` the type repeats).
  open class var systemBackground: UIColor { fatalError() }
}

// UIView.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiview: `@MainActor class UIView`
@MainActor @preconcurrency open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:): `init(frame: CGRect)`
  public init(frame: CGRect) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:): `init?(coder: NSCoder)`,
  // NSCoding's `initWithCoder:`, so `required`: a subclass with a designated initializer of its
  // own must provide it.
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleToFill

  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum: all its cases
  // (`NS_ENUM(NSInteger, UIViewContentMode)`), so that a `switch` is no more exhaustive here.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

// UIImage.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(data:): `init?(data: Data)`
  public init?(data: Data) { fatalError() }
}

// UIImageView.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiimageview: `@MainActor class UIImageView`
@MainActor @preconcurrency open class UIImageView: UIView {
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:): `init(image:
  // UIImage?)`, not `convenience`: a designated initializer, beside UIView's `init(frame:)` and
  // `init?(coder:)`, which the class keeps (`UIImageView(frame:)`).
  public init(image: UIImage?) { fatalError() }
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

// UILabel.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
}

// UIMenuElement.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uimenuelement: `@MainActor class UIMenuElement`,
// UIAction's superclass. Its nested types are modelled for UIAction's initializers' defaults.
@MainActor @preconcurrency open class UIMenuElement: NSObject {
  // https://developer.apple.com/documentation/uikit/uimenuelement/attributes (`NS_OPTIONS`)
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  // https://developer.apple.com/documentation/uikit/uimenuelement/state: `case off`, `on`, `mixed`
  public enum State: Int, Sendable {
    case off, on, mixed
  }
}

// UIAction.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiaction: `@MainActor class UIAction`, a
// `UIMenuElement`.
@MainActor @preconcurrency open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct: the header's
  // `NS_TYPED_EXTENSIBLE_ENUM` string, a struct.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// UIKit.swiftinterface @192264: `@available(iOS 13.0, tvOS 14.0, *)`, @192299 `extension
// UIAction {`: the overlay's three initializers, the whole overload set. `UIAction { _ in … }`
// takes the one that is not `@_disfavoredOverload` (iOS 17, the floor's deployment target).
@available(iOS 13.0, tvOS 14.0, *)
extension UIAction {
  // @192322 `@_disfavoredOverload @_Concurrency.MainActor @preconcurrency convenience public
  // init(title: Swift.String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
  // discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state:
  // UIMenuElement.State = .off, handler: @escaping UIActionHandler)`
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
  // @192655 `@available(iOS 15.0, tvOS 15.0, *)`, @192692 the same with `subtitle: Swift.String? =
  // nil` after `title`.
  @available(iOS 15.0, tvOS 15.0, *)
  @_disfavoredOverload @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) { fatalError() }
  // @193056 `@available(iOS 17.0, tvOS 17.0, *)`, @193093 `@_Concurrency.MainActor @preconcurrency
  // convenience public init(title: Swift.String = "", subtitle: Swift.String? = nil, image: UIImage?
  // = nil, selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
  // discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state:
  // UIMenuElement.State = .off, handler: @escaping UIActionHandler)`
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) { fatalError() }
}

// UIAction.h is not in the copy. Its `typedef void (^UIActionHandler)(__kindof UIAction *action);`
// is, at https://developer.apple.com/documentation/uikit/uiactionhandler, `typealias
// UIActionHandler = (UIAction) -> Void`: no actor (issue 51 read the same in the 26.2 SDK's UIKit
// interface), the name UIKit.swiftinterface's initializers take (@192322). A closure written on
// the main actor still runs there.
public typealias UIActionHandler = (UIAction) -> Void

// UIControl.h is not in the copy.
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

// UIButton.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uibutton
@MainActor @preconcurrency open class UIButton: UIControl {}

// UIKit.swiftinterface @44471: `@available(iOS 15.0, tvOS 15.0, *)`, @44506 `extension UIButton {`.
@available(iOS 15.0, tvOS 15.0, *)
extension UIButton {
  // @44529 `public struct Configuration : Swift.Hashable {`: not `Sendable`.
  public struct Configuration: Hashable {
    // @46541 `public static func filled() -> UIButton.Configuration`
    public static func filled() -> UIButton.Configuration { fatalError() }
    // @47899 `public var title: Swift.String? {` (get, set)
    public var title: String? {
      get { fatalError() }
      set { fatalError() }
    }
    // @49292 `public func hash(into hasher: inout Swift.Hasher)`, @49346 `public static func == (a:
    // UIButton.Configuration, b: UIButton.Configuration) -> Swift.Bool`
    public func hash(into hasher: inout Hasher) { fatalError() }
    public static func == (a: UIButton.Configuration, b: UIButton.Configuration) -> Bool { fatalError() }
  }
  // @49497 `@_Concurrency.MainActor @preconcurrency convenience public init(configuration:
  // UIButton.Configuration, primaryAction: UIAction? = nil)`
  @MainActor @preconcurrency public convenience init(
    configuration: UIButton.Configuration, primaryAction: UIAction? = nil
  ) { fatalError() }
  // @49634 `@_Concurrency.MainActor @preconcurrency public var configuration:
  // UIButton.Configuration? {` (get, set): `public`, not `open`.
  @MainActor @preconcurrency public var configuration: UIButton.Configuration? {
    get { fatalError() }
    set { fatalError() }
  }
}

// UIStackView.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uistackview
@MainActor @preconcurrency open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(frame:): `init(frame: CGRect)`
  public override init(frame: CGRect) { fatalError() }
  // `init(coder: NSCoder)`, not failable: the header's `initWithCoder:` is not `nullable` (no page
  // for it was at hand; public subclasses compiled against the SDK write `required init(coder:
  // NSCoder) { super.init(coder: coder) }`, e.g. SnapWars/SnapWar's
  // SnapWar/Components/Common/StackView.swift). A subclass provides it, not `init?(coder:)`.
  public required init(coder: NSCoder) { fatalError() }
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

// NSLayoutConstraint.h is not in the copy.
// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

// UIViewController.h lines 101–102: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR` `@interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer,
// UITraitEnvironment, UIContentContainer, UIFocusEnvironment>` (the protocols are not modelled).
@MainActor @preconcurrency open class UIViewController: UIResponder {
  // UIViewController.h line 113: `- (instancetype)initWithNibName:(nullable NSString
  // *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  // Line 114: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }
  // The `init()` inherited from NSObject: a convenience initializer here, as the class has
  // designated ones of its own; it calls `init(nibName: nil, bundle: nil)` (the header's comment
  // above line 113).
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  // Line 116: `@property(null_resettable, nonatomic,strong) UIView *view;`
  open var view: UIView!
  // Line 195: `@property(nullable, nonatomic,copy) NSString *title;`
  open var title: String?
  // Line 117: `- (void)loadView;`
  open func loadView() { fatalError() }
  // Line 124: `- (void)viewDidLoad;`
  open func viewDidLoad() { fatalError() }
  // Line 252: `- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:
  // (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
  // API_AVAILABLE(ios(5.0));` (a trailing nullable block: `= nil`; no `async` form).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) { fatalError() }
  // UINavigationController.h line 127 `@interface UIViewController (UINavigationControllerItem)`,
  // line 131: `@property(nullable, nonatomic,readonly,strong) UINavigationController
  // *navigationController;`
  open var navigationController: UINavigationController? { fatalError() }
  // UIViewControllerTransitionCoordinator.h is not in the copy.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator: `var
  // transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }` (the header's
  // `@interface UIViewController (UIViewControllerTransitionCoordinator)`).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}

// UIViewControllerTransitionCoordinator.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext:
// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol` (none of
// its members is used here).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

// UIViewControllerTransitionCoordinator.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator:
// `@MainActor protocol UIViewControllerTransitionCoordinator :
// UIViewControllerTransitionCoordinatorContext`, of which
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:):
// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext)
// -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) ->
// Bool`, plain blocks (an Objective-C method's result may be discarded). A requirement cannot have
// a default argument here: the model's `completion:` has none, which only rejects more calls.
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

// UIAlertController.h is not in the copy.
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

// UIAlertController.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency open class UIAlertAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uialertaction/style
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
  // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:):
  // `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) ->
  // Void)? = nil)`, a plain block: no actor in Swift.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { fatalError() }
}

// UINavigationController.h lines 45–46: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR` `@interface UINavigationController :
// UIViewController`. Its four designated initializers are all modelled: they override both of
// UIViewController's, so it inherits the convenience `init()`.
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  // Line 53: `- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass
  // toolbarClass:(nullable Class)toolbarClass NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(5.0));`
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
  // Line 55: `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController
  // NS_DESIGNATED_INITIALIZER;`
  public init(rootViewController: UIViewController) { fatalError() }
  // Line 57: `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable
  // NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  // Line 59: `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  // Line 70: `@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;`
  open var viewControllers: [UIViewController] = []
  // Line 72: `- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers
  // animated:(BOOL)animated API_AVAILABLE(ios(3.0));`
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
  // Line 82: `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;`
  weak open var delegate: (any UINavigationControllerDelegate)?
}

// UINavigationController.h lines 105–106: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR` `@protocol
// UINavigationControllerDelegate <NSObject>`; its methods follow `@optional` (line 108), modelled
// as requirements with default implementations (README.md).
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // Line 112: `- (void)navigationController:(UINavigationController *)navigationController
  // didShowViewController:(UIViewController *)viewController animated:(BOOL)animated;`
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  )
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
