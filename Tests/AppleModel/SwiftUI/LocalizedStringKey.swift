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
  // `@_semantics("swiftui.localized_string_key.init_interpolation") public init(stringInterpolation:
  // SwiftUICore.LocalizedStringKey.StringInterpolation)`
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

// SwiftUICore.swiftinterface (iOS 18.0): `public protocol _FormatSpecifiable : Swift.Equatable`,
// adopted by the standard integer and floating-point types and CGFloat.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
