import ExampleForm
import MVI
import Observation
import TerminalUI

/// One benchmark case: measures itself and its baselines and returns its table rows.
struct Case {
  /// The case number.
  var number: String
  /// A short name for `--filter`.
  var key: String
  /// The measurements.
  var run: @MainActor (Measurements) async -> [Row]

  /// Whether `--filter` selects the case: the filter is its number or is contained in its key,
  /// ignoring case.
  func matches(_ filter: String) -> Bool {
    let filter = filter.lowercased()
    return number == filter || key.lowercased().contains(filter)
  }
}

extension Case {
  static let all: [Case] = [
    send, largeState, children, rowStores, unrelatedField, effects, stateStream, idleStore, nestedScoping,
    scopeForms,
    paste,
    webTabs, inspected, flightRecorded, recordedStates, persisted, inspectorStalls, observablePair, explored,
  ]

  /// 1: send → action → reduce with one observer attached.
  ///
  /// The bar applies to an observer that behaves like a SwiftUI view: invalidated by the first
  /// change, it reads again at the next frame (every 1,000 sends here). Two other observers are
  /// shown beside it: a `subscribe` closure called on every send (also with a state of 1 KB, the
  /// size the issue-30 comparison with ReSwift used), and an observer that
  /// re-registers with `withObservationTracking` inside every invalidation, whose cost is mostly
  /// the Observation framework's own registration work.
  static let send = Case(number: "1", key: "send") { measured in
    let plain = measured.plainMutation
    let framed = measured.framedSend
    let subscribed = measured.subscribedSend
    let payload = measured.subscribedPayloadSend
    let observed = measured.observedSend
    let unobserved = measured.unobservedSend
    let perSecond = 1e9 / framed
    return [
      Row(
        id: "1", name: "send → reduce, 1 observer of store.count, reading again every frame (1,000 sends)",
        nanoseconds: framed, baselineName: "plain struct mutation", baselineNanoseconds: plain,
        figure: Format.decimal(perSecond / 1e6, 2) + " M sends/s",
        bar: "≥ 10 M/s and ≤ 10× (issue 18)", passed: perSecond >= 10_000_000 && framed / plain <= 10),
      Row(
        id: "1s", name: "send → reduce, 1 subscribe observer called on every send", nanoseconds: subscribed,
        baselineName: "plain struct mutation", baselineNanoseconds: plain,
        figure: Format.decimal(1e9 / subscribed / 1e6, 2) + " M sends/s", bar: "≤ 100 ns (issue 18)",
        passed: subscribed <= 100),
      Row(
        id: "1k", name: "send → reduce, 1 subscribe observer, a state of 1 KB stored inline",
        nanoseconds: payload, baselineName: "plain struct mutation", baselineNanoseconds: plain,
        figure: Format.decimal(1e9 / payload / 1e6, 2) + " M sends/s", bar: "≤ 15 ns (issue 30)",
        passed: payload <= 15),
      Row(
        id: "1r", name: "send → reduce, 1 observer re-registering with Observation on every send",
        nanoseconds: observed, baselineName: "plain struct mutation", baselineNanoseconds: plain,
        figure: Format.decimal(1e9 / observed / 1e6, 2) + " M sends/s"),
      Row(
        id: "1a", name: "send → reduce, no observer", nanoseconds: unobserved,
        baselineName: "plain struct mutation", baselineNanoseconds: plain,
        figure: Format.decimal(1e9 / unobserved / 1e6, 2) + " M sends/s", bar: "≤ 10× (issue 18)",
        passed: unobserved / plain <= 10),
    ]
  }

