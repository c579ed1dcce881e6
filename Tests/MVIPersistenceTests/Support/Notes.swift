import MVI
import MVIPersistence

/// A feature with one persisted value: a note, loaded on appear, saved as it is typed, and kept
/// up to date with other stores' changes.
struct Notes: Feature {
  struct State: Equatable {
    var text = ""
    var error: PersistenceError?
  }
  enum Intent: Sendable {
    case viewAppeared
    case typed(String)
    case startWatching
    case stopWatching
    case resetTapped
  }
  enum Action: Sendable, Equatable {
    case loaded(Result<String?, PersistenceError>)
    case changedElsewhere(Result<String?, PersistenceError>)
    case textChanged(String)
    case saveFailed(PersistenceError)
    case saveRecovered
    case reset
  }

  var note: Persisted<String>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      return note.load { .loaded($0) }
    case .typed(let text):
      return .merge(
        .send(.textChanged(text)), note.save(text, failed: { .saveFailed($0) }, recovered: .saveRecovered))
    case .startWatching:
      return note.watch { .changedElsewhere($0) }
    case .stopWatching:
      return note.stopWatching()
    case .resetTapped:
      return .merge(.send(.reset), note.remove { .saveFailed($0) })
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loaded(.success(let text)), .changedElsewhere(.success(let text)):
      state.text = text ?? ""
    case .loaded(.failure(let error)), .changedElsewhere(.failure(let error)), .saveFailed(let error):
      state.error = error
    case .textChanged(let text):
      state.text = text
    case .saveRecovered:
      state.error = nil
    case .reset:
      state = State()
    }
  }
}
