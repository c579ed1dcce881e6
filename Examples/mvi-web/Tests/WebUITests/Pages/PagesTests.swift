import ExampleForm
import Feed
import ImageSearch
import MVI
import Onboarding
import Poster
import Testing

@testable import WebUI

@MainActor
@Suite("The pages show the seeds' texts")
struct PagesTests {
  @Test func imageSearchTheSeedsTitleAtMost10PicturesTheErrorText() {
    var state = ImageSearch.State()
    let item = ImageItem(
      imageURL: "https://images.offline.invalid/dog/corgi.jpg",
      thumbnailURL: "https://images.offline.invalid/dog/corgi-thumb.jpg", width: 800, height: 600,
      siteName: "<b>site</b>", documentURL: "javascript:alert(1)")
    state.content = .loaded(Array(repeating: item, count: 10))
    let html = ImageSearchPage().view(state).render()
    #expect(html.contains("검색 결과🔍"))
    #expect(html.components(separatedBy: "<img ").count - 1 == 10)
    #expect(html.contains(#"src="/offline-images/dog/corgi-thumb.svg""#))
    #expect(html.contains("&lt;b&gt;site&lt;/b&gt;"))
    state.content = .failed(LoadingError(message: "boom"), previous: nil)
    let failed = ImageSearchPage().view(state).render()
    #expect(failed.contains("에러 발생") && failed.contains("사진 불러오기에 실패했습니다🥺"))
  }

  @Test func posterGetPosterUnderThePicture() {
    #expect(PosterPage().view(Poster.State()).render().contains("Get Poster!"))
  }

  @Test func onboardingNextOnTheFirstPage() {
    let page = OnboardingWebPage(prompt: BrowserPermissionPrompt())
    #expect(page.view(Onboarding.State()).render().contains("Next"))
  }

  @Test func formTheSeedsMessagesAndUpdateSuccessful() {
    var state = Undoable<ExampleForm>.State(ExampleForm.State())
    state.errors = ValidationErrors(validatingName: "", exampleName: "")
    let html = FormPage().view(state).render()
    #expect(html.contains("Name cannot be empty!") && html.contains("Coffee name cannot be empty"))
    state.update = .succeeded(Example(name: "a", exampleName: "b"))
    #expect(FormPage().view(state).render().contains("Update Successful"))
  }

  @Test func formUndoAndRedoSendTheirIntentsEnabledOnlyWithAStepToUndoOrRedo() throws {
    let store = Store(
      ExampleForm(service: .local(ExampleDatabase())).withUndo(), initialState: .init(ExampleForm.State()))
    let page = FormPage()
    #expect(page.view(store.state).render().contains(#"id="undo" data-intent="undo" disabled="disabled""#))
    store.send(
      try #require(try page.intent(IntentPayload(type: "nameChanged", text: "Ann"), state: store.state)))
    let edited = page.view(store.state).render()
    #expect(edited.contains(#"id="undo" data-intent="undo">Undo"#))
    #expect(edited.contains(#"id="redo" data-intent="redo" disabled="disabled">Redo"#))
    store.send(try #require(try page.intent(IntentPayload(type: "undo"), state: store.state)))
    #expect(store.name == "")
    #expect(page.view(store.state).render().contains(#"id="redo" data-intent="redo">Redo"#))
    store.send(try #require(try page.intent(IntentPayload(type: "redo"), state: store.state)))
    #expect(store.name == "Ann")
  }

  @Test func feedAPushedDetailHasItsOwnPath() {
    var state = Feed.State()
    #expect(FeedPage().path(state) == "/feed")
    state.path.push(.detail(PostDetail.State(post: Post(userId: 1, id: 7, title: "t", body: "b"))))
    #expect(FeedPage().path(state) == "/feed/post/7")
  }

  @Test func offlinePicturesDrawnForCatalogPathsNothingForOthers() {
    #expect(OfflinePicture.svg(path: "dog/corgi-thumb.svg")?.hasPrefix("<svg") == true)
    #expect(OfflinePicture.svg(path: "dog/../../etc.svg") == nil)
    #expect(OfflinePicture.svg(path: "dog/<x>.svg") == nil)
    #expect(OfflinePicture.svg(path: "unknown/corgi.svg") == nil)
  }
}
