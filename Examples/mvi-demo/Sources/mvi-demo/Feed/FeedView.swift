import Feed
import MVI
import MVIPersistence
import TerminalUI

/// The feed in the terminal: the list screen, or the post detail on top of the stack, read
/// through the store (`store[observing: \.rows.ids]`, one scoped store per row and for the detail), and keys
/// mapped to intents.
///
/// Every text from the service goes through the renderer, which sanitizes it; wrapped text is
/// sanitized before it is measured.
@MainActor
enum FeedView {
  /// Lines around the list: title, status, rule above; rule below; two footer lines.
  static let chromeHeight = 6

  /// The screen for the store's state. `size` limits the list to the rows that fit (the focused
  /// one always shows); `nil` shows every row (`--once`).
  static func screen(_ store: Store<Feed>, source: String, width: Int, height: Int?) -> Screen {
    if let top = store[observing: \.topDetail],
      let detail = store.scope(state: \.path[id: top.id]?.detail, intent: { .detail(top.id, $0) })
    {
      let isLiked = store[observing: \.rows[id: top.state.post.id]?.isLiked]
      return PostDetailView.screen(detail, isLiked: isLiked, source: source, width: width, height: height)
    }
    let ids = store[observing: \.rows.ids]
    let focused = store[observing: \.focusedPostID]
    let window = visibleRange(
      count: ids.count, focused: focused.flatMap { ids.firstIndex(of: $0) }, height: height)
    return Screen {
      title(count: ids.count, window: window, viewState: store[observing: \.viewState])
      status(
        isRefreshing: store[observing: \.isRefreshing], refreshError: store[observing: \.refreshError],
        persistenceError: store[observing: \.persistenceError])
      Line.rule
      switch store[observing: \.viewState] {
      case .loading:
        Line(Feed.Texts.loading)
      case .error(let error):
        Line(Feed.Texts.failed, style: [.bold, .red])
        for line in wrap(error.message, width: width) { Line(line) }
        Line("Enter/r 다시 시도 · retry", style: .dim)
      case .empty:
        Line(Feed.Texts.empty)
        Line("r 새로고침 · refresh", style: .dim)
      case .loaded:
        if let dialog = store[observing: \.hideDialog] {
          dialogLines(dialog, width: width)
        } else {
          for id in ids[window] {
            if let row = store.scope(state: \.rows[id: id], intent: { .row(id, $0) }) {
              PostRowView.lines(row, focused: id == focused, width: width)
            }
          }
        }
      }
      Line.rule
    } footer: {
      Line("출처: \(source)", style: .dim)
      Line(
        store[observing: \.hideDialog] == nil ? hints(store[observing: \.viewState]) : dialogHints,
        style: .dim)
    }
  }

  /// The hide dialog, in place of the list: its title, message and numbered buttons.
  @ScreenBuilder
  static func dialogLines(_ dialog: ConfirmationDialogState<Feed.Intent>, width: Int) -> [Line] {
    Line(dialog.title.resolved(), style: .bold)
    for line in wrap(dialog.message?.resolved() ?? "", width: width) { Line(line) }
    Line.blank
    for (index, button) in dialog.buttons.enumerated() {
      Line("  \(index + 1)  \(button.label.resolved())", style: button.role == .destructive ? .red : [])
    }
  }

  /// The keys of the hide dialog: a button's number chooses it; Esc chooses Cancel.
  static func dialogKeys(_ key: Key, _ dialog: ConfirmationDialogState<Feed.Intent>) -> KeyCommand<
    Feed.Intent
  > {
    switch key {
    case .escape, .character("q"): return .send(.hideDialog(dialog.cancelButton?.answer ?? .dismissed))
    case .character(let digit):
      guard let number = digit.wholeNumberValue, dialog.buttons.indices.contains(number - 1) else {
        return .ignore
      }
      return .send(.hideDialog(dialog.buttons[number - 1].answer))
    default: return .ignore
    }
  }

  static func title(count: Int, window: Range<Int>, viewState: Feed.ViewState) -> Line {
    var spans = [Span(Feed.Texts.title, style: [.bold, .cyan])]
    if viewState == .loaded {
      let shown =
        window.count == count ? "\(count)개의 글" : "\(window.lowerBound + 1)–\(window.upperBound) / \(count)"
      spans.append(Span(" · \(shown)", style: .dim))
    }
    return Line(spans)
  }

  static func status(
    isRefreshing: Bool, refreshError: LoadingError?, persistenceError: PersistenceError? = nil
  )
    -> Line
  {
    if isRefreshing { return Line("⟳ \(Feed.Texts.refreshing)", style: .dim) }
    if let refreshError { return Line("⚠ \(Feed.Texts.refreshFailed): \(refreshError.message)", style: .red) }
    if let persistenceError {
      return Line("⚠ 좋아요를 기억하지 못함 · likes not remembered: \(persistenceError)", style: .red)
    }
    return Line.blank
  }

