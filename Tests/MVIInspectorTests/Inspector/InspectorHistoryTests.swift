import MVI
import Testing

@testable import MVIInspector

@MainActor
struct InspectorHistoryTests {
  @Test func keepsAtMostTheLimitAndTheStateBeforeTheOldestKeptStep() {
    var history = InspectorHistory<Tally>(limit: 3)
    history.record(.intent(.add(1), state: .init()), source: nil)
    for amount in 1...4 {
      var state = Tally.State()
      state.count = amount
      history.record(.action(.added(1), before: .init(count: amount - 1), after: state), source: .intent)
    }
    #expect(history.count == 3)
    #expect(history.droppedCount == 2)
    #expect(history.indices == 2..<5)
    #expect(history.base == Tally.State(count: 1))
    #expect(history[1] == nil)
    #expect(history[2]?.stateAfter == Tally.State(count: 2))
    #expect(history.steps(from: 0).map(\.index) == [2, 3, 4])
  }

  @Test func aLimitBelowOneKeepsOne() {
    var history = InspectorHistory<Plain>(limit: 0)
    history.record(.intent(.set(1), state: .init()), source: nil)
    history.record(.intent(.set(2), state: .init()), source: nil)
    #expect(history.limit == 1)
    #expect(history.count == 1)
    #expect(history.indices == 1..<2)
  }

  @Test func anActionOfAnIntentNamesItsIntentAndAnEffectsActionNone() {
    var history = InspectorHistory<Tally>(limit: 10)
    history.record(.intent(.add(1), state: .init()), source: nil)
    history.record(.action(.added(1), before: .init(), after: .init(count: 1)), source: .intent)
    history.record(.action(.added(1), before: .init(count: 1), after: .init(count: 2)), source: .effect)
    #expect(history[1]?.cause == 0)
    #expect(history[2]?.cause == nil)
  }

  @Test func failuresKeepTheirErrorsAsTheRingTurnsOver() {
    struct Numbered: Error, Equatable { let number: Int }
    var history = InspectorHistory<Tally>(limit: 3)
    for number in 0..<5 {
      history.record(.failure(Numbered(number: number)), source: nil)
      history.record(.event(.announced(number)), source: nil)
    }
    #expect(history.indices == 7..<10)
    let kept = history.steps(from: 0).compactMap { step -> Int? in
      guard case .failure(let error) = step.kind else { return nil }
      return (error as? Numbered)?.number
    }
    #expect(kept == [4], "step 8 is the last failure; 7 and 9 are events")
  }
}
