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

/// A list whose state notes whether it is decoded and dumped on the main actor (its `witness`).
struct Witnessed: Feature {
  struct State: Equatable, Codable {
    var items: [Int] = []
    var witness: Witness
  }
  enum Intent: Equatable, Codable, Sendable {
    case fill(Int)
    case append(Int)
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .fill(let count): state.items = Array(0..<count)
    case .append(let item): state.items.append(item)
    }
  }
}

/// Part of a state that notes, under its `id`, whether each decode and dump of it ran on the
/// main queue (where the main actor runs).
struct Witness: Equatable, Codable, CustomReflectable {
  static let onMainThread = Locked<[Int: [Bool]]>([:])
  var id: Int

  init(id: Int) {
    self.id = id
  }

  init(from decoder: any Decoder) throws {
    id = try decoder.singleValueContainer().decode(Int.self)
    Self.note(id)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(id)
  }

  var customMirror: Mirror {
    Self.note(id)
    return Mirror(self, children: ["id": id])
  }

  /// Set on the main queue, where the main actor's jobs run (its thread may not be the
  /// process's first one under the test runner, so `Thread.isMainThread` does not tell).
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func note(_ id: Int) {
    let main = DispatchQueue.getSpecific(key: mainQueueKey) == true
    onMainThread.withLock { $0[id, default: []].append(main) }
  }

  /// Whether any decode or dump of witness `id` ran on the main thread, and how many there were.
  static func seen(_ id: Int) -> (count: Int, onMain: Bool) {
    onMainThread.withLock { ($0[id]?.count ?? 0, $0[id]?.contains(true) ?? false) }
  }
}

/// Adding and doubling: actions that do not commute (leaving out an `add` before a `double`
/// changes the later states by twice the amount), with a `Codable` intent.
struct Doubling: Feature {
  struct State: Equatable, Codable { var value = 0 }
  enum Intent: Equatable, Codable, Sendable {
    case add(Int)
    case double
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .add(let amount): state.value += amount
    case .double: state.value *= 2
    }
  }
}
