import MVI
import Testing

struct RouteStackTests {
  @Test func pushPopAndPopToRoot() {
    var stack = RouteStack<String>()
    #expect(stack.pop() == nil)
    let a = stack.push("a")
    let b = stack.push("b")
    stack.push("c")
    #expect(stack.routes == ["a", "b", "c"])
    #expect(stack.last?.route == "c")
    #expect(stack.pop() == "c")
    let poppedToA = stack.pop(to: a)
    #expect(poppedToA)
    #expect(stack.routes == ["a"])
    let poppedToB = stack.pop(to: b)
    #expect(!poppedToB)
    stack.popToRoot()
    #expect(stack.isEmpty)
  }

  @Test func idsAreNeverReused() {
    var stack = RouteStack<String>()
    let first = stack.push("a")
    stack.pop()
    let second = stack.push("a")
    #expect(first != second)
    #expect(first < second)
    #expect(stack[id: first] == nil)
    #expect(stack[id: second] == "a")
  }

  @Test func aRouteChangesInPlaceAndSettingNilPopsItAndAbove() {
    var stack: RouteStack<String> = ["a", "b", "c"]
    let ids = stack.ids
    stack[id: ids[1]]?.append("!")
    #expect(stack.routes == ["a", "b!", "c"])
    stack[id: ids[1]] = nil
    #expect(stack.routes == ["a"])
  }

  @Test func aDeepLinkReplacesTheStack() {
    var stack: RouteStack<String> = ["a"]
    stack.replace(with: ["x", "y"])
    #expect(stack.routes == ["x", "y"])
    #expect(stack.count == 2)
  }
}
