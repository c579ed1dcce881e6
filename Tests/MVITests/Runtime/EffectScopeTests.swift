import Testing

@testable import MVI

/// A scope's test is typed by the state it reads, and answers only for that type of state.
@MainActor
struct EffectScopeTests {
  struct Parent {
    var child: Int?
  }

  @Test func aScopeTellsWhetherItsChildIsStillInTheState() {
    let scope = EffectScope(id: EffectID("child")) { (parent: Parent) in parent.child != nil }
    #expect(scope.isAlive(in: Parent(child: 1)) == true)
    #expect(scope.isAlive(in: Parent(child: nil)) == false)
  }

  @Test func aScopeMadeForAnotherStateHasNoAnswer() {
    let scope = EffectScope(id: EffectID("child")) { (parent: Parent) in parent.child != nil }
    #expect(scope.isAlive(in: "another state") == nil)
  }
}
