import MVI
import MVIPersistence

/// A shared list as the article "Persisting and sharing state" shows it: loaded at launch, kept
/// up to date with other stores' saves (`watch`), and each edit saved as an atomic update of
/// what is stored, whose result the state then shows: edits of two stores at once all count,
/// and nothing received is saved back. Shared with `mvi-persistence-probe` (a link there).
struct Groceries: Feature {
  struct State: Equatable {
    var items: [String: String] = [:]
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

  var saved: Persisted<[String: String]>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .launched:
      return .merge(saved.load { .loaded($0) }, saved.watch { .changedElsewhere($0) })
    case .renamed(let id, let name):
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
      state.items = items ?? [:]
    case .renamed(let id, let name):
      state.items[id] = name
    case .loaded(.failure(let error)), .changedElsewhere(.failure(let error)), .stored(.failure(let error)):
      state.error = error
    }
  }
}
