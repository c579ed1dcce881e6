import MVI

/// A small to-do list, the store the demo inspects: an intent with the actions it causes, an
/// effect that answers later, an event, and an effect that fails. Its types are `Codable`, so the
/// inspector's sessions in and out work.
struct TodoList: Feature {
  struct State: Equatable, Codable, Sendable {
    var items: [Item] = []
    var nextID = 1
    var saving = false
    var savedCount: Int?
  }

  struct Item: Equatable, Codable, Sendable {
    var id: Int
    var title: String
    var done = false
  }

  enum Intent: Equatable, Codable, Sendable {
    case add(String)
    case toggle(Int)
    case clearDone
    case save
    case saveToBrokenDisk
  }

  enum Action: Equatable, Codable, Sendable {
    case added(String)
    case toggled(Int)
    case clearedDone
    case saveStarted
    case saved(Int)
  }

  enum Event: Equatable, Codable, Sendable {
    case cleared(Int)
  }

  /// Why saving to the broken disk fails.
  enum SaveError: Error { case diskFull }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .add(let title): .send(.added(title))
    case .toggle(let id): .send(.toggled(id))
    case .clearDone: .merge(.send(.clearedDone), .emit(.cleared(state.items.filter(\.done).count)))
    case .save:
      .merge(.send(.saveStarted), .run { [count = state.items.count] send in await send(.saved(count)) })
    case .saveToBrokenDisk: .run { _ in throw SaveError.diskFull }
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .added(let title):
      state.items.append(Item(id: state.nextID, title: title))
      state.nextID += 1
    case .toggled(let id):
      if let index = state.items.firstIndex(where: { $0.id == id }) { state.items[index].done.toggle() }
    case .clearedDone: state.items.removeAll(where: \.done)
    case .saveStarted: state.saving = true
    case .saved(let count):
      state.saving = false
      state.savedCount = count
    }
  }
}
