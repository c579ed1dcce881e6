import Dispatch
import MVI

/// Runs a main-actor function from a server thread and waits for it, up to a timeout.
enum MainActorCall {
  static func run<T: Sendable, Argument: Sendable>(
    timeout: Double, _ body: @escaping @MainActor @Sendable (Argument) -> T, _ argument: Argument
  ) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
      let value = body(argument)
      result.withLock { $0 = value }
      done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return result.withLock { $0 }
  }
}