  /// 3r: a list's body run again over 1,000 rows: `scope(each:)` read again while the rows of the
  /// last read are held, as SwiftUI holds a `ForEach`'s data until the new body replaces it. The
  /// rows' stores are given again and none is made; the baseline is the same read with nothing
  /// held, which makes a store a row (what every read cost before issue 55).
  static let rowStores = Case(number: "3r", key: "row-stores") { _ in
    let store = Store(Parent(), initialState: Parent.state(children: 1_000))
    let read: @MainActor () -> [IdentifiedStore<ListRow>] = {
      store.scope(each: \.rows, intent: { .row(id: $0, $1) })
    }
    var held = read()
    let first = held
    let again = Timing.nanosecondsPerOperation(operations: 2_000) { count in
      for _ in 0..<count { held = read() }
    }
    let made = zip(first, held).filter { $0.store !== $1.store }.count + abs(first.count - held.count)
    let unheld = Timing.nanosecondsPerOperation(operations: 2_000) { count in
      for _ in 0..<count { blackHole(read().count) }
    }
    return [
      Row(
        id: "3r", name: "a list's body run again: scope(each:) over 1,000 rows, the last read's rows held",
        nanoseconds: again, baselineName: "the same read with nothing held (a store made a row)",
        baselineNanoseconds: unheld, figure: "stores made by the reads: \(made) of 1,000",
        bar: "no store made (issue 55)", passed: made == 0)
    ]
  }

  /// 2: the same send into a state that also holds a 100,000-element array.
  static let largeState = Case(number: "2", key: "large-state") { measured in
    let store = Store(LargeCounter(), initialState: .init(items: Array(0..<100_000)))
    let observer = Observer { blackHole(store.count) }
    let large = Measurements.sends(store, .increment)
    observer.stop()
    let small = measured.observedSend
    return [
      Row(
        id: "2", name: "send into a state with a 100,000-element array", nanoseconds: large,
        baselineName: "case 1r", baselineNanoseconds: small,
        bar: "≤ 1.5×", passed: large / small <= 1.5)
    ]
  }

  /// 3: an intent to one child among 10,000, against the same among 10.
  static let children = Case(number: "3", key: "children") { _ in
    /// One intent per operation, to child `index % children`, with an observer of `read`.
    @MainActor func childSends(
      children: Int, operations: Int, read: @escaping @MainActor (Store<Parent>) -> Void
    ) -> Double {
      let store = Store(Parent(), initialState: Parent.state(children: children))
      let observer = Observer { read(store) }
      defer { observer.stop() }
      return Timing.nanosecondsPerOperation(operations: operations) { count in
        for index in 0..<count { store.send(.row(id: index % children, .increment)) }
      }
    }
    /// The same through the row stores a list gets (`scope(each:)`), with views of 10 visible
    /// rows observing their count and a list view observing the ids.
    @MainActor func scopedSends(children: Int, operations: Int) -> Double {
      let store = Store(Parent(), initialState: Parent.state(children: children))
      let all = store.scope(each: \.rows, intent: { .row(id: $0, $1) })
      let rows = all.prefix(10).map(\.store)
      let observers =
        [Observer { blackHole(store[observing: \.rows.ids]) }]
        + rows.map { row in Observer { blackHole(row.count) } }
      defer { for observer in observers { observer.stop() } }
      return Timing.nanosecondsPerOperation(operations: operations) { count in
        for index in 0..<count { rows[index % rows.count].send(.increment) }
      }
    }
    let title: @MainActor (Store<Parent>) -> Void = { blackHole($0.title) }
    let list: @MainActor (Store<Parent>) -> Void = { blackHole($0[observing: \.rows.ids]) }
    let many = childSends(children: 10_000, operations: 1_000_000, read: title)
    let few = childSends(children: 10, operations: 1_000_000, read: title)
    let manyListed = childSends(children: 10_000, operations: 1_000_000, read: list)
    let fewListed = childSends(children: 10, operations: 1_000_000, read: list)
    let manyScoped = scopedSends(children: 10_000, operations: 1_000_000)
    let fewScoped = scopedSends(children: 10, operations: 1_000_000)
    return [
      Row(
        id: "3", name: "intent to 1 of 10,000 children, observer of store.title", nanoseconds: many,
        baselineName: "1 of 10 children", baselineNanoseconds: few,
        bar: "≤ 1.5×", passed: many / few <= 1.5),
      Row(
        id: "3b", name: "intent to 1 of 10,000 children, list view observing store[observing: \\.rows.ids]",
        nanoseconds: manyListed, baselineName: "1 of 10 children", baselineNanoseconds: fewListed,
        bar: "≤ 1.5×", passed: manyListed / fewListed <= 1.5),
      Row(
        id: "3c", name: "send through a row store of 10,000 from scope(each:) (10 row views + list view)",
        nanoseconds: manyScoped, baselineName: "the same with 10 rows", baselineNanoseconds: fewScoped,
        bar: "≤ 1.5× and ≤ 3 µs (issue 18)", passed: manyScoped / fewScoped <= 1.5 && manyScoped <= 3_000),
    ]
  }

