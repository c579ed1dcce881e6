/// The inspector's panel in a web server of your own: its script and style sheet, served beside
/// your pages, and its JSON API answered by ``Inspector/response(to:)``, for an app that shows the
/// panel in its own page instead of the standalone page of ``Inspector/serve(_:)`` (as the
/// `mvi-web` samples do).
public enum InspectorPanel {
  /// The panel's script: `MVIInspector.mount(element, transport)` builds the inspector in an
  /// element of your page, over a transport of yours (`mvi-web`'s is in its `app.js`).
  public static var script: String { InspectorPage.script }

  /// The panel's style sheet.
  public static var style: String { InspectorPage.style }

  /// The most bytes of a session that `POST /api/import` takes (16 MiB): refuse a larger body
  /// before reading it whole.
  public static var importLimit: Int { InspectorFeed.importLimit }
}
