import MVI
import Testing

@MainActor
struct StoreBindingTests {
  @Test func readsThroughGetAndWritesThroughSet() {
    var stored = 1
    var written: [Int] = []
    let binding = StoreBinding(get: { stored }, set: { written.append($0) })
    #expect(binding.wrappedValue == 1)
    stored = 2
    #expect(binding.wrappedValue == 2)
    binding.wrappedValue = 5
    binding.wrappedValue = 5
    #expect(written == [5, 5])
    // Setting never writes what `get` reads: only `set` decides.
    #expect(binding.wrappedValue == 2)
  }
}
