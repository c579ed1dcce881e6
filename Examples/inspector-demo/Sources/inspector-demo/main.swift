import Foundation
import MVI
import MVIInspector

// A store of your own app, inspected in one line: `swift run inspector-demo`, open the address it
// prints, then type commands (add Buy milk, toggle 1, clear, save, break, flood 10000, stats).
//
//   inspector-demo [--port N] [--limit STEPS]
//
// The browser tests drive it through its standard input (Examples/mvi-web/BrowserTests).
LineBufferedOutput.enable()
var options = CommandLine.arguments.dropFirst().makeIterator()
var port = 0
var limit = 1_000
while let option = options.next() {
  switch (option, options.next().flatMap { Int($0) }) {
  case ("--port", let value?): port = value
  case ("--limit", let value?): limit = value
  default:
    print("usage: inspector-demo [--port N] [--limit STEPS]")
    exit(2)
  }
}

do {
  let store = Store(
    TodoList(), initialState: .init(),
    interceptors: [try .inspector(TodoList(), limit: limit, configuration: .init(port: port))])

  // Lines are read on a thread of their own; each is sent to the store on the main actor.
  let lines = AsyncStream<String> { continuation in
    Thread {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }.start()
  }
  for await line in lines {
    if let flood = DemoLine.flood(line) {
      switch flood {
      case .success(let count):
        let started = ContinuousClock.now
        for _ in 0..<count { store.send(.toggle(1)) }
        print("flooded \(count) intents in \(ContinuousClock.now - started)")
      case .failure(let error): print(error)
      }
    } else if line == "stats" {
      print("resident \(ResidentMemory.bytes() ?? -1) bytes, \(store.items.count) items")
    } else {
      switch DemoLine.intent(line) {
      case .success(let intent):
        store.send(intent)
        print("sent \(intent)")
      case .failure(let error): print(error)
      }
    }
  }
} catch {
  print(error)
  exit(1)
}
