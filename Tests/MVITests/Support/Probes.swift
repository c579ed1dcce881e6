import MVITesting
import Testing

@testable import MVI

/// A list that any task can append to: records what effects and observers saw, in order.
final class Trail<Element: Sendable>: Sendable {
  private let storage = LockIsolated<[Element]>([])

  var entries: [Element] { storage.withLock { $0 } }

  func append(_ element: Element) { storage.withLock { $0.append(element) } }
}

/// Records calls in order and how deeply they were nested in one another.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []
  private(set) var depth = 0
  private(set) var maximumDepth = 0

  func append(_ entry: String) { entries.append(entry) }

  /// Runs `body` one level deeper, recording the deepest nesting seen.
  func nested(_ body: () -> Void) {
    depth += 1
    maximumDepth = max(maximumDepth, depth)
    body()
    depth -= 1
  }
}

/// A reference to a value set after the closures that use it were made, such as a store that an
/// interceptor of that same store sends to.
@MainActor
final class Late<Value> {
  var value: Value?
}

/// Drops the last reference to `object` on a thread of the global executor, off the main actor
/// (as a task that held a store or a subscription does when it ends).
func releaseOffTheMainActor<Object: AnyObject & Sendable>(_ object: inout Object?) async {
  let holder = LastReference(object)
  object = nil
  let releasedOffMain = await Task.detached { holder.drop() }.value
  #expect(releasedOffMain, "the detached task ran on the main queue")
}

/// Holds an object until ``drop()``; `@unchecked` because only one task touches it at a time.
private final class LastReference<Object: AnyObject & Sendable>: @unchecked Sendable {
  private var object: Object?

  init(_ object: Object?) { self.object = object }

  /// Drops the object; returns whether that happened off the main queue.
  func drop() -> Bool {
    object = nil
    return !MainQueue.isCurrent
  }
}

/// The number of state subscribers of the root store behind `store` (its own and its scopes').
@MainActor
func rootSubscriberCount<F: Feature>(_ store: Store<F>) -> Int {
  store.root?.subscriberCount ?? -1
}
