// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A model of SwiftUI's localized string key, for type-checking only (see README.md). Text,
// Button, TextField, ProgressView, navigationTitle, alert and confirmationDialog each have an
// overload taking it beside a `@_disfavoredOverload` one taking `some StringProtocol`: a string
// literal, interpolated or not, becomes a key (looked up in Localizable.strings, Markdown
// rendered); a `String` value is shown as it is.

// SwiftUICore.swiftinterface @232934 (character offsets; the copy and commit are named in
// Presentation+Focus.swift): `@frozen public struct LocalizedStringKey : Swift.Equatable,
// Swift.ExpressibleByStringInterpolation` (its key and arguments are not modelled).
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // @233192 `public init(_ value: Swift.String)`
  public init(_ value: String) { fatalError() }
  // @233229 `@_semantics("swiftui.localized_string_key.init_literal") public init(stringLiteral
  // value: Swift.String)`
  public init(stringLiteral value: String) { fatalError() }
  // @233335 `@_semantics("swiftui.localized_string_key.init_interpolation") public
  // init(stringInterpolation: SwiftUICore.LocalizedStringKey.StringInterpolation)`
  public init(stringInterpolation: StringInterpolation) { fatalError() }

  // @233731 `public struct StringInterpolation : Swift.StringInterpolationProtocol`; of its
  // `appendInterpolation` overloads, those for `String`, `Text` and the numbers
  // (`T : _FormatSpecifiable`, with or without `specifier:`).
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    public mutating func appendInterpolation(_ string: String) { fatalError() }
    public mutating func appendInterpolation(_ text: Text) { fatalError() }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      fatalError()
    }
  }
}

// @236919 `@available(*, unavailable) extension
// SwiftUICore.LocalizedStringKey.StringInterpolation : Swift.Sendable` and @237028 the same for
// `SwiftUICore.LocalizedStringKey` (without them, the @frozen struct would be implicitly `Sendable`).
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// SwiftUICore.swiftinterface @238553 `@available(iOS 13.0, …)` `public protocol _FormatSpecifiable :
// Swift.Equatable` (@238825) with `associatedtype _Arg : Swift.CVarArg`, `var _arg: Self._Arg { get }`
// and `var _specifier: Swift.String { get }`; from @238989 each standard integer type, `Float`,
// `Double` and `CoreFoundation.CGFloat` adopts it in an extension of its own, `_arg` being `Int64`
// (Int, Int64), `Int32` (Int8, Int16, Int32), `UInt64` (UInt, UInt64), `UInt32` (UInt8, UInt16,
// UInt32) or the type itself (Float, Double, CGFloat).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
  var _specifier: String { get }
}
extension Int: _FormatSpecifiable {
  public var _arg: Int64 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension UInt: _FormatSpecifiable {
  public var _arg: UInt64 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Float: _FormatSpecifiable {
  public var _arg: Float { fatalError() }
  public var _specifier: String { fatalError() }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { fatalError() }
  public var _specifier: String { fatalError() }
}
extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { fatalError() }
  public var _specifier: String { fatalError() }
}
