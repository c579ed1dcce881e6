import Foundation
import ImageSearch
import MVITesting

/// Images for tests: `count` distinct ones for `query`.
func images(_ count: Int, for query: String = "강아지") -> [ImageItem] {
  (1...max(count, 1)).prefix(count).map { index in
    ImageItem(
      collection: "blog", imageURL: "https://img.test/\(query)/\(index).jpg",
      thumbnailURL: "https://img.test/\(query)/\(index)-t.jpg", width: 100 * index, height: 50 * index,
      siteName: "site \(index)", documentURL: "https://doc.test/\(index)",
      datetime: "2017-06-14T00:00:00.000+09:00")
  }
}

/// A test service that records the queries it was asked and answers from a script.
final class ScriptedService: Sendable {
  struct Log: Equatable {
    var started: [String] = []
    var cancelled: [String] = []
    var limits: [Int] = []
  }

  let log = LockIsolated(Log())
  let answer: @Sendable (String, Int) async throws -> [ImageItem]

  init(answer: @escaping @Sendable (String, Int) async throws -> [ImageItem]) {
    self.answer = answer
  }

  var service: ImageSearchService {
    ImageSearchService(name: "scripted") { query, limit in
      self.log.withLock {
        $0.started.append(query)
        $0.limits.append(limit)
      }
      do {
        return try await self.answer(query, limit)
      } catch is CancellationError {
        self.log.withLock { $0.cancelled.append(query) }
        throw CancellationError()
      }
    }
  }

  var started: [String] { log.withLock { $0.started } }
  var cancelled: [String] { log.withLock { $0.cancelled } }
  var limits: [Int] { log.withLock { $0.limits } }
}

/// A Kakao response body with `count` documents; `siteName` for every one.
func kakaoBody(count: Int, siteName: String = "네이버 블로그") -> Data {
  let documents = (1...max(count, 1)).prefix(count).map { index -> [String: Any] in
    [
      "collection": "blog", "thumbnail_url": "https://search.test/thumb/\(index)",
      "image_url": "https://img.test/\(index).jpg", "width": 640, "height": 480,
      "display_sitename": siteName, "doc_url": "https://doc.test/\(index)",
      "datetime": "2017-06-14T00:00:00.000+09:00",
    ]
  }
  let body: [String: Any] = [
    "meta": ["total_count": 422583, "pageable_count": 3854, "is_end": false], "documents": documents,
  ]
  return try! JSONSerialization.data(withJSONObject: body)
}

/// A Kakao error body.
func kakaoErrorBody(_ type: String, _ message: String) -> Data {
  try! JSONSerialization.data(withJSONObject: ["errorType": type, "message": message])
}
