// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Auto Layout and scroll views (the UIKit screens' scroll views pinned to the safe area) and what
// the article's seed views use, transcribed from the documentation pages cited: UIKit is an
// Objective-C framework whose headers the public iOS 18.0 SDK copy does not hold (see README.md).

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

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    fatalError()
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

extension NSLayoutConstraint {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  @MainActor @preconcurrency public class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

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

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
  public class var openSettingsURLString: String { fatalError() }
}

extension UIControl {
  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }
}

extension UIButton {
  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  @MainActor @preconcurrency public func setTitle(_ title: String?, for state: UIControl.State) {
    fatalError()
  }
}

extension UIImageView {
  // `init()`, inherited from NSObject (which calls `init(frame: .zero)`)
  @MainActor @preconcurrency public convenience init() { self.init(image: nil) }
}
