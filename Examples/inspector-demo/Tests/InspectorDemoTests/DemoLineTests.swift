import Testing

@testable import inspector_demo

struct DemoLineTests {
  @Test func eachCommandIsAnIntent() {
    #expect(DemoLine.intent("add Buy milk") == .success(.add("Buy milk")))
    #expect(DemoLine.intent("toggle 2") == .success(.toggle(2)))
    #expect(DemoLine.intent("clear") == .success(.clearDone))
    #expect(DemoLine.intent("save") == .success(.save))
    #expect(DemoLine.intent("break") == .success(.saveToBrokenDisk))
  }

  @Test func thePreferencesLinesAreIntentsOfTheSecondStoreAndNoOtherLineIs() {
    #expect(DemoLine.preference("dark") == .success(.toggleDarkMode))
    #expect(DemoLine.preference("font 18") == .success(.setFontSize(18)))
    #expect(DemoLine.preference("font big") == .failure(.notANumber("big")))
    #expect(DemoLine.preference("add Buy milk") == nil)
    #expect(DemoLine.preference("darkness") == nil)
  }

  @Test func anythingElseIsATypedError() {
    #expect(DemoLine.intent("") == .failure(.empty))
    #expect(DemoLine.intent("toggle two") == .failure(.notANumber("two")))
    #expect(DemoLine.intent("add") == .failure(.unknown("add")))
    #expect(DemoLine.intent("dance") == .failure(.unknown("dance")))
  }

  @Test func floodTakesACountFromOneToTheLimit() {
    // Before, `flood -1` made the range 0..<-1, and the demo crashed.
    #expect(DemoLine.flood("flood 10000") == .success(10_000))
    #expect(DemoLine.flood("flood -1") == .failure(.badCount("-1", limit: DemoLine.floodLimit)))
    #expect(DemoLine.flood("flood 0") == .failure(.badCount("0", limit: DemoLine.floodLimit)))
    #expect(
      DemoLine.flood("flood 99999999999999")
        == .failure(.badCount("99999999999999", limit: DemoLine.floodLimit)))
    #expect(DemoLine.flood("flood") == .failure(.badCount("", limit: DemoLine.floodLimit)))
    #expect(DemoLine.flood("toggle 1") == nil)
  }
}
