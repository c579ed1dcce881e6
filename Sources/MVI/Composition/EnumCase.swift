/// One case of an enum with a payload, known by its constructor (`Route.detail`): puts a payload
/// in the case and takes it out, with no macro and no accessor written on the enum.
///
/// The payload is read with `Mirror`, and the case is told apart from others with a payload of
/// the same type by its name: `embed(payload)` must give the same case name as the value read.
struct EnumCase<Root, Value>: @unchecked Sendable {
  // `@unchecked`: `embed` is an enum case's constructor, which captures nothing.
  let embed: (Value) -> Root

  init(_ embed: @escaping (Value) -> Root) {
    self.embed = embed
  }

  /// The payload when `root` is this case, else `nil`.
  func extract(from root: Root) -> Value? {
    match(root)?.value
  }

  /// The case's name and its payload when `root` is this case, else `nil`.
  func match(_ root: Root) -> (label: String, value: Value)? {
    guard let (label, payload) = Self.caseAndPayload(of: root) else { return nil }
    let value: Value
    if let direct = payload as? Value {
      value = direct
    } else if let labeled = Self.singleElement(of: payload) as? Value {
      // A labeled payload (`case detail(state: Detail.State)`) is a one-element tuple.
      value = labeled
    } else {
      return nil
    }
    guard Self.caseAndPayload(of: embed(value))?.label == label else { return nil }
    return (label, value)
  }

  /// Changes the payload in place when `root` is this case; returns whether it was.
  ///
  /// The enum is emptied while the payload changes, so the payload is not copied on write.
  func modify(_ root: inout Root?, _ body: (inout Value) -> Void) -> Bool {
    // No copy of the enum outlives this line: the payload is then held only by `value`.
    guard var value = root.flatMap(extract(from:)) else { return false }
    root = nil
    body(&value)
    root = embed(value)
    return true
  }

  private static func caseAndPayload(of root: Root) -> (label: String, payload: Any)? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label else {
      return nil
    }
    return (label, child.value)
  }

  private static func singleElement(of tuple: Any) -> Any? {
    let mirror = Mirror(reflecting: tuple)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.value
  }
}
