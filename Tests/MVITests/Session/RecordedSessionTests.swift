import MVI
import Testing

/// A tally whose intents are its actions.
private struct Counting: Feature {
  struct State: Equatable, Codable, Sendable { var total = 0 }
  enum Intent: Codable, Sendable, Equatable { case add(Int) }

  func reduce(_ state: inout State, _ action: Intent) {
    guard case .add(let amount) = action else { return }
    state.total += amount
  }
}

@MainActor
@Suite("RecordedSession")
struct RecordedSessionTests {
  /// Add 1, 2, 3 as a store records it: a header, then an intent and an action each.
  static func recorded() -> String {
    var lines: [String] = []
    let store = Store(Counting(), initialState: .init(), interceptors: [.recording { lines.append($0) }])
    for amount in [1, 2, 3] { store.send(.add(amount)) }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aSessionWithCRLFLineEndsReadsAsTheSameSession() throws {
    let text = Self.recorded()
    let crlf = try RecordedSession<Counting>(jsonLines: text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(try crlf.jsonLines() == RecordedSession<Counting>(jsonLines: text).jsonLines())
    #expect(crlf.actionCount == 3)
    #expect(crlf.differences(replayingThrough: Counting()).isEmpty)
  }

  @Test func blankLinesAreSkippedAndLineNumbersStayTheTexts() throws {
    var lines = Self.recorded().split(separator: "\n").map(String.init)
    lines.insert("", at: 0)
    lines.insert("   \r", at: 3)
    lines[6] = #"{"action":{"add":{"_0":"two"}},"source":"intent","state":{"total":3}}"#
    let session = lines.joined(separator: "\n")
    let error = #expect(throws: RecordedSessionError.self) {
      try RecordedSession<Counting>(jsonLines: session)
    }
    guard case .badLine(7, let reason) = error else {
      Issue.record("the bad line: \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix(#""action.add._0" is not an Int"#))
    // Repaired, but recorded with another state: the step is reported at its line in the text, 7,
    // and the next one, replayed from that state, at line 9.
    lines[6] = #"{"action":{"add":{"_0":2}},"source":"intent","state":{"total":4}}"#
    let replay = try RecordedSession<Counting>(jsonLines: lines.joined(separator: "\n")).replay(
      through: Counting())
    #expect(replay.differences.map(\.line) == [7, 9])
  }

  @Test func aDamagedHeaderIsNamedForWhatIsWrongNotAsAnEmptySession() throws {
    let header = String(Self.recorded().split(separator: "\n")[0])
    func error(_ text: String) -> RecordedSessionError? {
      do {
        _ = try RecordedSession<Counting>(jsonLines: text)
        return nil
      } catch {
        return error as? RecordedSessionError
      }
    }
    guard case .damagedHeader(1, let reason) = error(String(header.dropLast(5))) else {
      Issue.record("a cut header: \(String(describing: error(String(header.dropLast(5)))))")
      return
    }
    #expect(reason.hasPrefix("not JSON"))
    #expect(
      error(header.replacingOccurrences(of: #""version":1"#, with: #""versio":1"#))
        == .damagedHeader(line: 1, #"no "version" field"#))
    #expect(
      error("\n" + header.replacingOccurrences(of: #""total":0"#, with: #""total":"none""#))?.description
        .hasPrefix(
          #"The header (line 2) of the recorded session is damaged: "initialState.total" is not an Int"#)
        == true)
    #expect(error(#"{"format":"other"}"#) == .notASession("other"))
    #expect(
      error(header.replacingOccurrences(of: #""version":1"#, with: #""version":9"#))
        == .unsupportedVersion(9, supported: 1))
    #expect(error("\n \r\n") == .empty)
    let read = try RecordedSessionHeader(jsonLines: "\r\n" + header)
    #expect(read.feature == "Counting" && read.version == 1 && read.line == 2)
  }
}
