import Foundation
import MVIInspector
import Plot

/// The page a tab loads: the menu of samples and an empty root that the tab's store fills over
/// the WebSocket (`/static/app.js`); with `inspect`, the inspector panel beside it.
public enum PageShell {
  /// The page for `sample`, or the menu when nil; `inspect` adds the inspector panel.
  public static func html(_ sample: SampleID?, inspect: Bool = false) -> String {
    let query = inspect ? "?inspect" : ""
    var items = SampleID.allCases.map { item in
      H.element(
        "a",
        [.init("href", item.path + query), .init("class", item == sample ? "menu-item on" : "menu-item")],
        [H.text(item.menuTitle)])
    }
    if let sample {
      items.append(
        H.element(
          "a",
          [
            .init("href", inspect ? sample.path : sample.path + "?inspect"),
            .init("id", "mvi-inspect-toggle"),
            .init("class", inspect ? "menu-item inspect on" : "menu-item inspect"),
          ], [H.text(inspect ? "Inspector ✕" : "Inspector")]))
    }
    let menu = H.element("nav", [.init("class", "menu")], items)
    let root: HTMLNode =
      sample == nil
      ? H.group([
        H.navigationTitle("swift-mvi"),
        H.p(
          "line",
          "The samples' features, unchanged, driven from the browser: one store per tab on the server."),
      ])
      : H.p("status loading", "연결 중… · connecting")
    let app = H.element(
      "div", [.init("class", "app")],
      [
        menu,
        H.element("div", [.init("class", "banner"), .init("id", "mvi-error"), .init("hidden", "hidden")]),
        H.element("div", [.init("class", "travel"), .init("id", "mvi-travel"), .init("hidden", "hidden")]),
        H.element("main", [.init("class", "screen"), .init("id", "root")], [root]),
      ])
    let body =
      inspect && sample != nil
      ? H.group([app, H.element("aside", [.init("class", "inspector-panel"), .init("id", "mvi-inspector")])])
      : app
    let document = HTML(
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .title(sample?.menuTitle ?? "swift-mvi samples"),
        .link(.rel(.stylesheet), .href("/static/app.css")),
        .if(inspect, .link(.rel(.stylesheet), .href("/static/inspector.css"))),
        .if(inspect, .script(.src("/static/inspector.js"), .attribute(named: "defer", value: "defer"))),
        .script(.src("/static/app.js"), .attribute(named: "defer", value: "defer"))
      ),
      .element(
        named: "body",
        nodes: [
          .attribute(named: "data-sample", value: sample?.rawValue ?? ""),
          .attribute(named: "data-inspect", value: inspect && sample != nil ? "true" : ""),
          .attribute(named: "class", value: inspect && sample != nil ? "inspecting" : ""), body,
        ])
    )
    return document.render()
  }

  /// A resource of the client (`app.js`, `app.css`, and MVIInspector's `inspector.js` and
  /// `inspector.css`), committed, no build step.
  public static func resource(_ name: String) -> (body: Data, contentType: String)? {
    switch name {
    case "inspector.js": return (Data(InspectorPanel.script.utf8), "text/javascript; charset=utf-8")
    case "inspector.css": return (Data(InspectorPanel.style.utf8), "text/css; charset=utf-8")
    default: break
    }
    let types = ["app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8"]
    guard let type = types[name], let url = Bundle.module.url(forResource: name, withExtension: nil),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return (data, type)
  }
}
