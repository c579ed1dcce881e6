import Dispatch

/// A value handed from one thread to another once, and used by one at a time: a decoded
/// session, a step's states, a last step for the main actor. `@unchecked Sendable`, sound for
/// values (a state is one); a class instance inside a state that the app mutates meanwhile would
/// be read as it changes.
struct UncheckedTransfer<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Lets go of the value on a thread of the global queue: releasing a large value (a session's
  /// states) takes time that the main actor should not spend.
  consuming func releaseElsewhere() {
    DispatchQueue.global().async { [self] in _ = self }
  }
}
