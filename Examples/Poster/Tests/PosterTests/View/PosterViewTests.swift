import MVI
import MVITesting
import Poster
import TerminalUI
import Testing

@MainActor
@Suite("PosterView")
struct PosterViewTests {
  /// What the view wrote, write by write.
  final class Recorder {
    var writes: [String] = []
    var text: String { writes.joined() }
    func take() -> String {
      defer { writes.removeAll() }
      return text
    }
  }

  let size = TerminalSize(rows: 20, columns: 60)

  func makeView(_ recorder: Recorder, source: String = "stub") -> PosterView {
    PosterView(size: size, source: source) { recorder.writes.append($0) }
  }

  /// A service whose request n answers after n seconds on `clock`, with poster n.
  func service(_ clock: TestClock) -> PosterService {
    PosterService { request in
      try await clock.sleep(for: .seconds(request))
      return Fixtures.poster(UInt8(request * 40), width: 4, height: 6, source: "stub #\(request)")
    }
  }

  @Test func bindingShowsTheStateTheStoreHasTitleEmptyPictureAreaButtonPlaceholderHints() {
    let recorder = Recorder()
    let view = makeView(recorder)
    #expect(recorder.writes.isEmpty, "nothing is drawn before the view is bound")
    let store = Store(Poster(service: .generator(seed: 1)), initialState: .init())
    view.bind(to: store)
    #expect(view.updateCount == 1)
    #expect(view.state == store.state)
    #expect(view.screenRows.count == 20)
    let text = recorder.take()
    #expect(text.hasPrefix("\u{1B}[2J"))
    #expect(text.contains("Random Poster"))
    #expect(text.contains("출처: stub"))
    #expect(text.contains("Get Poster!"))
    #expect(text.contains(Poster.Texts.placeholder))
    #expect(text.contains("Enter/Space Get Poster! · q/Esc 메뉴 · Ctrl-C 종료"))
    #expect(text.contains("\u{1B}[48;2;170;170;170m▀"), "the empty picture area is the seed's grey")
    view.unbind()
  }

  @Test func theHeaderNamesTheSourceOfThePosterShownAsTheStatusDoesNotTheFirstSeed() async {
    let service = PosterService.generator(seed: 42)
    let store = Store(Poster(service: service), initialState: .init())
    let view = makeView(Recorder(), source: service.name)
    view.bind(to: store)
    #expect(view.screenRows[0].contains("seed 42"))
    await store.send(.getPosterTapped).finish()
    await store.send(.getPosterTapped).finish()
    #expect(store.state.shownPoster?.source == "generator · seed 43")
    #expect(view.screenRows[0].contains("출처: generator · seed 43"))
    #expect(!view.screenRows[0].contains("seed 42"))
    view.unbind()
  }

  @Test func aBurstOfTapsInABatchIsDrawnOnceWithTheLastState() {
    let store = Store(Poster(service: service(TestClock())), initialState: .init())
    let recorder = Recorder()
    let view = makeView(recorder)
    view.bind(to: store)
    let rendered = view.renderCount
    view.batch {
      for _ in 0..<50 { store.send(.getPosterTapped) }
    }
    #expect(view.updateCount == 51)
    #expect(view.renderCount == rendered + 1)
    #expect(recorder.text.contains("요청 #50"))
    view.batch {}
    #expect(view.renderCount == rendered + 1, "nothing changed, nothing drawn")
    view.unbind()
  }

  @Test func theViewRendersExactlyTheStatesTheStoresStateStreamYieldsAndNothingElse() async {
    let clock = TestClock()
    var store: Store<Poster>? = Store(Poster(service: service(clock)), initialState: .init())
    var stream = store!.states().makeAsyncIterator()
    let recorder = Recorder()
    let view = makeView(recorder)
    view.bind(to: store!)

    // 1. The state at binding.
    #expect(await stream.next() == view.state)
    #expect(view.updateCount == 1)

    // 2. The tap: loading.
    let tap = store!.send(.getPosterTapped)
    #expect(view.updateCount == 2)
    #expect(view.state?.poster.isLoading == true)
    #expect(await stream.next() == view.state)

    // 3. The answer.
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await tap.finish()
    #expect(view.updateCount == 3)
    #expect(view.state?.poster.loadedValue?.source == "stub #1")
    #expect(await stream.next() == view.state)

    // An intent that changes no state reaches the view as nothing at all.
    _ = recorder.take()
    store!.send(.retryTapped)
    #expect(view.updateCount == 3)
    #expect(recorder.writes.isEmpty)

    // Another store changing is not this view's business.
    let other = Store(Poster(service: .generator(seed: 5)), initialState: .init())
    await other.send(.getPosterTapped).finish()
    #expect(view.updateCount == 3)
    #expect(recorder.writes.isEmpty)

    // The store goes away: its stream ends, having yielded exactly the three states the view showed.
    view.unbind()
    store = nil
    #expect(await stream.next() == nil)
    #expect(view.updateCount == 3)
  }

  @Test func afterUnbindTheStoresNewStatesDoNotReachTheView() async {
    let recorder = Recorder()
    let view = makeView(recorder)
    let store = Store(Poster(service: PosterService { _ in Fixtures.poster(1) }), initialState: .init())
    view.bind(to: store)
    view.unbind()
    _ = recorder.take()
    await store.send(.getPosterTapped).finish()
    #expect(store.state.poster.isLoaded)
    #expect(view.updateCount == 1)
    #expect(view.state == Poster.State())
    #expect(recorder.writes.isEmpty)
  }