  /// 4: a change to a field no observer read.
  static let unrelatedField = Case(number: "4", key: "unrelated-field") { measured in
    let store = Store(Counter(), initialState: .init())
    let observer = Observer { blackHole(store.count) }
    let time = Measurements.sends(store, .incrementOther)
    observer.stop()
    let invalidations = observer.invalidations
    return [
      Row(
        id: "4", name: "change to a field no observer read (observer of store.count)",
        nanoseconds: time, baselineName: "case 1a (no observer)",
        baselineNanoseconds: measured.unobservedSend,
        figure: "\(invalidations) invalidations in \(Format.grouped(8 * Timing.count(1_000_000))) sends",
        bar: "0 invalidations", passed: invalidations == 0)
    ]
  }

  /// 5: 100,000 run-effects started and finished, and the memory they leave behind.
  ///
  /// Each round sends 100,000 intents, each starting `.run { send in await send(.done) }`, and
  /// waits for them all. The first timed round reaches malloc's high-water mark in a second arena
  /// (the effects finish on other threads); growth is measured over the rounds after it.
  static let effects = Case(number: "5", key: "effects") { _ in
    let effects = Timing.count(100_000)
    let rounds = 8
    let store = Store(Effects(), initialState: .init())
    let clock = ContinuousClock()
    var samples: [Double] = []
    var allocated: [Int] = []
    var resident: [Int] = []
    for round in 0...rounds {
      let start = clock.now
      for _ in 0..<effects { store.send(.start) }
      await store.waitForEffects()
      if round > 0 { samples.append(Timing.nanoseconds(clock.now - start) / Double(effects)) }
      allocated.append(Memory.allocatedBytes() ?? 0)
      resident.append(Memory.residentBytes() ?? 0)
      print(
        "    round \(round): malloc in use \(Format.grouped(allocated[round])) B, "
          + "held \(Format.grouped(Memory.heldBytes() ?? 0)) B, resident \(Format.grouped(resident[round])) B"
      )
    }
    let done = store.state.done
    let complete = done == effects * (rounds + 1)
    let settled = allocated[rounds] - allocated[1]
    let settledResident = resident[rounds] - resident[1]
    let perEffect = Double(settled) / Double(effects * (rounds - 1))
    return [
      Row(
        id: "5", name: "100,000 run-effects started and finished (time per effect)",
        nanoseconds: Timing.median(samples),
        figure:
          "malloc in use \(Format.bytes(settled)) (\(Format.decimal(perEffect, 3)) B/effect), resident "
          + "\(Format.bytes(settledResident)) over timed rounds 2–\(rounds); round 1: "
          + "\(Format.bytes(allocated[1] - allocated[0])) in use, \(Format.bytes(resident[1] - resident[0])) resident"
          + (complete ? "" : "; only \(Format.grouped(done)) actions arrived"),
        bar: "no memory growth (< 0.5 B/effect)", passed: complete && perEffect < 0.5)
    ]
  }

