import MVI
import MVIPersistence

/// A feature whose persisted value has no `==`: a sketch, loaded on appear, saved as it is drawn
/// and again when the app goes to the background, and kept up to date with other stores' changes.
struct Sketches: Feature {
  /// Strokes, their tags and layers: `Codable` but not `Equatable`, with a set and a dictionary
  /// (whose order an encoding must not depend on).
  struct Sketch: Codable, Sendable {
    var strokes: [String] = []
    var tags: Set<String> = []
    var layers: [String: Int] = [:]
  }
  struct State {
    var sketch = Sketch()
  }
  enum Intent: Sendable {
    case viewAppeared
    case drew(String)
    case backgrounded
    case startWatching
    case stopWatching
  }
  enum Action: Sendable {
    case received(Sketch?)
    case drew(String)
    case saveFailed(PersistenceError)
  }

  var saved: Persisted<Sketch>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .viewAppeared:
      return saved.load { .received((try? $0.get()) ?? nil) }
    case .drew(let stroke):
      var sketch = state.sketch
      Self.draw(stroke, on: &sketch)
      return .merge(.send(.drew(stroke)), saved.save(sketch) { .saveFailed($0) })
    case .backgrounded:
      return saved.save(state.sketch) { .saveFailed($0) }
    case .startWatching:
      return saved.watch { .received((try? $0.get()) ?? nil) }
    case .stopWatching:
      return saved.stopWatching()
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .received(let sketch):
      state.sketch = sketch ?? Sketch()
    case .drew(let stroke):
      Self.draw(stroke, on: &state.sketch)
    case .saveFailed:
      break
    }
  }

  static func draw(_ stroke: String, on sketch: inout Sketch) {
    sketch.strokes.append(stroke)
    sketch.tags.insert(stroke)
    sketch.layers[stroke] = sketch.strokes.count
  }
}
