import MVI
import MVIPersistence

/// A set kept as the feed keeps its likes: launched loads and watches it, a like is an atomic
/// update of what is stored, whose result is what the state shows. Shared with
/// `mvi-persistence-probe` (a link there), which runs it in processes of its own.
struct Likes: Feature {
  struct State: Equatable {
    var liked: Set<Int> = []
    var error: PersistenceError?
  }
  enum Intent: Sendable {
    case launched
    case liked(Int)
    /// Liked from inside an effect's work (`update(_:through:result:)`).
    case likedInEffect(Int)
    case finished
  }
  enum Action: Sendable, Equatable {
    case loaded(Result<Set<Int>?, PersistenceError>)
    case changed(Result<Set<Int>?, PersistenceError>)
    case stored(Result<Set<Int>?, PersistenceError>)
  }

  var likes: Persisted<Set<Int>>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .launched:
      return .merge(likes.load { .loaded($0) }, likes.watch { .changed($0) })
    case .liked(let id):
      return likes.update({ $0 = ($0 ?? []).union([id]) }, result: { .stored($0) })
    case .likedInEffect(let id):
      return .run { [likes] send in
        await likes.update({ $0 = ($0 ?? []).union([id]) }, through: send, result: { .stored($0) })
      }
    case .finished:
      return likes.stopWatching()
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loaded(.success(let saved)), .changed(.success(let saved)), .stored(.success(let saved)):
      state.liked = saved ?? []
      state.error = nil
    case .loaded(.failure(let error)), .changed(.failure(let error)), .stored(.failure(let error)):
      state.error = error
    }
  }
}
