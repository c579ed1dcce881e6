// The self-contained code of The Store article, compiled in a file that imports Foundation as
// app files do. Keep it the same as the article's. Left out: the snippets that use the sample
// apps' features (`ImageSearch`, `Poster`) or SwiftUI.
import Foundation
import MVI
import MVITesting
import Observation
import Testing

@MainActor
struct TheStoreArticle {
  struct Profile: Feature {
    struct State: Equatable {
      var name = ""
      var followers = 0
    }
    enum Intent: Sendable { case renamed(String), followed }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .renamed(let name): state.name = name
      case .followed: state.followers += 1
      }
    }
  }

  struct Counter: Feature {
    struct State: Equatable { var count = 0 }
    enum Intent: Sendable { case increment }

    func reduce(_ state: inout State, _ action: Intent) {
      switch action {
      case .increment: state.count += 1
      }
    }
  }

  @Test func aViewDependsOnTheFieldsItRead() {
    let store = Store(Profile(), initialState: .init())
    let changes = LockIsolated(0)

    withObservationTracking {
      _ = store.name  // this "view" depends on `name` only
    } onChange: {
      print("name changed")
      changes.withLock { $0 += 1 }
    }

    store.send(.followed)  // `followers` changed: nothing printed
    store.send(.renamed("Ada"))  // prints "name changed"
    #expect(changes.withLock { $0 } == 1)
  }

  @Test func aSendFromASubscriberIsQueued() {
    let store = Store(Counter(), initialState: .init())
    let subscription = store.subscribe { state in
      // Called while the store is processing the first send: this send is queued,
      // and handled right after it.
      if state.count == 1 { store.send(.increment) }
    }
    store.send(.increment)
    #expect(store.count == 2)  // 2
    subscription.cancel()
  }

  @Test func aStoppedStoreEndsItsWork() {
    let store = Store(Counter(), initialState: .init())
    store.stop()
    #expect(store.isStopped)  // true
    store.send(.increment)
    #expect(store.count == 0)
  }
}
