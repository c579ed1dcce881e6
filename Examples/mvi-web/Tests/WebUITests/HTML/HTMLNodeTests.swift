import Plot
import Testing

@testable import WebUI

@Suite("HTML is escaped by construction")
struct HTMLNodeTests {
  @Test func aScriptInATextStaysText() {
    let html = H.p("title", "<script>alert('x')</script> & co").render()
    #expect(html == #"<p class="title">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</p>"#)
  }

  @Test func anEntityInAServicesTextIsShownAsTypedNotDecoded() {
    #expect(H.text("&lt;b&gt;").render() == "&amp;lt;b&amp;gt;")
  }

  @Test func aQuoteInAnAttributeValueCannotEndTheAttribute() {
    let html = H.void("img", [.init("alt", #"x" onerror="alert(1)"#)]).render()
    #expect(html == #"<img alt="x&quot; onerror=&quot;alert(1)"/>"#)
  }
}
