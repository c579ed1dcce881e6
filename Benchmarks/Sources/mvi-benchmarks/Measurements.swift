import MVI

/// The measurements several cases share (a case's baseline is another case), each taken once
/// per run.
@MainActor
final class Measurements {
  private var cache: [String: Double] = [:]

  private func cached(_ key: String, _ measure: () -> Double) -> Double {
    if let value = cache[key] { return value }
    let value = measure()
    cache[key] = value
    return value
  }

  /// The counter's mutation applied directly to a plain struct, in place.
  var plainMutation: Double {
    cached("plain") {
      let feature = Counter()
      return Timing.nanosecondsPerOperation(operations: 10_000_000) { count in
        var state = Counter.State()
        for _ in 0..<count {
          feature.reduce(&state, .increment)
          blackHole(&state)
        }
      }
    }
  }

  /// `store.send(.increment)` with one observer of `store.count`, invalidated by every send.
  var observedSend: Double {
    cached("observed") {
      let store = Store(Counter(), initialState: .init())
      let observer = Observer { blackHole(store.count) }
      defer { observer.stop() }
      return Self.sends(store, .increment)
    }
  }

  /// `store.send(.increment)` with one observer of `store.count` that reads again once every
  /// 1,000 sends (a frame, at 60 frames a second that is 60,000 sends a second).
  var framedSend: Double {
    cached("framed") {
      let store = Store(Counter(), initialState: .init())
      let observer = Observer(perFrame: true) { blackHole(store.count) }
      defer { observer.stop() }
      return Timing.nanosecondsPerOperation(operations: 1_000_000) { count in
        for index in 0..<count {
          store.send(.increment)
          if index % 1_000 == 999 { observer.renderIfNeeded() }
        }
      }
    }
  }

  /// `store.send(.increment)` with one `subscribe` observer, called with the state on every send
  /// (an imperative, UIKit-style view).
  var subscribedSend: Double {
    cached("subscribed") {
      let store = Store(Counter(), initialState: .init())
      let subscription = store.subscribe { state in blackHole(state.count) }
      defer { subscription.cancel() }
      return Self.sends(store, .increment)
    }
  }

  /// The same with 1 KB of data stored inline in the state, which the subscriber is handed.
  var subscribedPayloadSend: Double {
    cached("subscribedPayload") {
      let store = Store(PayloadCounter(), initialState: .init())
      let subscription = store.subscribe { state in blackHole(state.payload.b15.h &+ UInt64(state.count)) }
      defer { subscription.cancel() }
      return Self.sends(store, .increment)
    }
  }

  /// `store.send(.increment)` with no observer.
  var unobservedSend: Double {
    cached("unobserved") { Self.sends(Store(Counter(), initialState: .init()), .increment) }
  }

  /// The median time of one send of `intent`, sent `operations` times per round.
  static func sends<F: Feature>(_ store: Store<F>, _ intent: F.Intent, operations: Int = 1_000_000)
    -> Double
  where F.Intent: Sendable {
    Timing.nanosecondsPerOperation(operations: operations) { count in
      for _ in 0..<count { store.send(intent) }
    }
  }
}
