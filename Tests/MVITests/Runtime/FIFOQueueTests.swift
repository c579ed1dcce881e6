import Testing

@testable import MVI

struct FIFOQueueTests {
  @Test func elementsComeOutInTheOrderTheyWentIn() {
    var queue = FIFOQueue<Int>()
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
    for value in 1...5 { queue.append(value) }
    #expect(queue.count == 5)
    #expect(queue.popFirst() == 1)
    #expect(queue.popFirst() == 2)
    queue.append(6)
    var taken: [Int] = []
    while let value = queue.popFirst() { taken.append(value) }
    #expect(taken == [3, 4, 5, 6])
    #expect(queue.isEmpty && queue.count == 0)
  }

  @Test func aQueueThatNeverEmptiesKeepsOnlyWhatIsNotTakenAndItsOrder() {
    var queue = FIFOQueue<Int>()
    queue.append(0)
    var taken: [Int] = []
    // Each take is followed by two appends now and then: the queue grows, but never empties.
    for value in 1...10_000 {
      queue.append(value)
      if value % 3 == 0 { queue.append(-value) }
      taken.append(queue.popFirst()!)
      #expect(queue.elements.count <= 2 * queue.count + 16)
    }
    let rest = Array(queue.removeAll())
    #expect(queue.isEmpty)
    var expected = [0]
    for value in 1...10_000 {
      expected.append(value)
      if value % 3 == 0 { expected.append(-value) }
    }
    #expect(taken + rest == expected)
  }

  @Test func removeAllTakesWhatIsLeftInOrder() {
    var queue = FIFOQueue<String>()
    for value in ["a", "b", "c"] { queue.append(value) }
    queue.dropFirst()
    #expect(Array(queue.removeAll()) == ["b", "c"])
    #expect(queue.isEmpty)
    queue.append("d")
    #expect(queue.popFirst() == "d")
  }
}
