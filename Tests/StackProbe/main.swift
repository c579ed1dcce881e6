// Runs a store whose state is 64 KB of inline values, sending to it 100,000 times.
// The test suite launches this program with a 512 KB main-thread stack (`ulimit -s 512`):
// it exits 0 only if no copy of the state ever lands on the stack in numbers that overflow it.
import Foundation
import MVI

// 64 KB of inline value types: two fixed-size inline arrays of 4,096 `Int64`s each.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
typealias Book = InlineArray<4096, Int64>  // 32 KB, stored inline

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct Big: Feature {
  struct State {
    var first: Book
    var second: Book
    var counter = 0
  }
  enum Intent: Sendable { case bump }

  func reduce(_ state: inout State, _ action: Intent) {
    state.counter += 1
    state.first[0] &+= 1
    state.second[4095] &+= 1
  }
}

/// A zeroed state built on the heap: a tuple literal of this size would itself need more stack
/// than the probe is given (debug builds keep every intermediate value on the stack).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func zeroedState() -> UnsafeMutablePointer<Big.State> {
  let raw = UnsafeMutableRawPointer.allocate(
    byteCount: MemoryLayout<Big.State>.size, alignment: MemoryLayout<Big.State>.alignment)
  raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Big.State>.size)
  return raw.bindMemory(to: Big.State.self, capacity: 1)
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor
func main() {
  precondition(MemoryLayout<Big.State>.size >= 64 * 1024, "the state must be at least 64 KB")
  let initial = zeroedState()
  let store = Store(Big(), initialState: initial.pointee)
  initial.deallocate()
  var seen = 0
  let subscription = store.subscribe { seen = $0.counter }
  for _ in 0..<100_000 { store.send(.bump) }
  subscription.cancel()
  guard store.counter == 100_000, seen == 100_000, store.state.second[4095] == 100_000 else {
    print("wrong count: \(store.counter), seen \(seen)")
    exit(1)
  }
  print("ok: \(MemoryLayout<Big.State>.size) bytes of state, 100000 sends")
}

if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
  MainActor.assumeIsolated { main() }
} else {
  print("ok: skipped, InlineArray needs a newer OS")
}