  /// The rows that fit in `height` with the focused one in the middle when it can be.
  static func visibleRange(count: Int, focused: Int?, height: Int?) -> Range<Int> {
    guard let height else { return 0..<count }
    let fit = max(1, (height - chromeHeight) / PostRowView.height)
    guard count > fit else { return 0..<count }
    let start = min(max((focused ?? 0) - fit / 2, 0), count - fit)
    return start..<(start + fit)
  }

  static let dialogHints = "1/2 선택 · choose · Esc 취소 · cancel · Ctrl-C 종료"

  static func hints(_ viewState: Feed.ViewState) -> String {
    switch viewState {
    case .loaded:
      return "↑↓ 이동 · Enter 상세 · l 좋아요 · x 숨기기 · r 새로고침 · q/Esc 메뉴 · Ctrl-C 종료"
    case .error: return "Enter/r 다시 시도 · q/Esc 메뉴 · Ctrl-C 종료"
    case .empty: return "r 새로고침 · q/Esc 메뉴 · Ctrl-C 종료"
    case .loading: return "q/Esc 메뉴 · Ctrl-C 종료"
    }
  }

  /// How far the post detail on top can scroll at `width` × `height`; 0 without a detail.
  static func detailScrollLimit(_ store: Store<Feed>, width: Int, height: Int) -> Int {
    guard let top = store.state.topDetail,
      let detail = store.scope(state: \.path[id: top.id]?.detail, intent: { .detail(top.id, $0) })
    else { return 0 }
    let lines = PostDetailView.body(detail, width: width).count
    return PostDetailView.maxOffset(lines: lines, room: max(height - PostDetailView.chromeHeight, 1))
  }

  /// The keys; `scrollLimit` is how far the post detail can scroll (``detailScrollLimit``).
  static func keys(_ key: Key, _ state: Feed.State, scrollLimit: Int = 0) -> KeyCommand<Feed.Intent> {
    if let top = state.topDetail {
      return PostDetailView.keys(
        key, top.state, routeID: top.id, rowExists: state.rows[id: top.state.post.id] != nil,
        scrollLimit: scrollLimit)
    }
    if let dialog = state.hideDialog { return dialogKeys(key, dialog) }
    switch key {
    case .escape, .character("q"): return .quit
    case .up, .character("k"): return .send(.focusMoved(by: -1))
    case .down, .character("j"), .tab: return .send(.focusMoved(by: 1))
    case .pageUp: return .send(.focusMoved(by: -5))
    case .pageDown: return .send(.focusMoved(by: 5))
    case .home: return .send(.focusMoved(by: -state.rows.count))
    case .end: return .send(.focusMoved(by: state.rows.count))
    case .character("r"), .control("r"): return .send(.refreshTapped)
    case .enter, .right:
      if case .error = state.viewState { return .send(.retryTapped) }
      return row(state, .tapped)
    case .character("l"): return row(state, .likeTapped)
    case .character("x"): return row(state, .hideTapped)
    default: return .ignore
    }
  }

  /// The intent for the focused row, if a list shows.
  static func row(_ state: Feed.State, _ intent: PostRow.Intent) -> KeyCommand<Feed.Intent> {
    guard state.viewState == .loaded, let id = state.focusedPostID else { return .ignore }
    return .send(.row(id, intent))
  }

  /// The text sanitized and wrapped to `width` columns, at spaces where it can be; line breaks
  /// in the text are kept.
  static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    let room = max(width - TerminalText.width(indent), 4)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in TerminalText.sanitize(String(paragraph)).split(separator: " ") {
        var word = String(word)
        if !line.isEmpty, TerminalText.width(line) + 1 + TerminalText.width(word) > room {
          lines.append(line)
          line = ""
        }
        while TerminalText.width(word) > room {  // a word longer than a line is cut
          let (head, tail) = split(word, at: room - TerminalText.width(line) - (line.isEmpty ? 0 : 1))
          if head.isEmpty {
            lines.append(line)
            line = ""
            continue
          }
          lines.append(line.isEmpty ? head : line + " " + head)
          line = ""
          word = tail
        }
        line = line.isEmpty ? word : line + " " + word
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { indent + $0 }
  }

  /// The longest prefix of `word` that fits in `columns`, and the rest.
  static func split(_ word: String, at columns: Int) -> (String, String) {
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let next = TerminalText.width(of: word[index])
      if used + next > columns { break }
      used += next
      index = word.index(after: index)
    }
    return (String(word[..<index]), String(word[index...]))
  }
}
