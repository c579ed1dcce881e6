// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Auto Layout and scroll views (the UIKit screens' scroll views pinned to the safe area) and what
// the article's seed views use. Sources as in UIKit.swift (the iOS 18.0 SDK in
// github.com/xybp888/iOS-SDKs, commit 88fdca9de873, under
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework): NSLayoutAnchor.h, UILayoutGuide.h
// and UIKit.apinotes are in the copy and cited by line; UIView.h, NSLayoutConstraint.h,
// UIScrollView.h, UIApplication.h, UIControl.h and UIButton.h are not, and what they declare is
// cited from its page on developer.apple.com.

// The headers are not in the copy (UIView.h, NSLayoutConstraint.h).
// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
// https://developer.apple.com/documentation/uikit/uiview/topanchor (and the other anchors)
extension UIView {
  @MainActor @preconcurrency public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @MainActor @preconcurrency public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
  @MainActor @preconcurrency public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  @MainActor @preconcurrency public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  @MainActor @preconcurrency public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  @MainActor @preconcurrency public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  @MainActor @preconcurrency public var widthAnchor: NSLayoutDimension { fatalError() }
}

// UILayoutGuide.h lines 23–24: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR` `@interface UILayoutGuide : NSObject <NSCoding>` (NSCoding is not modelled).
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  // Line 46: `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor;`, line 47
  // `trailingAnchor` the same; line 50 `NSLayoutYAxisAnchor *topAnchor;`, line 51 `bottomAnchor`;
  // line 52 `NSLayoutDimension *widthAnchor;`: read-only, not optional.
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
}

// NSLayoutAnchor.h lines 33–34: `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR` `@interface NSLayoutAnchor<AnchorType> : NSObject`
// (a lightweight generic, `AnchorType : AnyObject` in Swift; `<NSCopying, NSCoding>` at line 39
// is not modelled).
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // NSLayoutAnchor.h line 43: `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType>
  // *)anchor __attribute__((warn_unused_result));`, named by UIKit.apinotes lines 407–408 (under
  // `- Name: NSLayoutAnchor`, line 405): `- Selector: 'constraintEqualToAnchor:'` `SwiftName:
  // constraint(equalTo:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
  // NSLayoutAnchor.h line 48: `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType>
  // *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));`, UIKit.apinotes lines
  // 416–417: `- Selector: 'constraintEqualToAnchor:constant:'` `SwiftName:
  // constraint(equalTo:constant:)`. A method of its own: `constant:` has no default.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    fatalError()
  }
}

// NSLayoutAnchor.h lines 63–64: `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR` `@interface NSLayoutXAxisAnchor :
// NSLayoutAnchor<NSLayoutXAxisAnchor *>`
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
// Lines 71–72: the same, `@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
// Lines 80–81: the same, `@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>`
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

// NSLayoutConstraint.h is not in the copy.
extension NSLayoutConstraint {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  @MainActor @preconcurrency public class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

// UIScrollView.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor @preconcurrency open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical: Bool = false
}

// What the article's seed views use (Tests/READMEScreens/Article*.swift).

// UIApplication.h is not in the copy.
// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring:
  // `nonisolated class let openSettingsURLString: String` (a global constant of the header, made a
  // type property). Not isolated to the class's actor; a get-only `static` property stands for the
  // `class let`, which Swift source cannot declare.
  nonisolated public static var openSettingsURLString: String { fatalError() }
}

// UIControl.h is not in the copy.
extension UIControl {
  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }
}

// UIButton.h is not in the copy.
extension UIButton {
  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  @MainActor @preconcurrency public func setTitle(_ title: String?, for state: UIControl.State) {
    fatalError()
  }
}

extension UIImageView {
  // `init()`, NSObject's, a convenience initializer here (UIImageView has designated ones of its
  // own), which calls `init(frame: .zero)`.
  @MainActor @preconcurrency public convenience init() { self.init(frame: .zero) }
}
