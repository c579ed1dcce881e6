import Testing

@testable import MVI

/// A lifetime's test is typed by the state it reads, and answers only for that type of state.
@MainActor
struct EffectLifetimeTests {
  struct Parent {
    var child: Int?
  }

  @Test func aLifetimeTellsWhetherItsChildIsStillInTheState() {
    let lifetime = EffectLifetime(id: EffectID("child")) { (parent: Parent) in parent.child != nil }
    #expect(lifetime.isAlive(in: Parent(child: 1)) == true)
    #expect(lifetime.isAlive(in: Parent(child: nil)) == false)
  }

  @Test func aLifetimeMadeForAnotherStateHasNoAnswer() {
    let lifetime = EffectLifetime(id: EffectID("child")) { (parent: Parent) in parent.child != nil }
    #expect(lifetime.isAlive(in: "another state") == nil)
  }
}
