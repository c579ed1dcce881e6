import Feed
import MVI
import MVIPropertyTesting
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions of
/// loading, refreshing, liking, hiding, opening and moving, against a server that answers with
/// 0 to 4 posts, fails, or answers late.
@MainActor
@Suite("Feed invariants")
struct FeedPropertyTests {
  static let intents = zip(Gen.int(in: 0...6), Gen.int(in: 1...4), Gen.int(in: 0...2))
    .map { kind, id, rowIntent -> Feed.Intent in
      switch kind {
      case 0: return .refreshTapped
      case 1: return .viewAppeared
      case 2: return .retryTapped
      case 3: return .row(id, [.likeTapped, .hideTapped, .tapped][rowIntent])
      case 4: return .focusMoved(by: rowIntent - 1)
      // The hide dialog's "Hide post" (its answer is sent only while it shows; the intent it
      // carries can come at any time).
      case 5: return .hideConfirmed(id)
      default: return .backTapped
      }
    }

  /// A server with `count` posts, ids 1 to `count`; no comments.
  static func feature(_ services: CheckServices<Int>) -> Feed {
    Feed(
      service: FeedService(
        name: "generated", posts: { posts(try await services.answers.next()) }, comments: { _ in [] }))
  }

  nonisolated static func posts(_ count: Int) -> [Post] {
    (0..<count).map { Post(userId: 1, id: $0 + 1, title: "post \($0 + 1)", body: "") }
  }

  /// Whether the server answered with no post that the user has not hidden, during the step.
  static func serverEmptied(_ outcome: StepOutcome<Feed>) -> Bool {
    outcome.actions.contains { action in
      guard case .postsLoaded(let posts) = action else { return false }
      return posts.allSatisfy { outcome.state.hiddenPostIDs.contains($0.id) }
    }
  }

  static let invariants: [Invariant<Feed>] = [
    Invariant("a refresh never empties a loaded list unless the server says so") { outcome in
      outcome.previous.rows.isEmpty || !outcome.state.rows.isEmpty || serverEmptied(outcome)
        || outcome.actions.contains { if case .postHidden = $0 { true } else { false } }
    },
    Invariant("a failed refresh keeps the posts shown") { outcome in
      let failed = outcome.actions.contains { if case .postsFailed = $0 { true } else { false } }
      guard outcome.previous.isRefreshing, failed else { return true }
      return outcome.state.status == .loaded && outcome.state.rows.ids == outcome.previous.rows.ids
    },
    Invariant("a hidden post is never shown") { outcome in
      outcome.state.rows.allSatisfy { !outcome.state.hiddenPostIDs.contains($0.id) }
    },
    Invariant("the focus is on a post shown, or nowhere") { outcome in
      outcome.state.focusedPostID.map { outcome.state.rows[id: $0] != nil } ?? true
    },
    Invariant("\"Refreshing...\" only while a load runs") { outcome in
      !outcome.state.isRefreshing || outcome.runningEffectCount > 0
    },
  ]

  @Test func theInvariantsHoldOver1000GeneratedSessions() async {
    await checkInvariants(
      of: Self.feature, initialState: Feed.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.int(in: 0...4), failures: ["HTTP 503"]), invariants: Self.invariants,
      canSend: { state, intent in
        // A row's buttons exist only while the row is shown.
        guard case .row(let id, _) = intent else { return true }
        return state.rows[id: id] != nil
      })
  }
}
