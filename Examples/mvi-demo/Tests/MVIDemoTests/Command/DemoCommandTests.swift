import DemoCLI
import Foundation
import TerminalUI
import Testing

@testable import mvi_demo

/// What `mvi-demo` does with its command line, before any sample runs.
@Suite("DemoCommand")
struct DemoCommandTests {
  @Test func helpPrintsTheHelpAndExits0() async throws {
    let outcome = try await Demo.run(["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output == DemoCommandLine.help() + "\n")
  }

  @Test func aBadCommandLineExits64WithOneLineSayingWhyAndWhereHelpIs() async throws {
    let outcome = try await Demo.run(["image-search", "--seed", "3"])
    #expect(outcome.status == 64)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.errors
        == "error: --seed does not apply to image-search (its options: --query, --source, --endpoint, "
        + "--record, --flight-recorder, --timeout, --once, --json, --width)\nThe samples and their options: "
        + "mvi-demo --help\n")
  }

  @Test func onceOrJsonWithoutASampleIsRefusedThereIsNothingToPrintOnce() async throws {
    for option in ["--once", "--json"] {
      let outcome = try await Demo.run([option])
      #expect(outcome.status == 64, "\(option)")
      #expect(outcome.output.isEmpty, "\(option)")
      #expect(outcome.errors.hasPrefix("error: \(option) needs a sample to run once"), "\(option)")
    }
  }

  @Test func outputThatCannotBeWrittenAFullDiskExits74WithTheReasonNot0() async throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"), "this test needs /dev/full")
    for arguments in [["feed", "--once"], ["image-search", "--json"], ["--help"]] {
      let outcome = try await Demo.run(arguments, outputPath: "/dev/full")
      #expect(outcome.status == 74, "\(arguments)")
      #expect(
        outcome.errors.contains("error: could not write the output: No space left on device"), "\(arguments)")
    }
  }

  @Test func withoutATerminalAndWithoutASampleItListsTheSamplesAndExits0() async throws {
    let outcome = try await Demo.run([])
    #expect(outcome.status == 0)
    for sample in DemoArguments.Sample.allCases {
      #expect(outcome.output.contains("  \(sample.rawValue) "), "\(sample) is missing from the list")
    }
  }

  @Test
  @MainActor
  func atTheMenuANumberOpensItsSampleAtOnceTheMenuSays16() async throws {
    let arguments = try Demo.arguments([])
    let scripted = ScriptedTerminal(["3", "+", "q"])
    #expect(await DemoCommand.interactive(arguments, on: scripted.terminal) == 0)
    #expect(scripted.text.contains("count: 1"), "the counter opened and counted")
  }

  @Test
  @MainActor
  func ctrlDAtTheMenuQuitsTheProgramTheKeysAfterItAreNotRead() async throws {
    let arguments = try Demo.arguments([])
    let scripted = ScriptedTerminal(["\u{04}", "\r"])
    #expect(await DemoCommand.interactive(arguments, on: scripted.terminal) == 0)
    #expect(!scripted.text.contains("검색어"), "Enter after Ctrl-D did not open the image search")
  }

  @Test
  @MainActor
  func ctrlDInASampleGoesBackToTheMenuAsEscDoes() async throws {
    let arguments = try Demo.arguments([])
    let scripted = ScriptedTerminal(["\r", "\u{04}", String(repeating: "\u{1B}[B", count: 4) + "\r"])
    #expect(await DemoCommand.interactive(arguments, on: scripted.terminal) == 0)
    // Enter opens the image search; Ctrl-D goes back; four downs move to the form; Enter opens it.
    #expect(scripted.text.contains("저장 · service"))
  }

  @Test
  @MainActor
  func keysTypedAfterEscInTheSameBurstReachTheMenuNotLost() async throws {
    let arguments = try Demo.arguments([])
    let scripted = ScriptedTerminal(["3", "q5"])
    #expect(await DemoCommand.interactive(arguments, on: scripted.terminal) == 0)
    #expect(scripted.text.contains("저장 · service"), "5 opened the form")
  }
}
