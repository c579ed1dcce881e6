import Testing

@testable import MVIInspector

struct RegressionTestTests {
  @Test func theSessionIsInlineInARawStringThatCannotEndEarly() {
    let session = "{\"a\":\"x\\\"#y\"}\n{\"b\":1}\n"
    let source = RegressionTest.swift(session: session, featureType: "Tally", featureExpression: "Tally()")
    #expect(RegressionTest.rawDelimiter(for: session) == "##")
    #expect(source.contains("RecordedSession<Tally>(\n    jsonLines: ##\"\"\"\n      {"))
    #expect(source.contains("      {\"b\":1}\n      \"\"\"##)"))
    #expect(source.contains("assertReplays(session, through: Tally())"))
    #expect(source.contains("@Test func inspectedTallySessionReplays() throws"))
  }
}
