#if PropertyTesting
  // The code of the article "Checking every order", compiled and run;
  // `everySwiftBlockOfTheArticleIsHere` checks that every Swift block of the article is in this
  // file, line for line.
  import Foundation
  import MVI
  import MVIPropertyTesting
  import MVITesting
  import Testing

  struct BookSearch: Feature {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var isLoading = false
    }
    enum Intent: Equatable, Sendable { case search(String) }
    enum Action: Equatable, Sendable { case started(String), loaded(query: String, [String]) }

    let search: @Sendable (String) async throws -> [String]

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .search(let query):
        .merge(
          .send(.started(query)),
          .run { [search] send in
            await send(.loaded(query: query, try await search(query)))
          } catch: { _, send in
            await send(.loaded(query: query, []))
          })
      }
    }

    func reduce(_ state: inout State, _ action: Action) {
      switch action {
      case .started(let query): (state.query, state.isLoading) = (query, true)
      case .loaded(_, let results): (state.results, state.isLoading) = (results, false)
      }
    }
  }

  /// The article's fix: a new search cancels the one running.
  struct FixedBookSearch: Feature {
    typealias State = BookSearch.State
    typealias Intent = BookSearch.Intent
    typealias Action = BookSearch.Action

    let search: @Sendable (String) async throws -> [String]

    func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
      switch intent {
      case .search(let query):
        .merge(
          .send(.started(query)),
          .run { [search] send in
            await send(.loaded(query: query, try await search(query)))
          } catch: { _, send in
            await send(.loaded(query: query, []))
          }
          .cancellable(id: "search"))
      }
    }

    func reduce(_ state: inout State, _ action: Action) { BookSearch(search: search).reduce(&state, action) }
  }

  @MainActor
  @Suite struct CheckingEveryOrderArticleTests {
    // The article's test, run below where the race it finds is expected.
    func everyOrderOfTwoSearches() async {
      await checkEveryOrder(
        of: { services in
          BookSearch(search: { query in
            (0..<(try await services.answers.next())).map { "\(query) \($0 + 1)" }
          })
        },
        initialState: BookSearch.State(),
        intents: [.search("cat"), .search("dog")],
        answers: [.success(1), .success(1, after: .seconds(1))],
        invariants: [
          Invariant("once loaded, the results shown are the query's") { outcome in
            outcome.state.isLoading
              || outcome.state.results.allSatisfy { $0.hasPrefix(outcome.state.query + " ") }
          }
        ],
        depth: 4)
    }

    @Test func theRaceIsFound() async throws {
      await withKnownIssue {
        await everyOrderOfTwoSearches()
      } matching: { issue in
        // The article's output, but for the count of runs and states on its second line.
        var lines = (issue.comments.first?.rawValue ?? "").split(
          separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1, lines[1].hasPrefix("Found after ") else { return false }
        lines.remove(at: 1)
        return lines.joined(separator: "\n").hasPrefix(Self.output)
      }
    }

    // The article's trace as a test, run below where the failure it replays is expected.
    func theTraceAsATest() async {
      await checkSession(
        GeneratedSession(
          steps: [.send(BookSearch.Intent.search("cat")), .send(BookSearch.Intent.search("dog"))],
          answers: [.success(1, after: .milliseconds(1000)), .success(1)]),
        of: { services in
          BookSearch(search: { query in
            (0..<(try await services.answers.next())).map { "\(query) \($0 + 1)" }
          })
        },
        initialState: BookSearch.State(),
        invariants: [
          Invariant("once loaded, the results shown are the query's") { outcome in
            outcome.state.isLoading
              || outcome.state.results.allSatisfy { $0.hasPrefix(outcome.state.query + " ") }
          }
        ])
    }

    @Test func theTraceReplays() async {
      await withKnownIssue {
        await theTraceAsATest()
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "Invariant \"once loaded, the results shown are the query's\" does not hold once the pending time has passed"
        )
          == true
      }
    }

    @Test func theFixHoldsInEveryOrder() async {
      let exploration = await checkEveryOrder(
        of: { services in
          FixedBookSearch(search: { query in
            (0..<(try await services.answers.next())).map { "\(query) \($0 + 1)" }
          })
        },
        initialState: BookSearch.State(),
        intents: [.search("cat"), .search("dog")],
        answers: [.success(1), .success(1, after: .seconds(1))],
        invariants: [
          Invariant("once loaded, the results shown are the query's") { outcome in
            outcome.state.isLoading
              || outcome.state.results.allSatisfy { $0.hasPrefix(outcome.state.query + " ") }
          }
        ],
        depth: 4)
      #expect(exploration.description.hasPrefix("Every order of up to 4 steps holds every rule."))
      #expect(exploration.coverage.exhausted)
    }

    @Test func everySwiftBlockOfTheArticleIsHere() throws {
      let here = URL(fileURLWithPath: #filePath)
      let article = try String(
        contentsOf: here.deletingLastPathComponent().appendingPathComponent(
          "../../Sources/MVIPropertyTesting/MVIPropertyTesting.docc/CheckingEveryOrder.md"),
        encoding: .utf8)
      // The file's lines and each block's, without their indentation; a block's `@Test` line is
      // left out (the file runs the article's test where the failure it finds is expected).
      func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
          String($0.drop { $0 == " " })
        }
      }
      let file = lines(try String(contentsOf: here, encoding: .utf8))
      let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
        lines($0.components(separatedBy: "\n```")[0]).filter { $0 != "@Test" }
      }
      #expect(blocks.count >= 3)
      for block in blocks {
        let found = file.indices.contains { start in
          start + block.count <= file.count && Array(file[start..<start + block.count]) == block
        }
        #expect(found, "a block of the article is not in this file:\n\(block.joined(separator: "\n"))")
      }
    }

    /// The article's output, but for its second line (the runs and states).
    nonisolated static let output = """
      Invariant "once loaded, the results shown are the query's" does not hold once the pending time has passed, after step 2 of 2.
      Steps:
        1. send(BookSearch.Intent.search("cat"))
             → BookSearch.Action.started("cat")
        2. send(BookSearch.Intent.search("dog"))
             → BookSearch.Action.started("dog")
             → BookSearch.Action.loaded(query: "dog", [[0]: "dog 1"])
        then advance(by: 30.0 seconds)
             → BookSearch.Action.loaded(query: "cat", [[0]: "cat 1"])
      Service answers, call by call:
        1. success(1) after 1.0 seconds
        2. success(1)
      """
  }
#endif
