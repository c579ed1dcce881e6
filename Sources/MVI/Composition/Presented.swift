/// An optional child whose every presentation is a new child: `@Presented var sheet: Sheet.State?`.
///
/// For a child state that is not `Identifiable`: assigning a whole value (`state.sheet =
/// Sheet.State(item: b)`) presents a new child, even over one that was showing, while changes in
/// place (`state.sheet?.text = "x"`, `sheet.reduce(&state.sheet, action)`) keep it. Embed it with
/// `handle(intent, in: state, at: \.$sheet)`; the old child's effects end when a new one is
/// presented, as when it is dismissed. Equality, hashing and dumps see only the value.
@propertyWrapper
public struct Presented<Value> {
  private var value: Value?
  /// The presence stamp of the value shown; 0 when none is.
  private(set) var stamp: UInt64

  /// Wraps an initial value.
  public init(wrappedValue: Value?) {
    value = wrappedValue
    stamp = wrappedValue == nil ? 0 : PresenceStamp.next()
  }

  /// The child, `nil` when none is presented. Setting a value presents a new child.
  public var wrappedValue: Value? {
    get { value }
    set {
      value = newValue
      stamp = newValue == nil ? 0 : PresenceStamp.next()
    }
    _modify {
      let wasPresent = value != nil
      defer {
        // Changed in place: the same child, unless it appeared or went away meanwhile.
        if value == nil {
          stamp = 0
        } else if !wasPresent {
          stamp = PresenceStamp.next()
        }
      }
      yield &value
    }
  }

  /// The wrapper itself, for `handle(intent, in: state, at: \.$sheet)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension Presented: Equatable where Value: Equatable {
  /// Whether both show equal values; which presentation they are does not count.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Presented: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Presented: Sendable where Value: Sendable {}

extension Presented: CustomReflectable {
  /// Reflects the value only, so dumps and test diffs show the child, not its stamp.
  public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}
