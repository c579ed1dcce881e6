import Feed
import Testing

@Suite("OfflineFeed")
struct OfflineFeedTests {
  let feed = OfflineFeed.standard

  @Test func given24PostsWithDifferentIdsNewestFirstNoneEmpty() {
    #expect(feed.posts.count == 24)
    #expect(Set(feed.posts.map(\.id)).count == feed.posts.count)
    #expect(feed.posts.map(\.id) == feed.posts.map(\.id).sorted(by: >))
    #expect(feed.posts.allSatisfy { !$0.title.isEmpty && !$0.excerpt.isEmpty })
  }

  @Test func everyCommentBelongsToAPostCommentsHaveDifferentIds() throws {
    let ids = Set(feed.posts.map(\.id))
    #expect(feed.allComments.allSatisfy { ids.contains($0.postId) })
    #expect(Set(feed.allComments.map(\.id)).count == feed.allComments.count)
    #expect(try feed.comments(for: 17).count == 3)
    #expect(try feed.comments(for: 3).isEmpty, "a post without comments")
  }

  @Test func commentsOfAPostNotInTheFeedAreATypedError() {
    #expect(throws: FeedError.postNotFound(1000)) { try feed.comments(for: 1000) }
  }
}
