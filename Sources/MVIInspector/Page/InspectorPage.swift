/// The inspector's page: one HTML document, its script and its style, embedded as Swift strings
/// (no resource bundle), served by ``InspectorServer`` and reusable by an app's own server.
package enum InspectorPage {
  /// The standalone page for a feature named `title`; `continues`: whether "continue from here"
  /// is offered (the app set ``Inspector/continueHandler``).
  package static func html(title: String, continues: Bool) -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Inspector · \(escape(title))</title>
    <link rel="stylesheet" href="/inspector.css">
    <script src="/inspector.js" defer></script>
    </head>
    <body class="mi-page"><header class="mi-title">\(escape(title))</header>
    <div id="mvi-inspector" data-mvi-inspector-standalone data-continues="\(continues)"></div>
    </body></html>

    """
  }

  /// Text with `&`, `<`, `>`, `"` and `'` escaped for HTML.
  package static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// The style of the inspector, in a page or a panel (`.mi` and its parts).
  package static let style = """
    .mi-page { margin: 0; font: 14px/1.4 -apple-system, system-ui, sans-serif; background: #f6f6f8; color: #1c1c1e; }
    .mi-title { padding: 10px 14px; font-weight: 600; font-size: 17px; background: #fff; border-bottom: 1px solid #ddd; }
    .mi { display: flex; flex-direction: column; gap: 6px; padding: 8px; box-sizing: border-box; min-height: 0;
      font: 13px/1.35 -apple-system, system-ui, sans-serif; color: #1c1c1e; }
    .mi-page .mi { height: calc(100vh - 44px); }
    .mi-page .mi-steps { flex: 0 1 auto; max-height: 45vh; }
    .mi-bar, .mi-filters { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .mi button, .mi-button { font: inherit; padding: 3px 9px; border: 1px solid #c7c7cc; border-radius: 6px;
      background: #fff; cursor: pointer; }
    .mi button.mi-on { background: #007aff; color: #fff; border-color: #007aff; }
    .mi button:disabled, .mi-disabled { opacity: .45; cursor: default; }
    .mi-file { display: none; }
    .mi-filters input[type=search] { flex: 1; min-width: 90px; padding: 3px 6px; border: 1px solid #c7c7cc; border-radius: 6px; }
    .mi-kind-filter { display: inline-flex; gap: 3px; align-items: center; }
    .mi-status { color: #6c6c70; font-size: 12px; }
    .mi-error, .mi-warning { background: #ffecec; color: #b00020; border-radius: 6px; padding: 6px 8px; white-space: pre-wrap;
      font-size: 12px; }
    .mi-steps { list-style: none; margin: 0; padding: 0; overflow: auto; flex: 1 1 40%; min-height: 120px; background: #fff;
      border: 1px solid #ddd; border-radius: 6px; font: 12px/1.5 ui-monospace, Menlo, monospace; }
    .mi-step { display: flex; gap: 6px; padding: 1px 6px; cursor: pointer; white-space: nowrap; border-bottom: 1px solid #f0f0f0;
      content-visibility: auto; contain-intrinsic-size: auto 21px; }
    .mi-step[hidden] { display: none; }
    .mi-step.mi-caused { padding-left: 22px; }
    .mi-step.mi-on { background: #dbeaff; }
    .mi-n { color: #8e8e93; min-width: 3ch; text-align: right; }
    .mi-k { min-width: 6ch; font-weight: 600; }
    .mi-intent .mi-k { color: #007aff; } .mi-action .mi-k { color: #34a853; }
    .mi-event .mi-k { color: #af52de; } .mi-failure .mi-k { color: #d70015; }
    .mi-src { color: #8e8e93; min-width: 8ch; }
    .mi-text { overflow: hidden; text-overflow: ellipsis; }
    .mi-detail { flex: 1 1 40%; overflow: auto; min-height: 0; }
    .mi-detail:empty::before { content: "Select a step (click, or ↑/↓, j/k) to see its state."; color: #8e8e93; }
    .mi-detail-head { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .mi-detail h4 { margin: 8px 0 2px; font-size: 12px; color: #6c6c70; }
    .mi-detail pre { margin: 0; padding: 6px; background: #fff; border: 1px solid #ddd; border-radius: 6px; overflow: auto;
      font: 12px/1.4 ui-monospace, Menlo, monospace; }
    .mi-line { display: block; white-space: pre; }
    .mi-add { background: #e6ffec; color: #116329; } .mi-del { background: #ffebe9; color: #82071e; }
    .mi-note { color: #8e8e93; margin: 0; }
    .mi-snippet { width: 100%; box-sizing: border-box; font: 11px/1.4 ui-monospace, Menlo, monospace; }
    .mi-step .mi-store { flex: 0 0 12ch; overflow: hidden; text-overflow: ellipsis; }
    .mi-store { font-weight: 600; }
    .mi-store-0 { color: #0a66c2; } .mi-store-1 { color: #b35900; } .mi-store-2 { color: #6f42c1; }
    .mi-store-3 { color: #1a7f37; } .mi-store-4 { color: #bf3989; } .mi-store-5 { color: #57606a; }
    .mi-step.mi-skipped .mi-text, .mi-step.mi-skipped .mi-k { text-decoration: line-through; opacity: .6; }
    .mi-step.mi-skipped .mi-n::after { content: " ⤼"; }
    .mi-folded { background: #fff8e1; color: #7a4f00; border-radius: 6px; padding: 6px 8px; font-size: 12px; margin-top: 6px; }
    .mi-send { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 4px 8px; }
    .mi-send summary { cursor: pointer; font-weight: 600; font-size: 12px; }
    .mi-send-row { display: flex; gap: 6px; margin: 4px 0; }
    .mi-send select { flex: 1; min-width: 0; font: 12px ui-monospace, Menlo, monospace; }
    .mi-send textarea { width: 100%; box-sizing: border-box; font: 12px/1.4 ui-monospace, Menlo, monospace; }
    .mi-bar select { font: inherit; padding: 2px 4px; }
    """
}