  /// 6: a `store.states()` consumer receiving 1,000,000 states, on another task; 6m: on the main
  /// actor, waiting when the sends (one job) start; 6c: the conflating policy on the main actor,
  /// with the sends in jobs of 1,000 (a frame's worth), each job's latest state received.
  static let stateStream = Case(number: "6", key: "state-stream") { _ in
    /// The time per state of `states` sends received by a consumer on another task.
    @MainActor func stream(states: Int) async -> Double {
      let store = Store(Counter(), initialState: .init())
      let stream = store.states()
      let expected = states + 1  // the current state comes first
      let clock = ContinuousClock()
      let start = clock.now
      let consumer = Task.detached {
        var received = 0
        for await _ in stream {
          received += 1
          if received == expected { break }
        }
        return received
      }
      for _ in 0..<states { store.send(.increment) }
      let received = await consumer.value
      precondition(received == expected, "the consumer received \(received) of \(expected) states")
      return Timing.nanoseconds(clock.now - start) / Double(states)
    }
    /// The time per send of `sends` sends in bursts of `burst` (one main-actor job each), with a
    /// consumer on the main actor waiting for states; and how many states it received.
    @MainActor func streamOnMain(
      sends: Int, burst: Int, policy: AsyncStream<Counter.State>.Continuation.BufferingPolicy
    ) async -> (nanoseconds: Double, received: Int) {
      let store = Store(Counter(), initialState: .init())
      let stream = store.states(bufferingPolicy: policy)
      let consumer = Task { @MainActor in
        var received = 0
        for await state in stream {
          received += 1
          if state.count == sends { break }
        }
        return received
      }
      await Task.yield()  // the consumer takes the first state and waits
      let clock = ContinuousClock()
      let start = clock.now
      for index in 0..<sends {
        store.send(.increment)
        if index % burst == burst - 1 { await Task.yield() }
      }
      let received = await consumer.value
      return (Timing.nanoseconds(clock.now - start) / Double(sends), received)
    }
    _ = await stream(states: Timing.count(100_000))
    var samples: [Double] = []
    for _ in 0..<3 { samples.append(await stream(states: Timing.count(1_000_000))) }
    let time = Timing.median(samples)
    /// The median of 3 runs after a warm-up.
    @MainActor func onMain(
      burst: Int, policy: AsyncStream<Counter.State>.Continuation.BufferingPolicy
    ) async -> (nanoseconds: Double, received: Int) {
      _ = await streamOnMain(sends: Timing.count(100_000), burst: burst, policy: policy)
      var runs: [(nanoseconds: Double, received: Int)] = []
      for _ in 0..<3 {
        runs.append(await streamOnMain(sends: Timing.count(1_000_000), burst: burst, policy: policy))
      }
      return runs.sorted { $0.nanoseconds < $1.nanoseconds }[1]
    }
    let every = await onMain(burst: Timing.count(1_000_000), policy: .unbounded)
    precondition(
      every.received == Timing.count(1_000_000) + 1, "the consumer on the main actor missed states")
    let latest = await onMain(burst: 1_000, policy: .bufferingNewest(1))
    return [
      Row(
        id: "6", name: "store.states() consumer receiving 1,000,000 states", nanoseconds: time,
        figure: Format.decimal(1e9 / time / 1e6, 2) + " M states/s"),
      Row(
        id: "6m", name: "store.states() consumer on the main actor receiving 1,000,000 states",
        nanoseconds: every.nanoseconds,
        figure: Format.decimal(1e9 / every.nanoseconds / 1e6, 2) + " M states/s",
        bar: "≤ 2 µs (issue 18)", passed: every.nanoseconds <= 2_000),
      Row(
        id: "6c",
        name:
          "states(bufferingPolicy: .bufferingNewest(1)) on the main actor, 1,000,000 sends in jobs of 1,000",
        nanoseconds: latest.nanoseconds,
        figure: "\(Format.grouped(latest.received)) states received (the latest of each job)"),
    ]
  }

  /// 7: the memory of one idle store.
  static let idleStore = Case(number: "7", key: "idle-store") { _ in
    let count = 10_000
    var stores: [Store<Counter>] = []
    stores.reserveCapacity(count)
    let before = Memory.allocatedBytes() ?? 0
    for _ in 0..<count { stores.append(Store(Counter(), initialState: .init())) }
    let after = Memory.allocatedBytes() ?? 0
    blackHole(stores)
    return [
      Row(
        id: "7", name: "memory of one idle store (10,000 stores)",
        figure: Format.grouped((after - before) / count) + " B per store (malloc in use)",
        bar: "≤ 600 B (issue 18)", passed: (after - before) / count <= 600),
      idleScopedStoreRow(),
      readRowStoreRow(),
    ]
  }

