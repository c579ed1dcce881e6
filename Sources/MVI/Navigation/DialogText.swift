// `Bundle` and its localized strings are Foundation's (not FoundationEssentials').
import Foundation

/// The text of an alert or a confirmation dialog: a key looked up in a bundle's localized strings,
/// with the values interpolated into it, or text shown as it is.
///
/// A literal is a key, as SwiftUI's `Text("…")` is: `"Hide “\(title)”?"` looks up
/// `Hide “%@”?` in `Localizable.strings` and puts the title where the translation has `%@` (or
/// `%1$@`). A package's feature names its bundle:
///
/// ```swift
/// AlertState(title: DialogText("Delete this post?", bundle: .module), buttons: [...])
/// ```
///
/// ``resolved()`` gives the text for the app's language (the bundle's preferred localization);
/// where no translation exists, the key with its values is the text. ``verbatim(_:)`` is shown as
/// it is (a user's own words).
public struct DialogText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The key looked up: the literal, with `%@` where each value was interpolated and `%%` for `%`;
  /// for verbatim text, the text.
  public let key: String
  /// The interpolated values, as text, in order.
  public let arguments: [String]
  /// The strings table the key is in; `nil` for `Localizable`.
  public let table: String?
  /// The path of the bundle the table is in; `nil` for the main bundle. (A path, not the `Bundle`,
  /// so that the text is `Sendable` and `Hashable` whatever the platform's `Bundle` is.)
  public let bundlePath: String?

  /// The bundle the table is in; `nil` for the main bundle.
  public var bundle: Bundle? { bundlePath.flatMap(Bundle.init(path:)) }
  /// Whether the text is shown as it is, never looked up.
  public let isVerbatim: Bool

  /// The text of `text` (a literal, with interpolations) looked up in `table` of `bundle`.
  public init(_ text: DialogText, table: String? = nil, bundle: Bundle? = nil) {
    self.init(
      key: text.key, arguments: text.arguments, table: table, bundlePath: bundle?.bundlePath,
      isVerbatim: text.isVerbatim)
  }

  /// The text of `key` (made at run time), with `arguments` for its `%@` placeholders, looked up in
  /// `table` of `bundle`.
  public init(key: String, arguments: [String] = [], table: String? = nil, bundle: Bundle? = nil) {
    self.init(key: key, arguments: arguments, table: table, bundlePath: bundle?.bundlePath, isVerbatim: false)
  }

  private init(key: String, arguments: [String], table: String?, bundlePath: String?, isVerbatim: Bool) {
    self.key = key
    self.arguments = arguments
    self.table = table
    self.bundlePath = bundlePath
    self.isVerbatim = isVerbatim
  }

  /// Text shown as it is, never looked up.
  public static func verbatim(_ text: String) -> DialogText {
    DialogText(key: text, arguments: [], table: nil, bundlePath: nil, isVerbatim: true)
  }

  /// A literal: its key.
  public init(stringLiteral value: String) {
    var interpolation = StringInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.init(stringInterpolation: interpolation)
  }

  /// A literal with interpolated values: its key has `%@` for each.
  public init(stringInterpolation: StringInterpolation) {
    self.init(key: stringInterpolation.key, arguments: stringInterpolation.arguments)
  }

  /// The text for the app's language: the translation of ``key`` in ``table`` of ``bundle`` (the
  /// key itself where there is none), with ``arguments`` in its placeholders.
  public func resolved() -> String {
    if isVerbatim { return key }
    let format = (bundle ?? .main).localizedString(forKey: key, value: nil, table: table)
    return Self.format(format, arguments)
  }

  /// The resolved text.
  public var description: String { resolved() }

  /// `format` with `%@` (the next argument), `%N$@` (argument N) and `%%` (`%`) replaced.
  static func format(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let spec = rest[rest.index(after: percent)...]
      if spec.hasPrefix("%") {
        result += "%"
        rest = spec.dropFirst()
      } else if spec.hasPrefix("@") {
        result += next < arguments.count ? arguments[next] : ""
        next += 1
        rest = spec.dropFirst()
      } else if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]),
        spec[spec.index(after: dollar)...].hasPrefix("@")
      {
        result += arguments.indices.contains(position - 1) ? arguments[position - 1] : ""
        rest = spec[spec.index(dollar, offsetBy: 2)...]
      } else {
        result += "%"
        rest = spec
      }
    }
    return result + rest
  }

  /// The key and values of a literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    /// An empty one.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    /// Literal text: part of the key (`%` written `%%`).
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// A value: `%@` in the key, its text an argument.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      key += "%@"
      arguments.append(String(describing: value))
    }
  }
}
