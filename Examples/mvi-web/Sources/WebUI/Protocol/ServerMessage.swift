import Foundation

/// A message to a tab: the sample's re-rendered root, or an error for that tab.
public enum ServerMessage: Equatable, Sendable {
  /// The root's HTML, the document's title and the page's path (`/feed/post/3`).
  case patch(html: String, title: String, path: String)
  /// A refused message.
  case error(WebError)
  /// The inspector recorded new steps: the panel asks for them (only the newest is kept).
  case inspectorChanged

  /// The JSON text sent over the WebSocket.
  public var json: String {
    let object: [String: String]
    switch self {
    case .patch(let html, let title, let path):
      object = ["type": "patch", "html": html, "title": title, "path": path]
    case .error(let error):
      object = ["type": "error", "code": error.code, "message": error.description]
    case .inspectorChanged:
      object = ["type": "inspector"]
    }
    // A [String: String] always encodes.
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