  /// 7r: what a row store keeps once a view read one field through it (the field's tracker and
  /// what it registers with), beyond the idle store of 7s.
  ///
  /// 10,000 row stores from `scope(each:)`, each read once inside `withObservationTracking` and
  /// the row changed once (so the observation was registered, told and ended).
  @MainActor
  static func readRowStoreRow() -> Row {
    let count = 10_000
    let parent = Store(Parent(), initialState: Parent.state(children: count))
    let rows = parent.scope(each: \.rows, intent: { .row(id: $0, $1) })
    let before = Memory.allocatedBytes() ?? 0
    for row in rows {
      withObservationTracking {
        blackHole(row.store.count)
      } onChange: {
      }
      row.store.send(.increment)
    }
    let after = Memory.allocatedBytes() ?? 0
    blackHole(rows)
    return Row(
      id: "7r", name: "memory a row store keeps after one field read (10,000 rows, each read once)",
      figure: Format.grouped((after - before) / count) + " B per row store (malloc in use)")
  }

  /// 7s: the memory of one idle scoped store, a row's store in a list, say.
  ///
  /// 10,000 stores scoped from one root to the same child and held, none of them read: what a
  /// list of 10,000 row views pays for its stores before any of them draws.
  @MainActor
  static func idleScopedStoreRow() -> Row {
    let count = 10_000
    let root = Store(Level(inner: Leaf()), initialState: .init(inner: .init()))
    var stores: [Store<Leaf>] = []
    stores.reserveCapacity(count)
    let before = Memory.allocatedBytes() ?? 0
    for _ in 0..<count { stores.append(root.down()) }
    let after = Memory.allocatedBytes() ?? 0
    blackHole(stores)
    return Row(
      id: "7s", name: "memory of one idle scoped store (10,000 stores of one child)",
      figure: Format.grouped((after - before) / count) + " B per store (malloc in use)",
      bar: "≤ 200 B (issue 12)", passed: (after - before) / count <= 200)
  }

