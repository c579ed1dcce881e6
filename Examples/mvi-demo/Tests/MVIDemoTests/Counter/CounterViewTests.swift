import Testing

/// The counter's line mode: keys from standard input, each state printed.
@Suite("CounterView")
struct CounterViewTests {
  @Test func keysFromAPipeAreSentInOrderQStopsReading() async throws {
    let outcome = try await Demo.run(["counter"], input: "++-\n+ +\n0\nq\n+++\n")
    #expect(outcome.status == 0, "stderr: \(outcome.errors)")
    let counts = outcome.output.split(separator: "\n").filter { $0.hasPrefix("count: ") }
    #expect(counts == ["count: 0", "count: 1", "count: 2", "count: 1", "count: 2", "count: 3", "count: 0"])
  }

  @Test func anUnknownKeyIsNamedMadeInertAndChangesNothing() async throws {
    let outcome = try await Demo.run(["counter"], input: "+\u{1B}x\n")
    #expect(outcome.status == 0)
    #expect(!outcome.output.contains("\u{1B}"))
    #expect(outcome.output.contains("unknown key \"^[\": use + - 0 q"))
    #expect(outcome.output.contains("unknown key \"x\": use + - 0 q"))
    let counts = outcome.output.split(separator: "\n").filter { $0.hasPrefix("count: ") }
    #expect(counts == ["count: 0", "count: 1"])
  }
}
