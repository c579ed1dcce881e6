import DemoCLI
import ExampleForm
import MVI
import MVITesting
import TerminalUI
import Testing

@testable import mvi_demo

/// `mvi-demo form` run as a script would: fill the fields, press Update, print the form.
@Suite("ExampleFormRunner")
struct ExampleFormRunnerTests {
  @Test func validFieldsUpdateSuccessfulExit0() async throws {
    let outcome = try await Demo.run(["form", "--name", "John Doe", "--coffee", "SwiftUI", "--once"])
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    #expect(outcome.output.contains("✓ Update Successful"))
    #expect(!outcome.output.contains("cannot be empty"))
  }

  @Test func emptyFieldsTheSeedsMessagesUnderEachFieldExit1() async throws {
    let outcome = try await Demo.run(["form", "--name", " ", "--json"])
    #expect(outcome.status == 1)
    let state = try Demo.json(outcome)
    #expect(state["nameError"] as? String == "Name cannot be empty!")
    #expect(state["exampleNameError"] as? String == "Coffee name cannot be empty")
    #expect(state["saved"] == nil)
    #expect(outcome.errors.contains("Name cannot be empty!"))
  }

  // The interactive form, played with scripted reads ("" is a quiet time).

  @MainActor
  func play(_ reads: [String]) async throws -> (
    TerminalApp<Undoable<ExampleForm>>, TerminalAppExit, ScriptedTerminal
  ) {
    // A clock that does not move: every keystroke in a field is within the undo's window.
    let app = ExampleFormRunner.app(try Demo.arguments(["form"]), clock: TestClock())
    let scripted = ScriptedTerminal(reads)
    let exit = await app.run(on: scripted.terminal)
    return (app, exit, scripted)
  }

  @Test
  @MainActor
  func a5000CharacterPasteFillsTheFieldEveryCharacterKept() async throws {
    let paste = String(repeating: "가", count: 4_999) + "끝"
    let (app, exit, _) = try await play([paste])
    #expect(exit == .inputClosed)
    #expect(app.store.state.name == paste)
    let nameRow = app.rows(size: TerminalSize(rows: 20, columns: 80))[2]
    #expect(nameRow.contains("가끝"), "the field shows its end, where the user types: \(nameRow)")
  }

  @Test
  @MainActor
  func ctrlZUndoesTheLastFieldsTypingCtrlYRedoesItTheHelpLineSaysWhichKeys() async throws {
    let (app, exit, scripted) = try await play([
      "a", "b", "\t", "c", "d", "\u{1A}", "", "\u{1A}", "", "\u{19}", "",
    ])
    #expect(exit == .inputClosed)
    #expect(
      app.store.state.name == "ab", "the two undos took back the coffee, then the name; the redo the name")
    #expect(app.store.state.exampleName == "")
    #expect(app.store.state.canUndo && app.store.state.canRedo)
    #expect(scripted.text.contains("Ctrl-Z 실행 취소 · undo"))
    #expect(scripted.text.contains("Ctrl-Y 다시 실행 · redo"))
  }

  @Test
  @MainActor
  func anESCCutOffAtTheEndOfAReadIsTheStartOfAnArrowNotEscapeTheTextStays() async throws {
    let (app, exit, _) = try await play(["ab\u{1B}", "[Bcd"])
    #expect(exit == .inputClosed, "the form did not go back to the menu")
    #expect(app.store.state.name == "ab")
    #expect(app.store.state.exampleName == "cd")
  }

  @Test
  @MainActor
  func altXNeitherLeavesTheFormNorTypes() async throws {
    let (app, exit, _) = try await play(["a\u{1B}x", "b"])
    #expect(exit == .inputClosed)
    #expect(app.store.state.name == "ab")
  }

  @Test
  @MainActor
  func escWithTypedTextAsksFirstNKeepsTheTextYLeaves() async throws {
    let (app, exit, scripted) = try await play(["abc", "\u{1B}", "", "n", "d", "\u{04}", "y"])
    #expect(scripted.text.contains(ExampleFormView.leaveQuestion))
    #expect(exit == .quit)
    #expect(app.store.state.name == "abcd", "n kept the text and typing went on")
  }

  @Test
  @MainActor
  func escWithNothingTypedLeavesAtOnce() async throws {
    let (_, exit, scripted) = try await play(["\u{1B}", "", "y"])
    #expect(exit == .quit)
    #expect(!scripted.text.contains(ExampleFormView.leaveQuestion))
  }
}