  @Test func partsUpdateInPlaceLoadingRewritesTheButtonAndStatusNotThePicture() async throws {
    let clock = TestClock()
    let recorder = Recorder()
    let view = makeView(recorder)
    let store = Store(Poster(service: service(clock)), initialState: .init())
    view.bind(to: store)
    #expect(view.pictureDrawCount == 1)

    let first = store.send(.getPosterTapped)
    _ = recorder.take()
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await first.finish()
    let loaded = recorder.take()
    #expect(view.pictureDrawCount == 2)
    #expect(loaded.contains("▀"), "the new poster is drawn")
    #expect(loaded.contains("\u{1B}[38;2;40;0;215m"), "in the poster's colour")
    #expect(loaded.contains("출처: stub #1"))
    #expect(!loaded.contains("\u{1B}[2J"), "no clearing, no full redraw")
    #expect(
      loaded.contains("Random Poster\u{1B}[0m\u{1B}[2m · 출처: stub #1"), "the title names the new source")

    let second = store.send(.getPosterTapped)
    let loading = recorder.take()
    #expect(view.pictureDrawCount == 2, "the picture stays while the next one loads")
    #expect(!loading.contains("▀"))
    #expect(loading.contains(Poster.Texts.loading))
    #expect(loading.contains("요청 #2"))
    #expect(loading.contains("Get Poster! …"))
    // Every write goes to a row of the button or status label, nowhere else.
    let rowsWritten = Set(
      loading.split(separator: "\u{1B}[").compactMap { part -> Int? in
        guard let end = part.firstIndex(of: "H"), let semicolon = part.firstIndex(of: ";"), semicolon < end
        else { return nil }
        return Int(part[..<semicolon])
      })
    #expect(rowsWritten.isSubset(of: Set(14...19)), "\(rowsWritten)")

    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(2))
    await second.finish()
    #expect(view.pictureDrawCount == 3)
    #expect(recorder.take().contains("\u{1B}[38;2;80;0;175m"))
  }

  @Test func aFailureShowsTheMessageAndTheBodysDetailsSanitizedRRetries() async throws {
    let details = BodyDetails(
      body: Array("<html>\u{1B}]0;pwned\u{07} not found</html>".utf8), contentType: "text/html")
    let recorder = Recorder()
    let view = makeView(recorder, source: "evil\u{1B}[31m.example")
    let store = Store(
      Poster(service: PosterService { _ in throw PosterError.notAnImage(details) }), initialState: .init())
    view.bind(to: store)
    await store.send(.getPosterTapped).finish()
    let text = recorder.take()
    #expect(text.contains(Poster.Texts.failed))
    #expect(text.contains("이미지가 아닌 응답입니다 (text/html)"))
    #expect(text.contains("응답: text/html · 33 bytes"))
    #expect(text.contains("내용: 3C 68 74 6D 6C 3E 1B 5D 30 3B 70 77 6E 65 64 07 …"))
    #expect(text.contains("r 다시 시도"))
    #expect(!text.contains("\u{1B}]0;"), "no escape sequence from the server reaches the terminal")
    #expect(!text.contains("\u{07}"))
    #expect(!text.contains("\u{1B}[31m.example"))
    #expect(PosterView.keys(.character("r"), store.state) == .send(.retryTapped))
  }

  @Test func resizingLaysThePartsOutAgainForTheLastStateReceivedWithoutANewState() async {
    let recorder = Recorder()
    let view = makeView(recorder)
    let store = Store(Poster(service: PosterService { _ in Fixtures.poster(9) }), initialState: .init())
    view.bind(to: store)
    await store.send(.getPosterTapped).finish()
    let count = view.updateCount
    _ = recorder.take()
    view.resize(to: TerminalSize(rows: 30, columns: 100))
    #expect(view.updateCount == count)
    #expect(view.screenRows.count == 30)
    let text = recorder.take()
    #expect(text.hasPrefix("\u{1B}[2J"))
    #expect(text.contains("Random Poster"))
    #expect(text.contains("\u{1B}[30;1H"), "the hint line moved to the new last row")
    #expect(view.pictureDrawCount == 3)
  }

  @Test func keysEnterSpaceAndGGetAPosterRRetriesOnlyAfterAFailureQAndEscQuit() {
    let idle = Poster.State()
    #expect(PosterView.keys(.enter, idle) == .send(.getPosterTapped))
    #expect(PosterView.keys(.character(" "), idle) == .send(.getPosterTapped))
    #expect(PosterView.keys(.character("g"), idle) == .send(.getPosterTapped))
    #expect(PosterView.keys(.character("r"), idle) == .ignore)
    #expect(PosterView.keys(.character("q"), idle) == .quit)
    #expect(PosterView.keys(.escape, idle) == .quit)
    #expect(PosterView.keys(.character("x"), idle) == .ignore)
    var failed = Poster.State()
    failed.failure = .timedOut
    #expect(PosterView.keys(.character("r"), failed) == .send(.retryTapped))
  }
}
