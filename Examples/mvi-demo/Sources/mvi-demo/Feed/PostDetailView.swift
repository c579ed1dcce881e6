import Feed
import MVI
import TerminalUI

/// A post's detail in the terminal, reading its scoped store: the post, then its comments with
/// their own loading and error state. The title stays on top; what is below it scrolls
/// (↑↓, PgUp/PgDn, Home/End) when it is taller than the terminal.
@MainActor
enum PostDetailView {
  /// Lines around the scrolled part: the title above, two footer lines below.
  static let chromeHeight = 3

  /// The screen; `height` limits the scrolled part to the rows that fit (`nil`: every line).
  static func screen(
    _ detail: Store<PostDetail>, isLiked: Bool?, source: String, width: Int, height: Int? = nil
  ) -> Screen {
    let post = detail.post
    let body = body(detail, width: width)
    let room = height.map { max($0 - chromeHeight, 1) } ?? body.count
    let offset = min(detail.scrollOffset, maxOffset(lines: body.count, room: room))
    var shown = Array(body.dropFirst(offset))
    if offset > 0, !shown.isEmpty { shown[0] = Line("↑ \(offset)줄 더 · more above", style: .dim) }
    return Screen {
      Line([
        Span("\(Feed.Texts.title) › #\(post.id)", style: [.bold, .cyan]),
        Span(" · \(post.author)", style: .dim),
        Span(isLiked == true ? "  ♥ 좋아요" : "", style: .red),
      ])
      shown
    } footer: {
      Line("출처: \(source)", style: .dim)
      Line(hints(detail.comments, canLike: isLiked != nil, scrolls: body.count > room), style: .dim)
    }
  }

  /// What scrolls below the title: the post, then its comments.
  static func body(_ detail: Store<PostDetail>, width: Int) -> [Line] {
    let post = detail.post
    var lines = [Line.rule]
    lines += FeedView.wrap(post.title, width: width).map { Line($0, style: .bold) }
    lines.append(.blank)
    lines += FeedView.wrap(post.body, width: width).map { Line($0) }
    lines.append(.rule)
    lines += comments(detail, width: width)
    lines.append(.rule)
    return lines
  }

  /// The largest useful scroll offset: the last line at the bottom of `room` rows.
  static func maxOffset(lines: Int, room: Int) -> Int {
    max(lines - room, 0)
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

  static func hints(_ comments: Loadable<[PostComment]>, canLike: Bool, scrolls: Bool = false) -> String {
    var hints = ["Esc/Backspace 뒤로"]
    if scrolls { hints.append("↑↓ 스크롤") }
    if canLike { hints.append("l 좋아요") }
    if (comments.value?.count ?? 0) > PostDetail.collapsedCommentCount { hints.append("e 댓글 펼치기") }
    if comments.error != nil { hints.append("r 다시 시도") }
    return (hints + ["q 메뉴", "Ctrl-C 종료"]).joined(separator: " · ")
  }

  /// The keys of the detail. `scrollLimit` is the largest scroll offset at the terminal's size
  /// (``maxOffset(lines:room:)``); scrolling stays within it.
  static func keys(
    _ key: Key, _ state: PostDetail.State, routeID: RouteID, rowExists: Bool, scrollLimit: Int
  ) -> KeyCommand<Feed.Intent> {
    func scroll(by delta: Int) -> KeyCommand<Feed.Intent> {
      let current = min(state.scrollOffset, scrollLimit)
      let target = min(max(current + delta, 0), scrollLimit)
      return target == state.scrollOffset ? .ignore : .send(.detail(routeID, .scrolled(to: target)))
    }
    switch key {
    case .escape, .backspace, .left: return .send(.backTapped)
    case .character("q"): return .quit
    case .character("r"), .control("r"), .enter:
      return state.comments.error == nil ? .ignore : .send(.detail(routeID, .retryTapped))
    case .character("e"): return .send(.detail(routeID, .expandToggled))
    case .character("l"): return rowExists ? .send(.row(state.post.id, .likeTapped)) : .ignore
    case .down, .character("j"): return scroll(by: 1)
    case .up, .character("k"): return scroll(by: -1)
    case .pageDown, .character(" "): return scroll(by: 10)
    case .pageUp: return scroll(by: -10)
    case .home: return scroll(by: -Int.max / 2)
    case .end: return scroll(by: Int.max / 2)
    default: return .ignore
    }
  }
}
