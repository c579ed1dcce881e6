import Plot

/// A piece of a page: a Plot node in the body's context.
public typealias HTMLNode = Node<HTML.BodyContext>

/// The one way the views build HTML: elements and attribute names are string literals of our
/// code, every attribute value and every text is escaped here, by construction.
///
/// Plot escapes text but keeps what looks like an entity (`&lt;` stays `&lt;`, shown as `<`) and
/// writes attribute values as they are; these helpers escape both completely first, so a
/// service's text is always shown as the characters it holds.
public enum H {
  /// An attribute: a name from our code and an escaped value.
  public struct Attribute: Sendable {
    let name: String
    let value: String

    /// `name="value"`, the value escaped.
    public init(_ name: StaticString, _ value: String) {
      self.name = "\(name)"
      self.value = value
    }
  }

  /// An element named by our code with its attributes and children.
  public static func element(
    _ name: StaticString, _ attributes: [Attribute] = [], _ children: [HTMLNode] = []
  )
    -> HTMLNode
  {
    .element(named: "\(name)", nodes: attributes.map(node) + children)
  }

  /// A void element (`img`, `input`): attributes only.
  public static func void(_ name: StaticString, _ attributes: [Attribute]) -> HTMLNode {
    .selfClosedElement(named: "\(name)", attributes: attributes.map(attribute))
  }

  /// Text, shown as the characters it holds.
  public static func text(_ text: String) -> HTMLNode {
    .raw(escape(text))
  }

  /// Nodes in a row, for `if`s and lists.
  public static func group(_ nodes: [HTMLNode]) -> HTMLNode {
    .group(nodes)
  }

  /// `&`, `<`, `>`, `"` and `'` as entities: safe in text and in a quoted attribute value.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func node(_ attribute: Attribute) -> HTMLNode {
    .attribute(named: attribute.name, value: escape(attribute.value), ignoreIfValueIsEmpty: false)
  }

  private static func attribute(_ attribute: Attribute) -> Plot.Attribute<HTML.BodyContext> {
    Plot.Attribute(name: attribute.name, value: escape(attribute.value), ignoreIfValueIsEmpty: false)
  }
}

extension H {
  /// `<div class="…">`.
  public static func div(_ className: StaticString, _ children: HTMLNode...) -> HTMLNode {
    element("div", [Attribute("class", "\(className)")], children)
  }

  /// `<p class="…">text</p>`.
  public static func p(_ className: StaticString, _ text: String) -> HTMLNode {
    element("p", [Attribute("class", "\(className)")], [H.text(text)])
  }

  /// A button that sends `intent` (its `data-intent`), with more `data-` attributes.
  public static func button(
    _ label: String, intent: StaticString, className: StaticString = "button", _ more: [Attribute] = []
  ) -> HTMLNode {
    element(
      "button",
      [
        Attribute("type", "button"), Attribute("class", "\(className)"),
        Attribute("data-intent", "\(intent)"),
      ] + more,
      [text(label)])
  }

  /// The navigation bar with the large title, as iOS draws it.
  public static func navigationTitle(_ title: String, back: HTMLNode? = nil) -> HTMLNode {
    element(
      "header", [Attribute("class", "nav-bar")],
      (back.map { [$0] } ?? []) + [element("h1", [Attribute("class", "large-title")], [text(title)])])
  }
}
