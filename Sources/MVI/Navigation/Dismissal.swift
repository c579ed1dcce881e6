/// An action's payload that clears one optional part of a feature's state, named by its key path:
/// how an answered alert or dialog is dismissed without code in the feature that sets it to `nil`.
///
/// A feature that presents dialogs has one action case for all of them, reduced in one line:
///
/// ```swift
/// enum Action: Sendable { case dismiss(Dismissal<State>), … }
///
/// case .dismiss(let dismissal): dismissal.apply(to: &state)   // in reduce
/// ```
///
/// Two dismissals are equal when they clear the same key path; logs show that key path.
public struct Dismissal<State>: Hashable, @unchecked Sendable, CustomStringConvertible, CustomReflectable {
  // `@unchecked`: it holds a key path (immutable) and a closure that only applies it.
  private let path: PartialKeyPath<State>
  private let clear: (inout State) -> Void

  /// A dismissal of what `path` holds.
  public init<Value>(_ path: WritableKeyPath<State, Value?>) {
    self.path = path
    clear = { $0[keyPath: path] = nil }
  }

  /// Sets the part to `nil`.
  public func apply(to state: inout State) {
    clear(&state)
  }

  /// Whether both clear the same part.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.path == rhs.path }

  /// Hashes the key path.
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }

  /// The key path, e.g. `\State.alert`.
  public var description: String { "\(path)" }

  /// Shows the key path only, so dumps and test diffs read `Dismissal(\State.alert)`.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: [description]) }
}
