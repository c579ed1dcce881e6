import MVI
import MVITesting

/// A counter whose intents are its actions.
struct Counter: Feature {
  struct State: Equatable, Sendable {
    var count = 0
    var title = "Counter"
  }

  enum Intent: Sendable, Equatable {
    case increment
    case decrement
    case rename(String)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .rename(let title): state.title = title
    }
  }
}

/// A feature with separate intents and actions and an effect for each behaviour under test.
struct Lab: Feature {
  struct State: Equatable, Sendable {
    var log: [String] = []
    var value = 0
  }

  enum Intent: Sendable {
    case perform(Effect<Action, Event>)
  }

  enum Action: Sendable, Equatable {
    case record(String)
    case set(Int)
  }

  enum Event: Sendable, Equatable {
    case toast(String)
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .record(let entry): state.log.append(entry)
    case .set(let value): state.value = value
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .perform(let effect): return effect
    }
  }
}

/// An error an effect throws in tests.
struct Boom: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "boom \(code)" }
}

/// A count that any task can bump: counts observer callbacks in tests.
final class Counted: Sendable {
  private let count = LockIsolated(0)

  var value: Int { count.withLock { $0 } }

  func increment() { count.withLock { $0 += 1 } }
}
