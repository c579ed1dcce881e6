import Foundation
import ImageSearch
import Testing

@Suite("RecentQueries")
struct RecentQueriesTests {
  @Test func mostRecentFirstEachOnceAtMost10() {
    var recent = RecentQueries()
    for query in ["a", "b", "a"] { recent = recent.adding(query) }
    #expect(recent.queries == ["a", "b"])
    for index in 0..<12 { recent = recent.adding("q\(index)") }
    #expect(recent.queries.count == RecentQueries.limit)
    #expect(recent.queries.first == "q11")
    #expect(!recent.queries.contains("a"))
  }

  @Test func aMergeKeepsTheNewerQueriesFirst() {
    #expect(RecentQueries(["b"]).merged(with: RecentQueries(["a", "b"])).queries == ["b", "a"])
  }

  @Test func storedAsAJSONArrayCleanedWhenRead() throws {
    #expect(
      String(decoding: try JSONEncoder().encode(RecentQueries(["고양이", "개"])), as: UTF8.self)
        == #"["고양이","개"]"#)
    let read = try JSONDecoder().decode(RecentQueries.self, from: Data(#"["a","","a","b"]"#.utf8))
    #expect(read.queries == ["a", "b"])
  }
}
