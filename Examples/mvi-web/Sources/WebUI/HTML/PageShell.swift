import Foundation
import Plot

/// The page a tab loads: the menu of samples and an empty root that the tab's store fills over
/// the WebSocket (`/static/app.js`).
public enum PageShell {
  /// The page for `sample`, or the menu when nil.
  public static func html(_ sample: SampleID?) -> String {
    let menu = H.element(
      "nav", [.init("class", "menu")],
      SampleID.allCases.map { item in
        H.element(
          "a", [.init("href", item.path), .init("class", item == sample ? "menu-item on" : "menu-item")],
          [H.text(item.menuTitle)])
      })
    let root: HTMLNode =
      sample == nil
      ? H.group([
        H.navigationTitle("swift-mvi"),
        H.p(
          "line",
          "The samples' features, unchanged, driven from the browser: one store per tab on the server."),
      ])
      : H.p("status loading", "연결 중… · connecting")
    let body = H.element(
      "div", [.init("class", "app")],
      [
        menu,
        H.element("div", [.init("class", "banner"), .init("id", "mvi-error"), .init("hidden", "hidden")]),
        H.element("main", [.init("class", "screen"), .init("id", "root")], [root]),
      ])
    let document = HTML(
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .title(sample?.menuTitle ?? "swift-mvi samples"),
        .link(.rel(.stylesheet), .href("/static/app.css")),
        .script(.src("/static/app.js"), .attribute(named: "defer", value: "defer"))
      ),
      .element(named: "body", nodes: [.attribute(named: "data-sample", value: sample?.rawValue ?? ""), body])
    )
    return document.render()
  }

  /// A resource of the client (`app.js`, `app.css`), committed, no build step.
  public static func resource(_ name: String) -> (body: Data, contentType: String)? {
    let types = ["app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8"]
    guard let type = types[name], let url = Bundle.module.url(forResource: name, withExtension: nil),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return (data, type)
  }
}
