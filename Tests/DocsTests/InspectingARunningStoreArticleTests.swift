// The code of the article "Inspecting a running store" (MVIInspector), compiled in a file that
// imports Foundation as app files do. Keep it the same as the article's.
import Foundation
import MVI
import MVIInspector
import Testing

@MainActor
struct InspectingARunningStoreArticle {
  /// The article's feature: a search whose `reduce` keeps the query and the results.
  struct Search: Feature {
    struct State: Equatable, Codable {
      var query = ""
      var results: [String] = []
    }

    enum Intent: Equatable, Codable, Sendable { case queryChanged(String) }
    enum Action: Equatable, Codable, Sendable {
      case queryUpdated(String)
      case resultsLoaded([String])
    }

    var search: @Sendable (String) async -> [String] = { _ in [] }

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .queryChanged(let query):
        .merge(.send(.queryUpdated(query)), .run { send in await send(.resultsLoaded(await search(query))) })
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .queryUpdated(let query): state.query = query
      case .resultsLoaded(let results): state.results = results
      }
    }
  }

  /// What shows the app's screen, for `continueHandler`.
  final class AppModel {
    var shown: Store<Search>?
    func show(_ store: Store<Search>) { shown = store }
  }

  @Test func attachItInOneLine() throws {
    let store = Store(Search(), initialState: .init(), interceptors: [try .inspector(Search())])
    // MVIInspector: inspecting Search on http://127.0.0.1:53117/
    store.send(.queryChanged("cat"))
    #expect(store.query == "cat")
  }

  @Test func makeTheInspectorYourself() throws {
    let appModel = AppModel()
    let inspector = Inspector(Search(), limit: 5_000, testExpression: "Search(search: { _ in [] })")
    let store = Store(inspector.feature, initialState: .init(), interceptors: [inspector.interceptor])
    do {
      let server = try inspector.serve(.init(port: 9_090))  // InspectorServerError.portInUse if taken
      server.stop()
    } catch {
      // Only another program on the article's port may stop it; the rest needs no server.
      #expect(error == .portInUse(9_090))
    }
    inspector.continueHandler = { newStore, step in appModel.show(newStore) }

    store.send(.queryChanged("cat"))
    try inspector.continueFrom(step: 1)
    #expect(appModel.shown?.query == "cat")
    let test = try inspector.regressionTest()
    #expect(test.contains("assertReplays(session, through: Search(search: { _ in [] }))"))
  }

  @Test func actingOnTheApp() throws {
    let inspector = Inspector(Search())
    let store = inspector.store(initialState: .init())  // records, and takes the page's intents
    try inspector.send(json: #"{"queryChanged":{"_0":"cat"}}"#)  // what Send does
    #expect(store.query == "cat")
    try inspector.skip(1)
    #expect(try inspector.replay(to: 1).state.query == "")
  }

  @Test func severalStoresOneTimeline() throws {
    let inspection = InspectorGroup(title: "My app")
    let search = inspection.store(Search(), initialState: .init())
    let recent = inspection.store(Search(), initialState: .init(), name: "recent")
    let server = try inspection.serve()  // one page for both
    server.stop()
    search.send(.queryChanged("cat"))
    recent.send(.queryChanged("dog"))
    #expect(inspection.names == ["Search", "recent"])
  }

  /// "An app on a phone": compiled, never run (a test listens on 127.0.0.1 only; the token layer
  /// is tested in MVIInspectorTests).
  func onAPhone(_ feature: Search) throws -> Store<Search> {
    let store = Store(
      feature, initialState: .init(),
      interceptors: [try .inspector(feature, configuration: .network(port: 9_000))])
    // MVIInspector: inspecting Search on http://192.168.1.23:9000/?token=5f0c…
    return store
  }
}
