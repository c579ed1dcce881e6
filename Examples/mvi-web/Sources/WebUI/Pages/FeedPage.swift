import Feed
import MVI

/// The feed as seed 003 draws it: the list, refresh, the error with retry, and a post's detail with
/// its comments as a pushed page (`/feed/post/ID`, so the browser's Back button pops it).
struct FeedPage: WebPage {
  typealias F = Feed

  func view(_ state: Feed.State) -> HTMLNode {
    if let (_, detail) = state.topDetail { return self.detail(detail) }
    return H.group([
      H.navigationTitle(Feed.Texts.title),
      H.element(
        "div", [.init("class", "toolbar")],
        [
          H.button(
            state.isRefreshing ? Feed.Texts.refreshing : "새로고침 · Refresh", intent: "refreshTapped",
            className: "button secondary small")
        ]),
      state.persistenceError.map { H.p("status error", "Likes not remembered: \($0)") } ?? H.group([]),
      state.refreshError.map { H.p("status error", Feed.Texts.refreshFailed + " — " + $0.message) }
        ?? H.group([]),
      list(state),
    ])
  }

  private func list(_ state: Feed.State) -> HTMLNode {
    switch state.viewState {
    case .loading:
      return H.p("status loading", Feed.Texts.loading)
    case .error(let error):
      return H.element(
        "div", [.init("class", "failure")],
        [
          H.p("status error", Feed.Texts.failed), H.p("detail", error.message),
          H.button("다시 시도 · Retry", intent: "retryTapped"),
        ])
    case .empty:
      return H.p("status", Feed.Texts.empty)
    case .loaded:
      return H.element(
        "ul", [.init("class", "list"), .init("id", "posts")],
        state.rows.map { row in
          H.element(
            "li", [.init("class", "row"), .init("data-key", String(row.id))],
            [
              H.element(
                "button",
                [
                  .init("type", "button"), .init("class", "row-open"), .init("data-intent", "postTapped"),
                  .init("data-index", String(row.id)),
                ],
                [
                  H.element("span", [.init("class", "row-title")], [H.text(row.post.title)]),
                  H.element("span", [.init("class", "row-excerpt")], [H.text(row.post.excerpt)]),
                  H.element("span", [.init("class", "row-author")], [H.text(row.post.author)]),
                ]),
              H.button(
                row.isLiked ? "♥" : "♡", intent: "likeTapped", className: row.isLiked ? "like on" : "like",
                [.init("data-index", String(row.id))]),
            ])
        })
    }
  }

  private func detail(_ detail: PostDetail.State) -> HTMLNode {
    let back = H.element(
      "button",
      [
        .init("type", "button"), .init("class", "back"), .init("data-intent", "backTapped"),
        .init("data-history", "back"),
      ], [H.text("‹ " + Feed.Texts.title)])
    return H.group([
      H.navigationTitle(detail.post.title, back: back),
      H.p("row-author", detail.post.author),
      H.group(detail.post.body.split(separator: "\n").map { H.p("body", String($0)) }),
      H.element("h2", [.init("class", "section")], [H.text("댓글 · Comments")]),
      comments(detail),
    ])
  }

  private func comments(_ detail: PostDetail.State) -> HTMLNode {
    switch detail.comments {
    case .idle, .loading:
      return H.p("status loading", PostDetail.Texts.loadingComments)
    case .failed(let error, _):
      return H.element(
        "div", [.init("class", "failure")],
        [
          H.p("status error", PostDetail.Texts.commentsFailed), H.p("detail", error.message),
          H.button("다시 시도 · Retry", intent: "commentsRetryTapped"),
        ])
    case .loaded(let all) where all.isEmpty:
      return H.p("status", PostDetail.Texts.noComments)
    case .loaded:
      return H.group([
        H.element(
          "ul", [.init("class", "comments"), .init("id", "comments")],
          detail.visibleComments.map { comment in
            H.element(
              "li", [.init("class", "comment"), .init("data-key", String(comment.id))],
              [
                H.element("span", [.init("class", "comment-name")], [H.text(comment.name)]),
                H.element("span", [.init("class", "comment-email")], [H.text(comment.email)]),
                H.p("comment-body", comment.body),
              ])
          }),
        detail.hiddenCommentCount > 0
          ? H.button(
            "댓글 \(detail.hiddenCommentCount)개 더 보기 · Show all", intent: "expandToggled", className: "link")
          : detail.isExpanded
            ? H.button("접기 · Show fewer", intent: "expandToggled", className: "link") : H.group([]),
      ])
    }
  }

  func title(_ state: Feed.State) -> String { state.topDetail?.state.post.title ?? Feed.Texts.title }

  func path(_ state: Feed.State) -> String {
    state.topDetail.map { "/feed/post/\($0.state.post.id)" } ?? SampleID.feed.path
  }

  func intent(_ payload: IntentPayload, state: Feed.State) throws(WebError) -> Feed.Intent? {
    switch payload.type {
    case "retryTapped": return .retryTapped
    case "refreshTapped": return .refreshTapped
    case "postTapped": return .row(try payload.requireIndex(), .tapped)
    case "likeTapped": return .row(try payload.requireIndex(), .likeTapped)
    case "backTapped": return .backTapped
    case "commentsRetryTapped", "expandToggled":
      guard let id = state.topDetail?.id else { throw .invalidField("type", intent: payload.type) }
      return .detail(id, payload.type == "expandToggled" ? .expandToggled : .retryTapped)
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: Feed.State?, to new: Feed.State) -> [Feed.Intent] {
    var intents: [Feed.Intent] = old == nil ? [.launched, .viewAppeared] : []
    if let top = new.topDetail, top.id != old?.topDetail?.id {
      intents.append(.detail(top.id, .viewAppeared))
    }
    return intents
  }
}
