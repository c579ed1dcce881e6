import ImageSearch

/// The image search as seeds 000/002 draw it: the navigation title, the search field, a grid of
/// at most 10 pictures, the loading and error texts, and a picture's details.
struct ImageSearchPage: WebPage {
  typealias F = ImageSearch

  func view(_ state: ImageSearch.State) -> HTMLNode {
    H.group([
      H.navigationTitle(state.navigationTitle),
      H.void(
        "input",
        [
          .init("type", "search"), .init("class", "search-field"), .init("id", "query"),
          .init("placeholder", "검색어를 입력하세요"), .init("value", state.query),
          .init("data-input", "queryChanged"), .init("data-submit", "searchSubmitted"),
          .init("autocomplete", "off"),
        ]),
      state.validationMessage.map { H.p("validation", $0) } ?? H.group([]),
      content(state),
      state.recentQueries.isEmpty
        ? H.group([]) : H.p("recent", "최근 · recent: " + state.recentQueries.queries.joined(separator: " · ")),
      state.recentQueriesError.map { H.p("status error", $0.description) } ?? H.group([]),
      state.selectedImage.map(detail) ?? H.group([]),
    ])
  }

  func title(_ state: ImageSearch.State) -> String { state.navigationTitle }

  func path(_ state: ImageSearch.State) -> String { SampleID.imageSearch.path }

  func intent(_ payload: IntentPayload, state: ImageSearch.State) throws(WebError) -> ImageSearch.Intent? {
    switch payload.type {
    case "queryChanged": return .queryChanged(try payload.requireText())
    case "searchSubmitted": return .searchSubmitted
    case "retryTapped": return .retryTapped
    case "imageSelected": return .imageSelected(try payload.requireIndex())
    case "detailDismissed": return .detailDismissed
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: ImageSearch.State?, to new: ImageSearch.State) -> [ImageSearch.Intent] {
    old == nil ? [.launched, .viewAppeared] : []
  }

  private func content(_ state: ImageSearch.State) -> HTMLNode {
    switch state.content {
    case .idle:
      return H.group([])
    case .loading:
      return H.p("status loading", state.loadingText)
    case .loaded(let images) where images.isEmpty:
      return H.p("status", ImageSearch.Texts.noResults)
    case .loaded(let images):
      return H.element(
        "div", [.init("class", "grid"), .init("id", "results")],
        images.enumerated().map { index, image in
          H.element(
            "button",
            [
              .init("type", "button"), .init("class", "cell"), .init("data-intent", "imageSelected"),
              .init("data-index", String(index)), .init("data-key", image.imageURL),
            ],
            [
              H.void(
                "img",
                [
                  .init("src", WebImageURL.thumbnail(image)), .init("alt", image.siteName),
                  .init("style", "aspect-ratio: \(max(image.width, 1)) / \(max(image.height, 1))"),
                ])
            ])
        })
    case .failed(let error, _):
      return H.element(
        "div", [.init("class", "failure")],
        [
          H.p("status error", state.errorText), H.p("detail", error.message),
          H.button("다시 시도 · Retry", intent: "retryTapped"),
        ])
    }
  }

  private func detail(_ image: ImageItem) -> HTMLNode {
    H.element(
      "div", [.init("class", "sheet"), .init("id", "detail")],
      [
        H.void("img", [.init("src", WebImageURL.full(image)), .init("alt", image.siteName)]),
        H.p("site", image.siteName), H.p("detail", "\(image.sizeText) · \(image.collection)"),
        H.p("detail", image.documentURL),
        H.button("닫기 · Close", intent: "detailDismissed"),
      ])
  }
}
