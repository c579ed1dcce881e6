import Foundation
import Poster

/// The random poster as seed 001 draws it: the poster's image above the "Get Poster!" button.
struct PosterPage: WebPage {
  typealias F = Poster

  func view(_ state: Poster.State) -> HTMLNode {
    let picture: HTMLNode
    if let poster = state.shownPoster {
      let png = PNGEncoder.encode(poster.picture)
      picture = H.void(
        "img",
        [
          .init("id", "poster"), .init("class", "poster"), .init("alt", poster.source),
          .init("data-request", String(state.requestCount)),
          .init("src", "data:image/png;base64," + Data(png).base64EncodedString()),
        ])
    } else {
      picture = H.element("div", [.init("class", "poster placeholder"), .init("id", "poster")])
    }
    return H.group([
      H.navigationTitle(Poster.Texts.title),
      H.element("div", [.init("class", "poster-frame")], [picture]),
      H.p(state.failure == nil ? "status" : "status error", state.statusText),
      state.failure.map { H.p("detail", $0.description) } ?? H.group([]),
      state.failure == nil
        ? H.group([]) : H.button("다시 시도 · Retry", intent: "retryTapped", className: "button secondary"),
      H.button(Poster.Texts.getPoster, intent: "getPosterTapped", className: "button primary"),
    ])
  }

  func title(_ state: Poster.State) -> String { Poster.Texts.title }

  func path(_ state: Poster.State) -> String { SampleID.poster.path }

  func intent(_ payload: IntentPayload, state: Poster.State) throws(WebError) -> Poster.Intent? {
    switch payload.type {
    case "getPosterTapped": return .getPosterTapped
    case "retryTapped": return .retryTapped
    default: throw .unknownIntent(payload.type)
    }
  }

  func appeared(from old: Poster.State?, to new: Poster.State) -> [Poster.Intent] { [] }
}
