/// Renders any value as readable text through reflection, for logs and test failures.
///
/// ```
/// State(
///   count: 1
///   title: "Hello"
///   items: [
///     [0]: "a"
///   ]
/// )
/// ```
package enum ValueDump {
  /// The value as indented lines.
  package static func lines(_ value: Any) -> [String] {
    var lines: [String] = []
    var visited = Set<ObjectIdentifier>()
    render(node(value, depth: 0, visited: &visited), label: nil, indent: "", into: &lines)
    return lines
  }

  /// The value on one line.
  package static func line(_ value: Any) -> String {
    var visited = Set<ObjectIdentifier>()
    return compact(node(value, depth: 0, visited: &visited))
  }

  indirect enum Node {
    case leaf(String)
    case group(open: String, close: String, children: [(label: String?, node: Node)])
  }

  static let maximumDepth = 40

  static func node(_ value: Any, depth: Int, visited: inout Set<ObjectIdentifier>) -> Node {
    guard depth < maximumDepth else { return .leaf("…") }
    switch value {
    case let string as String: return .leaf(string.debugDescription)
    case let character as Character: return .leaf(String(character).debugDescription)
    case let bool as Bool: return .leaf(bool.description)
    case let error as any Error where !(Mirror(reflecting: error).displayStyle == .enum):
      return .leaf(String(describing: error))
    default: break
    }
    let mirror = Mirror(reflecting: value)
    let typeName = typeName(of: value)
    func children(_ labelled: Bool) -> [(label: String?, node: Node)] {
      mirror.children.enumerated().map { index, child in
        (
          labelled ? (child.label ?? "[\(index)]") : nil,
          node(child.value, depth: depth + 1, visited: &visited)
        )
      }
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(wrapped.value, depth: depth, visited: &visited)
    case .collection:
      let items = mirror.children.enumerated().map { index, child in
        (label: String?.some("[\(index)]"), node: node(child.value, depth: depth + 1, visited: &visited))
      }
      return .group(open: "[", close: "]", children: items)
    case .set:
      let items = children(false).sorted { compact($0.node) < compact($1.node) }
      return .group(open: "Set([", close: "])", children: items)
    case .dictionary:
      let pairs = mirror.children.map { child -> (label: String?, node: Node) in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return (nil, node(child.value, depth: depth + 1, visited: &visited)) }
        let key = compact(node(pair[0].value, depth: depth + 1, visited: &visited))
        return (key, node(pair[1].value, depth: depth + 1, visited: &visited))
      }
      return .group(open: "[", close: "]", children: pairs.sorted { ($0.label ?? "") < ($1.label ?? "") })
    case .tuple:
      return .group(open: "(", close: ")", children: children(true).map { labelTuple($0) })
    case .enum:
      guard let payload = mirror.children.first else {
        return .leaf("\(typeName).\(String(describing: value))")
      }
      let name = "\(typeName).\(payload.label ?? "")"
      let inner = node(payload.value, depth: depth + 1, visited: &visited)
      if case .group(let open, _, let children) = inner, open == "(" {
        return .group(open: name + "(", close: ")", children: children)
      }
      return .group(open: name + "(", close: ")", children: [(nil, inner)])
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard visited.insert(id).inserted else { return .leaf("\(typeName)(↩︎)") }
      defer { visited.remove(id) }
      if let custom = value as? any CustomStringConvertible, mirror.children.isEmpty {
        return .leaf(custom.description)
      }
      return .group(open: typeName + "(", close: ")", children: children(true))
    case .struct:
      // A description may leave fields out, and a diff must show every field that changed: only
      // the standard library's and Foundation's values (Date, URL, Duration…) are shown by it.
      if let custom = value as? any CustomStringConvertible, mirror.children.isEmpty || isPlatformType(value)
      {
        return .leaf(custom.description)
      }
      return .group(open: typeName + "(", close: ")", children: children(true))
    default:
      if mirror.children.isEmpty { return .leaf(String(describing: value)) }
      return .group(open: typeName + "(", close: ")", children: children(true))
    }
  }

  private static func labelTuple(_ child: (label: String?, node: Node)) -> (label: String?, node: Node) {
    guard let label = child.label, label.hasPrefix(".") else {
      // Unlabelled tuple elements are reflected as ".0", ".1"; show them without a label.
      return child.label.map { $0.hasPrefix("[") ? (nil, child.node) : child } ?? child
    }
    return (nil, child.node)
  }

  /// Whether the value's type comes from the standard library or Foundation, whose descriptions
  /// are the values' usual spelling.
  private static func isPlatformType(_ value: Any) -> Bool {
    let module = String(reflecting: type(of: value)).prefix { $0 != "." }
    return ["Swift", "Foundation", "FoundationEssentials", "_Concurrency", "Dispatch"].contains(module)
  }

  /// The type's name as written in code: "MyApp.Search.State" -> "Search.State",
  /// "MVI.Loadable<Swift.Array<Swift.String>>" -> "Loadable<Array<String>>", and a type declared
  /// in a function without the runtime's "(unknown context at $…)".
  static func typeName(of value: Any) -> String {
    typeName(String(reflecting: type(of: value)))
  }

  static func typeName(_ reflected: String) -> String {
    var result = ""
    var name = Substring()
    func flush() {
      // Every qualified name starts with its module; a name in parentheses is a context the
      // code cannot spell (a function's local type, a private discriminator).
      var parts = name.split(separator: ".", omittingEmptySubsequences: false)
      // ".Inner" after a generic argument list continues a name whose module is already gone.
      if parts.count > 1, !name.hasPrefix(".") { parts.removeFirst() }
      parts.removeAll { $0.hasPrefix("(") }
      result += parts.joined(separator: ".")
      name = Substring()
    }
    var depth = 0
    var start = reflected.startIndex
    for index in reflected.indices {
      let character = reflected[index]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      guard depth == 0, "<>, []:?".contains(character) else { continue }
      name = reflected[start..<index]
      flush()
      result.append(character)
      start = reflected.index(after: index)
    }
    name = reflected[start...]
    flush()
    return result
  }

  static func compact(_ node: Node) -> String {
    switch node {
    case .leaf(let text): return text
    case .group(let open, let close, let children):
      let inner = children.map { ($0.label.map { "\($0): " } ?? "") + compact($0.node) }
      return open + inner.joined(separator: ", ") + close
    }
  }

  private static func render(_ node: Node, label: String?, indent: String, into lines: inout [String]) {
    let prefix = indent + (label.map { "\($0): " } ?? "")
    switch node {
    case .leaf(let text):
      lines.append(prefix + text)
    case .group(let open, let close, let children):
      if children.isEmpty {
        lines.append(prefix + open + close)
        return
      }
      lines.append(prefix + open)
      for child in children { render(child.node, label: child.label, indent: indent + "  ", into: &lines) }
      lines.append(indent + close)
    }
  }
}
