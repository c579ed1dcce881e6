import Feed
import MVI
import TerminalUI

/// A post's detail in the terminal, reading its scoped store: the post, then its comments with
/// their own loading and error state.
@MainActor
enum PostDetailView {
  static func screen(_ detail: Store<PostDetail>, isLiked: Bool?, source: String, width: Int) -> Screen {
    let post = detail.post
    return Screen {
      Line([
        Span("\(Feed.Texts.title) › #\(post.id)", style: [.bold, .cyan]),
        Span(" · \(post.author)", style: .dim),
        Span(isLiked == true ? "  ♥ 좋아요" : "", style: .red),
      ])
      Line.rule
      for line in FeedView.wrap(post.title, width: width) { Line(line, style: .bold) }
      Line.blank
      for line in FeedView.wrap(post.body, width: width) { Line(line) }
      Line.rule
      comments(detail, width: width)
      Line.rule
    } footer: {
      Line("출처: \(source)", style: .dim)
      Line(hints(detail.comments, canLike: isLiked != nil), style: .dim)
    }
  }

  @ScreenBuilder
  static func comments(_ detail: Store<PostDetail>, width: Int) -> [Line] {
    switch detail.comments {
    case .idle, .loading:
      Line(PostDetail.Texts.loadingComments, style: .dim)
    case .failed(let error, _):
      Line(PostDetail.Texts.commentsFailed, style: [.bold, .red])
      for line in FeedView.wrap(error.message, width: width) { Line(line) }
      Line("r 다시 시도 · retry", style: .dim)
    case .loaded(let all) where all.isEmpty:
      Line(PostDetail.Texts.noComments, style: .dim)
    case .loaded(let all):
      Line("댓글 \(all.count)개 · Comments", style: .bold)
      for comment in detail.visibleComments {
        Line([Span("• \(comment.name)", style: .bold), Span("  \(comment.email)", style: .dim)])
        for line in FeedView.wrap(comment.body, width: width, indent: "  ") { Line(line) }
      }
      if detail.hiddenCommentCount > 0 {
        Line("… 댓글 \(detail.hiddenCommentCount)개 더 보기 (e)", style: .dim)
      }
    }
  }

  static func hints(_ comments: Loadable<[PostComment]>, canLike: Bool) -> String {
    var hints = ["Esc/Backspace 뒤로"]
    if canLike { hints.append("l 좋아요") }
    if (comments.value?.count ?? 0) > PostDetail.collapsedCommentCount { hints.append("e 댓글 펼치기") }
    if comments.error != nil { hints.append("r 다시 시도") }
    return (hints + ["q 메뉴", "Ctrl-C 종료"]).joined(separator: " · ")
  }

  static func keys(
    _ key: Key, _ state: PostDetail.State, routeID: RouteID, rowExists: Bool
  ) -> KeyCommand<Feed.Intent> {
    switch key {
    case .escape, .backspace, .left: return .send(.backTapped)
    case .character("q"): return .quit
    case .character("r"), .control("r"), .enter:
      return state.comments.error == nil ? .ignore : .send(.detail(routeID, .retryTapped))
    case .character("e"): return .send(.detail(routeID, .expandToggled))
    case .character("l"): return rowExists ? .send(.row(state.post.id, .likeTapped)) : .ignore
    default: return .ignore
    }
  }
}
