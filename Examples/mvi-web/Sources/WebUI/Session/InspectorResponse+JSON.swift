import Foundation
import MVIInspector

extension InspectorResponse {
  /// A JSON answer of the panel's own routes (`/api/screen`, `/api/live`, `/api/view`).
  package static func json(_ text: String, status: Int = 200) -> Self {
    Self(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
  }

  /// `{"error": "…"}`, which the panel shows, as the inspector's own errors.
  package static func error(_ message: String, status: Int) -> Self {
    .json(jsonObject(["error": message]), status: status)
  }

  /// A JSON object of strings, its keys sorted.
  package static func jsonObject(_ fields: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A dictionary of strings always encodes.
    return (try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
