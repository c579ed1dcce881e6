import TerminalUI
import Testing

@Suite("Terminal")
struct TerminalTests {
  @Test(
    "without a terminal, opening one fails with a clear error instead of hanging",
    .enabled(if: !Terminal.isInteractive, "needs the tests to run without a terminal"))
  func notATerminal() throws {
    #expect(throws: TerminalError.notATerminal) { try Terminal.open() }
    #expect(TerminalError.notATerminal.description.contains("--once"))
  }
}
