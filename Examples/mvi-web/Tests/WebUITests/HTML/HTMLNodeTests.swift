import Plot
import Testing

@testable import WebUI

@Suite("HTML is escaped by construction")
struct HTMLNodeTests {
  @Test("a script in a text stays text")
  func scriptInTextStaysText() {
    let html = H.p("title", "<script>alert('x')</script> & co").render()
    #expect(html == #"<p class="title">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</p>"#)
  }

  @Test("an entity in a service's text is shown as typed, not decoded")
  func entityIsShownAsTyped() {
    #expect(H.text("&lt;b&gt;").render() == "&amp;lt;b&amp;gt;")
  }

  @Test("a quote in an attribute value cannot end the attribute")
  func attributeValueIsEscaped() {
    let html = H.void("img", [.init("alt", #"x" onerror="alert(1)"#)]).render()
    #expect(html == #"<img alt="x&quot; onerror=&quot;alert(1)"/>"#)
  }
}
