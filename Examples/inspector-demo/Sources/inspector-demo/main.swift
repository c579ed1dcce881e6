import Foundation
import MVI
import MVIInspector

// Two stores of your own app, inspected on one page, one line each: `swift run inspector-demo`,
// open the address it prints, then type commands (add Buy milk, toggle 1, clear, save, break,
// flood 10000, stats for the to-do list; dark, font 18 for the preferences).
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
  // One page for the app's stores: their steps merged in the order they happened.
  let inspection = InspectorGroup(title: "inspector-demo")
  let store = inspection.store(TodoList(), initialState: .init(), limit: limit)
  let preferences = inspection.store(Preferences(), initialState: .init(), limit: limit)
  let server = try inspection.serve(.init(port: port))
  print("MVIInspector: inspecting \(inspection.names.joined(separator: " and ")) on \(server.url)")

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
    } else if let preference = DemoLine.preference(line) {
      switch preference {
      case .success(let intent):
        preferences.send(intent)
        print("sent \(intent)")
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
