import Foundation
import MVI

/// A counter with separate intents and actions, `Codable`, with an effect that answers later.
struct Tally: Feature {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    var note = ""
  }

  enum Intent: Equatable, Codable, Sendable {
    case add(Int)
    case addLater(Int)
    case announce
    case fail
  }

  enum Action: Equatable, Codable, Sendable {
    case added(Int)
    case noted(String)
  }

  enum Event: Equatable, Codable, Sendable {
    case announced(Int)
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .add(let amount): .merge(.send(.added(amount)), .send(.noted("added \(amount)")))
    case .addLater(let amount): .run { send in await send(.added(amount)) }
    case .announce: .emit(.announced(state.count))
    case .fail: .run { _ in throw TallyError.broken }
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .added(let amount): state.count += amount
    case .noted(let note): state.note = note
    }
  }
}

/// The error `Tally`'s failing effect throws.
enum TallyError: Error { case broken }

/// A feature whose types are not `Codable`: the live view works, sessions do not.
struct Plain: Feature {
  struct State: Equatable { var value = 0 }
  enum Intent: Sendable { case set(Int) }
  func reduce(_ state: inout State, _ action: Intent) {
    if case .set(let value) = action { state.value = value }
  }
}

/// A `reduce` that is not pure: it reads a counter outside the state.
struct Impure: Feature {
  struct State: Equatable, Codable { var value = 0 }
  enum Intent: Equatable, Codable, Sendable { case bump }
  let outside: Outside

  final class Outside: @unchecked Sendable {
    var calls = 0
  }

  func reduce(_ state: inout State, _ action: Intent) {
    outside.calls += 1
    state.value += outside.calls
  }
}

/// A counter whose `reduce` traps past `Int.max` (as an app's does on a state it never reaches),
/// counting its calls.
struct Overflowing: Feature {
  struct State: Equatable, Codable { var count = 0 }
  enum Intent: Equatable, Codable, Sendable { case increment }
  let calls: Impure.Outside

  func reduce(_ state: inout State, _ action: Intent) {
    calls.calls += 1
    state.count += 1
  }
}
