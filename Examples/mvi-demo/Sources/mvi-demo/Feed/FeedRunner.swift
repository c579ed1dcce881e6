import DemoCLI
import Feed
import Foundation
import MVI
import MVIPersistence
import TerminalUI

/// Builds the feed from the command line and runs it, interactively or once.
@MainActor
enum FeedRunner {
  /// The service chosen by `--source`, `--endpoint` and `--timeout`; `--endpoint` alone means
  /// `--source http`.
  static func service(_ arguments: DemoArguments, interactive: Bool) throws(DemoArgumentError) -> FeedService
  {
    let source = arguments.source(for: .feed)
    switch source {
    case .offline:
      return .offline(latency: interactive ? .milliseconds(600) : .zero)
    case .http:
      var baseURL = FeedHTTPClient.defaultBaseURL
      if let endpoint = arguments.endpoint {
        guard let url = URL(string: endpoint), let scheme = url.scheme, ["http", "https"].contains(scheme),
          url.host != nil
        else { throw .invalidValue("--endpoint", endpoint) }
        baseURL = url
      }
      let timeout = Duration.milliseconds(Int64(arguments.timeoutSeconds * 1000))
      return .http(FeedHTTPClient(baseURL: baseURL, timeout: timeout))
    case .kakao, .generator:
      throw .sourceNotForSample(source, .feed)
    }
  }

  /// `--once` / `--json`: loads the feed (and with `--post ID` opens that post and loads its
  /// comments), prints the screen or the state, returns the exit code: 1 if a request failed or
  /// the post is not in the feed.
  static func runOnce(_ arguments: DemoArguments) async -> Int32 {
    let service: FeedService
    do {
      service = try Self.service(arguments, interactive: false)
    } catch {
      printError("\(error)")
      return 64
    }
    let store = Store(Feed(service: service), initialState: .init())
    store.send(.viewAppeared)
    await store.waitForEffects()
    var missingPost: Int?
    if let postID = arguments.post, store.state.status == .loaded {
      if store.state.rows[id: postID] == nil {
        missingPost = postID
      } else {
        store.send(.row(postID, .tapped))
        if let id = store.state.topDetail?.id {
          store.send(.detail(id, .viewAppeared))
          store.send(.detail(id, .expandToggled))  // print every comment
          await store.waitForEffects()
        }
      }
    }
    let width = arguments.width ?? 80
    if arguments.json {
      print(FeedSnapshot(store.state, source: service.name).json())
    } else {
      for line in FeedView.screen(store, source: service.name, width: width, height: nil).plainText(
        width: width)
      {
        print(line)
      }
    }
    let state = store.state
    if case .error(let error) = state.viewState {
      printError("\(Feed.Texts.failed): \(error.message)")
      return 1
    }
    if let missingPost {
      printError(
        "\(FeedError.postNotFound(missingPost)) — ids: \(state.rows.ids.map(String.init).joined(separator: ", "))"
      )
      return 1
    }
    if let error = state.topDetail?.state.comments.error {
      printError("\(PostDetail.Texts.commentsFailed): \(error.message)")
      return 1
    }
    return 0
  }

  /// The interactive app; returns how it ended.
  static func runInteractive(_ arguments: DemoArguments, on terminal: Terminal) async -> TerminalAppExit {
    let service: FeedService
    do {
      service = try Self.service(arguments, interactive: true)
    } catch {
      let failure = FeedError.transport("\(error)")
      service = FeedService(name: "invalid", posts: { throw failure }, comments: { _ in throw failure })
    }
    // The liked posts of an earlier run: `feed-likes.json` in DemoState's folder.
    let likes: Persisted<Set<Post.ID>> = DemoState.persisted("feed-likes")
    let store = Store(Feed(service: service, likes: likes), initialState: .init())
    // What SwiftUI's `.task` on the detail view does: a detail that shows for the first time
    // starts loading its comments.
    let appear = store.subscribe { [weak store] state in
      guard let store, let top = state.topDetail, top.state.comments == .idle else { return }
      store.send(.detail(top.id, .viewAppeared))
    }
    defer { appear.cancel() }
    let app = TerminalApp(
      store: store,
      view: { [unowned store] _ in
        let size = terminal.size.drawable
        return FeedView.screen(store, source: service.name, width: size.columns, height: size.rows)
      },
      keys: { [unowned store] key, state in
        let size = terminal.size.drawable
        let limit = FeedView.detailScrollLimit(store, width: size.columns, height: size.rows)
        return FeedView.keys(key, state, scrollLimit: limit)
      })
    return await DemoState.run(keeping: likes) {
      await app.run(on: terminal, sending: [.launched, .viewAppeared])
    }
  }
}
