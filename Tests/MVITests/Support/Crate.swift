import MVI

/// An element of ``Crate``: a child without events, with a timer.
struct CrateItem: Feature {
  struct State: Equatable, Sendable, Identifiable {
    var id: Int
    var count = 0
  }

  enum Intent: Equatable, Sendable {
    case increment
    case look
    case startTimer
  }

  enum Action: Equatable, Sendable {
    case incremented
    case ticked
  }

  var clock: any Clock<Duration>

  func reduce(_ state: inout State, _ action: Action) {
    state.count += 1
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .increment: return .send(.incremented)
    case .look: return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.ticked)
      }
    }
  }
}

/// A parent of ``CrateItem``s, embedding their effects with `handle(_:in:at:id:action:)`.
struct Crate: Feature {
  struct State: Equatable, Sendable {
    var items: IdentifiedArray<CrateItem.State> = [CrateItem.State(id: 1), CrateItem.State(id: 2)]
  }

  enum Intent: Equatable, Sendable {
    case item(id: Int, CrateItem.Intent)
    case remove(Int)
  }

  enum Action: Equatable, Sendable {
    case item(id: Int, CrateItem.Action)
    case removed(Int)
  }

  var clock: any Clock<Duration>
  var item: CrateItem { CrateItem(clock: clock) }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .item(let id, let action): item.reduce(&state.items[id: id], action)
    case .removed(let id): state.items.remove(id: id)
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .item(let id, let intent): item.handle(intent, in: state, at: \.items, id: id, action: Action.item)
    case .remove(let id): .send(.removed(id))
    }
  }
}
