import MVIPersistence
import Testing

@Suite struct PersistenceErrorTests {
  @Test func descriptionsSayWhatWasKept() {
    #expect(
      PersistenceError.corrupt(key: "feed", movedTo: "/s/feed.aside-1-1.json", reason: "not JSON").description
        == "the saved 'feed' could not be read (not JSON); it was kept aside as /s/feed.aside-1-1.json")
    #expect(
      PersistenceError.noSpace(key: "feed").description
        == "no space left to save 'feed'; nothing was written, the save will be retried")
    #expect(
      PersistenceError.unsupportedVersion(key: "feed", found: 3, supported: 2, movedTo: "x").description
        == "the saved 'feed' has format version 3, this app reads version 2 and has no migration from it; it was kept aside as x"
    )
  }
}
