import ImageSearch
import MVI
import TerminalUI

/// The image search in the terminal: a function of state, and keys mapped to intents.
///
/// Every text from the service (site names, URLs, error messages) goes through the renderer,
/// which sanitizes it.
enum ImageSearchView {
  /// The screen at `width` columns: a query longer than its room shows its end.
  static func screen(_ state: ImageSearch.State, source: String, width: Int = 80) -> Screen {
    if let image = state.selectedImage, let index = state.selectedIndex {
      return detail(image, index: index, source: source)
    }
    let query = TerminalText.tail(TerminalText.sanitize(state.query), toWidth: width - 9 - 1)
    return Screen {
      Line(state.navigationTitle, style: [.bold, .cyan])
      Line([Span("검색어 › ", style: .dim), Span(query), Span("▏", style: .dim)])
      if let message = state.validationMessage {
        Line("⚠ \(message)", style: .red)
      }
      Line.rule
      content(state)
      Line.rule
      if !state.recentQueries.isEmpty {
        Line("최근 · recent: \(state.recentQueries.queries.joined(separator: " · "))", style: .dim)
      }
      if let error = state.recentQueriesError { Line("⚠ \(error)", style: .red) }
    } footer: {
      Line("출처: \(source)", style: .dim)
      Line(hints(state), style: .dim)
    }
  }

  @ScreenBuilder
  static func content(_ state: ImageSearch.State) -> [Line] {
    switch state.content {
    case .idle:
      Line(state.validationMessage == nil ? "" : "검색어를 입력하면 검색합니다")
    case .loading:
      Line(state.loadingText)
    case .failed(let error, _):
      Line(state.errorText, style: [.bold, .red])
      Line(error.message)
      Line("Enter 다시 시도 · retry", style: .dim)
    case .loaded(let images) where images.isEmpty:
      Line("\(ImageSearch.Texts.noResults): \"\(state.searchedQuery ?? state.query)\"")
    case .loaded(let images):
      Line("\"\(state.searchedQuery ?? "")\" 이미지 \(images.count)장", style: .dim)
      for (index, image) in images.enumerated() {
        row(image, index: index, focused: index == state.focusedIndex)
      }
    }
  }

  static func row(_ image: ImageItem, index: Int, focused: Bool) -> Line {
    let number = index + 1 < 10 ? " \(index + 1)" : "\(index + 1)"
    let text =
      "\(focused ? "▸" : " ") \(number). \(image.siteName) · \(image.sizeText) · \(image.documentURL)"
    return Line(text, style: focused ? [.inverse] : [])
  }

  static func detail(_ image: ImageItem, index: Int, source: String) -> Screen {
    Screen {
      Line("이미지 정보 · \(index + 1)번째 결과", style: [.bold, .cyan])
      Line.rule
      field("사이트", image.siteName)
      field("크기", "\(image.width) × \(image.height) px")
      field("링크", image.documentURL)
      field("이미지", image.imageURL)
      field("미리보기", image.thumbnailURL)
      field("분류", image.collection)
      field("날짜", image.datetime)
      Line.rule
    } footer: {
      Line("출처: \(source)", style: .dim)
      Line("Esc/Enter 목록으로 · Ctrl-C 종료", style: .dim)
    }
  }

  static func field(_ label: String, _ value: String) -> Line {
    Line([Span(TerminalText.fit(label, toWidth: 10), style: .bold), Span(value)])
  }

  static func hints(_ state: ImageSearch.State) -> String {
    switch state.content {
    case .failed: return "입력: 검색 · Enter 다시 시도 · Ctrl-U 지우기 · Esc 메뉴 · Ctrl-C 종료"
    case .loaded(let images) where !images.isEmpty:
      return "입력: 검색 · ↑↓ 이동 · Enter 상세 · Ctrl-U 지우기 · Esc 메뉴 · Ctrl-C 종료"
    default: return "입력: 검색 · Enter 검색 · Ctrl-U 지우기 · Esc 메뉴 · Ctrl-C 종료"
    }
  }

  /// A run of typed characters (a paste): one change of the query; per key on the details.
  static func text(_ text: String, _ state: ImageSearch.State) -> KeyCommand<ImageSearch.Intent>? {
    state.selectedIndex == nil ? .send(.queryChanged(state.query + text)) : nil
  }

  /// The question asked before leaving with a typed query.
  static let leaveQuestion = "입력한 검색어가 사라집니다. 나갈까요? y 나가기 · n/Esc 계속"

  /// ``leaveQuestion`` when the query differs from `initialQuery`; `nil` when nothing typed
  /// would be lost.
  static func leaveQuestion(_ state: ImageSearch.State, initialQuery: String) -> String? {
    state.query == initialQuery ? nil : leaveQuestion
  }

  static func keys(_ key: Key, _ state: ImageSearch.State) -> KeyCommand<ImageSearch.Intent> {
    if state.selectedIndex != nil {
      switch key {
      case .escape, .enter, .backspace, .left: return .send(.detailDismissed)
      default: return .ignore
      }
    }
    switch key {
    case .escape: return .quit
    case .up: return .send(.focusMoved(by: -1))
    case .down, .tab: return .send(.focusMoved(by: 1))
    case .pageUp: return .send(.focusMoved(by: -5))
    case .pageDown: return .send(.focusMoved(by: 5))
    case .enter:
      if state.content.error != nil { return .send(.retryTapped) }
      if !state.images.isEmpty, state.searchedQuery == state.query.trimmedQuery {
        return .send(.imageSelected(state.focusedIndex))
      }
      return .send(.searchSubmitted)
    case .control("r"): return .send(.retryTapped)
    case .control("u"): return .send(.queryChanged(""))
    case .backspace:
      return state.query.isEmpty ? .ignore : .send(.queryChanged(String(state.query.dropLast())))
    case .character(let character):
      return .send(.queryChanged(state.query + String(character)))
    default:
      return .ignore
    }
  }
}

extension String {
  var trimmedQuery: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