  /// 8: a send through a store scoped 10 levels deep, against one scoped 1 level deep.
  ///
  /// Both go into the same tree of 10 nested features (`Level`, each presenting the next as an
  /// optional child) down to the leaf, so the feature code (10 nested reduces) is the same; what
  /// differs is only the depth of the scoped store the send and its observer go through.
  static let nestedScoping = Case(number: "8", key: "nested-scoping") { _ in
    let root = Store(Tree.tree, initialState: Tree.initialState)
    // One level: a view of the first child, sending an intent for the leaf and observing the
    // leaf's value through a key path.
    let one = root.down()
    let oneObserver = Observer {
      blackHole(one[observing: \.inner?.inner?.inner?.inner?.inner?.inner?.inner?.inner?.inner?.value])
    }
    let shallow = Timing.nanosecondsPerOperation(operations: 1_000_000) { count in
      for _ in 0..<count {
        one.send(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment))))))))))
      }
    }
    oneObserver.stop()
    // Ten levels: a view of the leaf.
    let leaf = root.down().down().down().down().down().down().down().down().down().down()
    let leafObserver = Observer { blackHole(leaf.value) }
    let deep = Timing.nanosecondsPerOperation(operations: 1_000_000) { count in
      for _ in 0..<count { leaf.send(.increment) }
    }
    leafObserver.stop()
    // The same sends with no observer: the cost of the send path alone.
    let shallowSends = Timing.nanosecondsPerOperation(operations: 1_000_000) { count in
      for _ in 0..<count {
        one.send(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment))))))))))
      }
    }
    // The bar of 8b (issue 53): the leaf's send against bare nested closures of the same depth,
    // the send an app would write by hand, each closure wrapping the intent in its parent's case
    // and calling the next, down to the store one level deep; timed in alternating rounds, so
    // that the machine's speed, which decides what a call costs, falls on both.
    let closures = embed(embed(embed(embed(embed(embed(embed(embed(embed({ _ = one.send($0) })))))))))
    let (deepSends, closureSends) = await Timing.nanosecondsPerOperation(
      operations: 1_000_000,
      alternating: { count in
        for _ in 0..<count { leaf.send(.increment) }
      },
      { count in
        for _ in 0..<count { closures(.increment) }
      })
    // What each of the 9 levels between the store one level deep and the leaf's adds.
    let perLevel = (deepSends - shallowSends) / 9
    return [
      Row(
        id: "8", name: "send through a store scoped 10 levels deep (observer of the leaf's value)",
        nanoseconds: deep, baselineName: "scoped 1 level deep (observer of the same value)",
        baselineNanoseconds: shallow, bar: "≤ 1.5×", passed: deep / shallow <= 1.5),
      Row(
        id: "8b", name: "send through a store scoped 10 levels deep, no observer", nanoseconds: deepSends,
        baselineName: "bare nested closures of the same depth (alternating rounds)",
        baselineNanoseconds: closureSends,
        figure: "scoped 1 level deep: " + Format.decimal(shallowSends, 1) + " ns; "
          + Format.decimal(perLevel, 2)
          + " ns a level", bar: "≤ 1.1× (issue 53)", passed: deepSends / closureSends <= 1.1),
    ]
  }

  /// The send of the child one level down, as a bare closure around its parent's send (case 8b's
  /// baseline).
  @inline(never)
  static func embed<Inner: Feature>(
    _ send: @escaping (Level<Inner>.Intent) -> Void
  ) -> (Inner.Intent) -> Void where Inner.Intent: Sendable, Inner.Action == Inner.Intent {
    { send(.inner($0)) }
  }

  /// 9: 5,000 characters pasted into the form's name field, through the terminal app as the demo
  /// runs it: the bytes in reads of 4,096 (as the reading thread reads them) decoded by
  /// `KeyDecoder` on a scripted terminal, each read's keys applied as one burst, the characters
  /// sent as one "name changed" intent, the screen (100×30) rendered and diffed once per burst.
  /// The time is from the first read to the app's end. The baseline is the path before bursts:
  /// one read per key, each key one intent and one draw.
  static let paste = Case(number: "9", key: "paste") { _ in
    let text = String(repeating: "a", count: 5_000)
    let bytes = Array(text.utf8)
    let size = TerminalSize(rows: 30, columns: 100)
    /// The median time of one paste delivered in reads of `readSize` bytes.
    @MainActor func pasteTime(readSize: Int, byRuns: Bool, rounds: Int) async -> Double {
      await Timing.nanosecondsPerOperation(operations: 1, rounds: rounds) { count in
        for _ in 0..<count {
          let reads = stride(from: 0, to: bytes.count, by: readSize).map {
            Array(bytes[$0..<min($0 + readSize, bytes.count)])
          }
          let terminal = Terminal.scripted(reads, size: size) { blackHole($0) }
          let app = PasteForm.app(byRuns: byRuns)
          _ = await app.run(on: terminal)
          precondition(app.store.state.name == text, "the paste did not arrive whole")
        }
      }
    }
    let burst = await pasteTime(readSize: 4_096, byRuns: true, rounds: Timing.rounds)
    let perKey = await pasteTime(readSize: 1, byRuns: false, rounds: 3)
    return [
      Row(
        id: "9", name: "paste of 5,000 characters into the form's field (terminal app, key decoder, render)",
        nanoseconds: burst, baselineName: "one read, intent and draw per key", baselineNanoseconds: perKey,
        figure: Format.decimal(burst / 1e6, 2) + " ms per paste; per key: " + Format.decimal(perKey / 1e6, 0)
          + " ms",
        bar: "≤ 100 ms", passed: burst <= 100_000_000)
    ]
  }
}
