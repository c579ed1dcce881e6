import MVI

/// The image search sample's state (`Examples/ImageSearch`), declared here with the same shape:
/// the examples' image search is not a target of this package. A search of 30 images is loaded,
/// 10 recent queries kept; a send types into the search field or moves the keyboard focus.
struct ImageSearchShape: Feature {
  struct Image: Codable, Hashable, Sendable {
    var collection, imageURL, thumbnailURL: String
    var width, height: Int
    var siteName, documentURL, datetime: String
  }

  struct State: Codable, Equatable, Sendable {
    var query = "강아지"
    var searchedQuery: String? = "강아지"
    var content: Loadable<[Image]> = .loaded(
      (0..<30).map { index in
        Image(
          collection: "blog", imageURL: "https://images.example.com/full/\(index).jpg",
          thumbnailURL: "https://images.example.com/thumb/\(index).jpg", width: 640, height: 480,
          siteName: "Example site \(index)", documentURL: "https://blog.example.com/posts/\(index)",
          datetime: "2026-11-28T10:00:00.000+09:00")
      })
    var validationMessage: String?
    var focusedIndex = 0
    var selectedIndex: Int?
    var recentQueries = (0..<10).map { "recent query \($0)" }
    var recentQueriesError: String?
  }

  enum Intent: Codable, Sendable {
    case queryChanged(String)
    case focusMoved
  }

  enum Action: Codable, Sendable {
    case queryUpdated(String)
    case focusMoved
  }

  typealias Event = Never

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .queryChanged(let query): .send(.queryUpdated(query))
    case .focusMoved: .send(.focusMoved)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .queryUpdated(let query):
      state.query = query
      state.validationMessage = nil
    case .focusMoved:
      state.focusedIndex = (state.focusedIndex + 1) % (state.content.value?.count ?? 1)
    }
  }

  /// The recent queries and what is typed are kept out of a recording.
  static let redaction = SessionRedaction<Self>(
    state: { state in
      state.query = ""
      state.recentQueries = []
    },
    intent: { if case .queryChanged = $0 { $0 = .queryChanged("") } },
    action: { if case .queryUpdated = $0 { $0 = .queryUpdated("") } })

  /// Typing, then moving the focus.
  static let intents: [Intent] = [.queryChanged("cat"), .queryChanged("cats"), .focusMoved]
}

/// The form sample's state (`ExampleForm`, whose `State` is not `Codable`, so a recorder cannot
/// take it), declared here with the same shape; a send types into one of its fields.
struct ExampleFormShape: Feature {
  struct Example: Codable, Equatable, Sendable {
    var name, exampleName: String
  }

  enum Update: Codable, Equatable, Sendable {
    case idle, updating
    case succeeded(Example)
    case failed(String)
  }

  struct State: Codable, Equatable, Sendable {
    var name = "Ann"
    var exampleName = "Flat white"
    var nameError: String?
    var exampleNameError: String?
    var update = Update.succeeded(Example(name: "Ann", exampleName: "Flat white"))
    var focusedField = 0
    var saved: Example? = Example(name: "Ann", exampleName: "Flat white")
    var persistenceError: String?
  }

  enum Intent: Codable, Sendable {
    case nameChanged(String)
    case exampleNameChanged(String)
  }

  enum Action: Codable, Sendable {
    case nameUpdated(String)
    case exampleNameUpdated(String)
  }

  typealias Event = Never

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .nameChanged(let text): .send(.nameUpdated(text))
    case .exampleNameChanged(let text): .send(.exampleNameUpdated(text))
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .nameUpdated(let text):
      state.name = text
      if !text.isEmpty { state.nameError = nil }
      state.update = .idle
    case .exampleNameUpdated(let text):
      state.exampleName = text
      if !text.isEmpty { state.exampleNameError = nil }
      state.update = .idle
    }
  }

  /// The name is kept out of a recording.
  static let redaction = SessionRedaction<Self>(
    state: { state in
      state.name = ""
      if state.saved != nil { state.saved?.name = "" }
    },
    intent: { if case .nameChanged = $0 { $0 = .nameChanged("") } },
    action: { if case .nameUpdated = $0 { $0 = .nameUpdated("") } })

  /// Typing into both fields.
  static let intents: [Intent] = [.nameChanged("Anna"), .exampleNameChanged("Latte"), .nameChanged("Ann")]
}
