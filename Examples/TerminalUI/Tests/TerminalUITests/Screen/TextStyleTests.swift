import Testing

@testable import TerminalUI

@Suite("TextStyle")
struct TextStyleTests {
  @Test func stylesBecomeTheRenderersOwnSGRParameters() {
    #expect(TextStyle().sgrParameters == "")
    #expect(TextStyle.bold.sgrParameters == "1")
    #expect(([.bold, .inverse, .red] as TextStyle).sgrParameters == "1;7;31")
    #expect(([.dim, .underline, .cyan] as TextStyle).sgrParameters == "2;4;36")
  }
}
