import Foundation
import MVI
import MVIPersistence

/// A counter whose `count` is saved to a file, debounced, on every increment; `other` is not saved.
struct SavedCounter: Feature {
  struct State: Equatable {
    var count = 0
    var other = 0
  }
  enum Intent: Sendable { case increment, incrementOther }
  enum Action: Sendable { case incremented, otherIncremented, saveFailed(PersistenceError) }

  var saved: Persisted<Int>

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .increment: return .merge(.send(.incremented), saved.save(state.count &+ 1) { .saveFailed($0) })
    case .incrementOther: return .send(.otherIncremented)
    }
  }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .incremented: state.count &+= 1
    case .otherIncremented: state.other &+= 1
    case .saveFailed: break
    }
  }
}

/// One megabyte of state to save.
struct Megabyte: Codable, Sendable {
  var lines: [String]
}

extension Case {
  /// 11: a send with persistence attached, against case 1a, and saving a 1 MB state to a file.
  ///
  /// 11a sends an intent that saves nothing to a store whose feature holds a `Persisted` (the
  /// cost of having it); 11s sends one that saves `count` to a file after a 300 ms debounce: the
  /// send starts the save's effect and returns, the disk is not on its path (10,000 sends a
  /// round, the debounced writes land after the round). 11s and its baseline, a send starting
  /// one `run` effect, are timed in alternating rounds, each round's effects finished before the
  /// next round (untimed): each side's tasks would otherwise still be running, on the other
  /// core, while the other side is timed. 11m writes a 1 MB value to a file
  /// (encode, temporary file, fsync, rename, fsync of the folder) and 11e only encodes it.
  static let persisted = Case(number: "11", key: "persistence") { measured in
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvi-bench-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = FilePersistence(directory: folder)
    let saved = Persisted<Int>(key: "count", in: files, debounce: .milliseconds(300))
    let store = Store(SavedCounter(saved: saved), initialState: .init())
    let unsaved = Measurements.sends(store, .incrementOther)
    let baseline = measured.unobservedSend
    let effectStore = Store(EffectCounter(), initialState: .init())
    let (saving, effects) = await Timing.nanosecondsPerOperation(
      operations: 10_000,
      alternating: { count in
        for _ in 0..<count { store.send(.increment) }
      },
      { count in
        for _ in 0..<count { effectStore.send(.increment) }
      },
      settling: {
        await store.waitForEffects()
        await effectStore.waitForEffects()
      })

    let megabyte = Megabyte(lines: (0..<16_384).map { String(repeating: "\($0 % 10)", count: 60) })
    let big = Persisted<Megabyte>(key: "megabyte", in: files)
    let size = (try? JSONEncoder().encode(megabyte).count) ?? 0
    let write = Timing.nanosecondsPerOperation(operations: 20) { count in
      for _ in 0..<count { try? big.write(megabyte) }
    }
    let encode = Timing.nanosecondsPerOperation(operations: 20) { count in
      for _ in 0..<count { blackHole((try? JSONEncoder().encode(megabyte))?.count ?? 0) }
    }
    return [
      Row(
        id: "11a", name: "send → reduce, feature holding a file Persisted, intent saving nothing",
        nanoseconds: unsaved, baselineName: "case 1a", baselineNanoseconds: baseline,
        figure: Format.decimal(1e9 / unsaved / 1e6, 2) + " M sends/s"),
      Row(
        id: "11s",
        name: "send → reduce + a debounced save to a file (the save's effect started, not the write)",
        nanoseconds: saving, baselineName: "a send starting one run effect", baselineNanoseconds: effects,
        bar: "≤ 1.5× (no disk on the send path)", passed: saving / effects <= 1.5),
      Row(
        id: "11m", name: "Persisted.write of a \(size / 1024) KB value to a file (atomic, 2 fsyncs)",
        nanoseconds: write, baselineName: "encoding it to JSON only", baselineNanoseconds: encode),
    ]
  }
}

/// A counter whose increment also starts an effect that does nothing: a send's cost of one
/// `run` effect, the baseline of case 11s.
struct EffectCounter: Feature {
  struct State: Equatable { var count = 0 }
  enum Intent: Sendable { case increment }
  enum Action: Sendable { case incremented }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    .merge(.send(.incremented), .run { _ in })
  }

  func reduce(_ state: inout State, _ action: Action) {
    state.count &+= 1
  }
}
