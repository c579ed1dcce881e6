// The article "Persisting and sharing state"'s shared list, compiled in a file of its own that
// imports Foundation as app files do; keep it the same as the article's. MVIPersistenceTests and
// mvi-persistence-probe use it too (links there): the tests of two stores and two processes
// sharing a list run the article's own pattern.
import Foundation
import MVI
import MVIPersistence

/// A list that several windows show and edit at once.
struct ShoppingList: Feature {
  struct State: Equatable {
    var items: [String: String] = [:]  // id → name
    var error: PersistenceError?
  }

  enum Intent: Sendable {
    case launched
    case renamed(id: String, to: String)
    case closed
  }
  enum Action: Sendable, Equatable {
    case loaded(Result<[String: String]?, PersistenceError>)
    case changedElsewhere(Result<[String: String]?, PersistenceError>)
    case renamed(id: String, to: String)
    case stored(Result<[String: String]?, PersistenceError>)
  }

  var saved = Persisted<[String: String]>(key: "shopping-list")

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .launched:  // load it, then follow the other windows' saves
      return .merge(saved.load { .loaded($0) }, saved.watch { .changedElsewhere($0) })
    case .renamed(let id, let name):  // shown at once, saved as a change of what is stored
      return .merge(
        .send(.renamed(id: id, to: name)),
        saved.update({ $0 = ($0 ?? [:]).merging([id: name]) { $1 } }, result: { .stored($0) }))
    case .closed:
      return saved.stopWatching()
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loaded(.success(let items)), .changedElsewhere(.success(let items)), .stored(.success(let items)):
      state.items = items ?? [:]  // what is stored: this window's edits and the others'
    case .renamed(let id, let name):
      state.items[id] = name
    case .loaded(.failure(let error)), .changedElsewhere(.failure(let error)), .stored(.failure(let error)):
      state.error = error
    }
  }
}
