import MVI

// The README's counter in the terminal: type `+`, `-`, `0` (reset) or `q`, then Return.
// With input from a pipe (`echo "++-" | swift run mvi-demo`) it runs the keys and prints each state.
@MainActor
func runCounter() {
  let store = Store(Counter(), initialState: .init())
  let subscription = store.subscribe { state in print("count: \(state.count)") }
  print("Counter — keys: + increment, - decrement, 0 reset, q quit")
  loop: while let line = readLine() {
    for key in line {
      switch key {
      case "+": store.send(.increment)
      case "-": store.send(.decrement)
      case "0": store.send(.reset)
      case "q": break loop
      case " ": continue
      default: print("unknown key \(key.debugDescription): use + - 0 q")
      }
    }
  }
  subscription.cancel()
}

MainActor.assumeIsolated { runCounter() }
