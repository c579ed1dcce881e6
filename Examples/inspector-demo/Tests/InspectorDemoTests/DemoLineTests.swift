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

  @Test func anythingElseIsATypedError() {
    #expect(DemoLine.intent("") == .failure(.empty))
    #expect(DemoLine.intent("toggle two") == .failure(.notANumber("two")))
    #expect(DemoLine.intent("add") == .failure(.unknown("add")))
    #expect(DemoLine.intent("dance") == .failure(.unknown("dance")))
  }
}
