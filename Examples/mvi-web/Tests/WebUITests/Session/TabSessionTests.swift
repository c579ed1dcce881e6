import Testing

@testable import WebUI

@MainActor
@Suite("A tab's session: patches, and hostile messages answered with errors")
struct TabSessionTests {
  final class Outbox {
    var messages: [ServerMessage] = []
    var errors: [String] { messages.compactMap { if case .error(let e) = $0 { e.code } else { nil } } }
    var patches: [String] {
      messages.compactMap { if case .patch(let html, _, _) = $0 { html } else { nil } }
    }
  }

  func session(_ sample: SampleID, tab: String = "tab-00000001") -> (TabSession, Outbox) {
    let outbox = Outbox()
    let session = TabSession(tab: tab, sample: sample, services: .offline()) { outbox.messages.append($0) }
    session.start()
    return (session, outbox)
  }

  func message(_ intent: String, tab: String = "tab-00000001", sample: String = "poster") -> String {
    #"{"tab":"\#(tab)","sample":"\#(sample)","intent":\#(intent)}"#
  }

  @Test func theFirstStateIsRenderedAtOnce() {
    let (_, outbox) = session(.poster)
    #expect(outbox.patches.count == 1)
    #expect(outbox.patches[0].contains("Get Poster!"))
  }

  @Test(
    "a hostile message gets a typed error and changes nothing",
    arguments: [
      ("not json", "malformed"),
      (#"{"tab":"tab-00000001"}"#, "malformed"),
      (#"{"tab":"tab-99999999","sample":"poster","intent":{"type":"getPosterTapped"}}"#, "wrong-tab"),
      (#"{"tab":"tab-00000001","sample":"feed","intent":{"type":"retryTapped"}}"#, "wrong-sample"),
      (#"{"tab":"tab-00000001","sample":"poster","intent":{"type":"selfDestruct"}}"#, "unknown-intent"),
    ])
  func hostileMessage(_ text: String, _ code: String) {
    let (session, outbox) = session(.poster)
    session.receive(text)
    #expect(outbox.errors == [code])
    #expect(outbox.patches.count == 1)
    #expect(session.isOpen)
  }

  @Test func anOversizedMessageIsRefusedBeforeItIsDecoded() {
    let (session, outbox) = session(.poster)
    session.receive(String(repeating: "x", count: ClientMessage.maxBytes + 1))
    #expect(outbox.errors == ["message-too-large"])
  }

  @Test func aMissingFieldIsNamed() {
    let (session, outbox) = session(.imageSearch)
    session.receive(message(#"{"type":"queryChanged"}"#, sample: "image-search"))
    #expect(outbox.errors == ["missing-field"])
  }

  @Test func aBinaryFrameIsRefused() {
    let (session, outbox) = session(.poster)
    session.receiveBinary()
    #expect(outbox.errors == ["binary-message"])
  }

  @Test func aFloodIsCutAtTheRateLimitWithAnErrorForEachDroppedMessage() {
    let (session, outbox) = session(.form)
    for _ in 0..<200 { session.receive(message(#"{"type":"nameChanged","text":"a"}"#, sample: "form")) }
    #expect(outbox.errors.count >= 200 - 2 * TabSession.messagesPerSecond - 5)
    #expect(Set(outbox.errors) == ["rate-limited"])
  }

  @Test func theRateLimitJudgesWhenMessagesArrivedNotWhenABusyServerHandledThem() {
    let (session, outbox) = session(.form)
    let start = ContinuousClock.now
    let text = message(#"{"type":"nameChanged","text":"a"}"#, sample: "form")
    // 100 messages that arrived at once: the burst passes, the rest is refused, however late
    // the session handles them.
    for _ in 0..<100 { session.receive(text, arrivedAt: start) }
    #expect(outbox.errors.count == 100 - 2 * TabSession.messagesPerSecond)
    // A second later the bucket has refilled by one second's worth.
    for _ in 0..<50 { session.receive(text, arrivedAt: start + .seconds(1)) }
    #expect(outbox.errors.count == 100 - 2 * TabSession.messagesPerSecond + 50 - TabSession.messagesPerSecond)
    #expect(Set(outbox.errors) == ["rate-limited"])
  }

  @Test func aValidIntentReRendersTheTab() {
    let (session, outbox) = session(.form)
    session.receive(message(#"{"type":"updateButtonTapped"}"#, sample: "form"))
    #expect(outbox.errors.isEmpty)
    #expect(outbox.patches.last?.contains("Name cannot be empty!") == true)
    #expect(outbox.patches.last?.contains("Coffee name cannot be empty") == true)
  }

  @Test func aClosedTabLetsItsStoreGoAndIgnoresWhatComesLater() {
    let (session, outbox) = session(.poster)
    session.close()
    #expect(!session.isOpen)
    session.receive(message(#"{"type":"getPosterTapped"}"#))
    #expect(outbox.messages.count == 1)
  }

  @Test func tabIdsAreShortTokens() {
    #expect(TabSession.isValidTabID("tab-0123abcd"))
    #expect(!TabSession.isValidTabID("short"))
    #expect(!TabSession.isValidTabID("tab-<script>"))
  }
}
