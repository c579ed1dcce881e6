import MVI
import Observation

/// The counter of case 1 as a plain `@Observable` model mutated by a method: the MV pattern of
/// seed 003, which a user would write instead of a store.
@MainActor
@Observable
final class CounterModel {
  var count = 0
  var other = 0

  func increment() { count &+= 1 }
}

/// A list of rows as a plain `@Observable` model: the rows are values in an array, as an MV
/// model keeps them.
@MainActor
@Observable
final class RowsModel {
  var rows: [ListRow.State]
  var title = "Children"

  init(children: Int) {
    rows = (0..<children).map { ListRow.State(id: $0) }
  }

  func increment(row index: Int) { rows[index].count &+= 1 }
}

extension Case {
  /// 13: the store against the plain `@Observable` model it replaces, the same counter each,
  /// (a) unobserved, (b) observed as a SwiftUI view observes (read inside
  /// `withObservationTracking`, read again in every invalidation), (c) observed on another field;
  /// and a list of 1,000 rows where one row changes: its row view observing it, unobserved, and
  /// observed by the view of another row. (g) and (h) are (b) and (d) with the views reading again
  /// after each change, as SwiftUI renders, rather than inside the invalidation (where a model's
  /// observer still reads the old value, and the whole notification runs inside the change).
  ///
  /// Each pair is timed in alternating rounds (``Timing/nanosecondsPerOperation(operations:alternating:_:settling:)``),
  /// both sides set up beside each other.
  static let observablePair = Case(number: "13", key: "observable-pair") { _ in
    let operations = 1_000_000
    let unobservedModel = CounterModel()
    let unobservedStore = Store(Counter(), initialState: .init())
    let (modelUnobserved, storeUnobserved) = await Timing.nanosecondsPerOperation(
      operations: operations,
      alternating: { count in
        for _ in 0..<count { unobservedModel.increment() }
        blackHole(unobservedModel.count)
      },
      { count in
        for _ in 0..<count { unobservedStore.send(.increment) }
      })

    let model = CounterModel()
    let store = Store(Counter(), initialState: .init())
    let (modelObserved, storeObserved) = await counterSends(
      model, Observer { blackHole(model.count) }, store, Observer { blackHole(store.count) },
      operations: operations)
    let otherModel = CounterModel()
    let otherStore = Store(Counter(), initialState: .init())
    let (modelOther, storeOther) = await counterSends(
      otherModel, Observer { blackHole(otherModel.other) }, otherStore,
      Observer { blackHole(otherStore.other) },
      operations: operations)

    let (storeRow, modelRow) = await rowSends(observing: 0, operations: operations)
    let (storeRowUnobserved, modelRowUnobserved) = await rowSends(observing: nil, operations: operations)
    let (storeOtherRow, modelOtherRow) = await rowSends(observing: 1, operations: operations)

    let renderedModel = CounterModel()
    let renderedStore = Store(Counter(), initialState: .init())
    let (modelRendered, storeRendered) = await counterSends(
      renderedModel, Observer(perFrame: true) { blackHole(renderedModel.count) }, renderedStore,
      Observer(perFrame: true) { blackHole(renderedStore.count) }, operations: operations)
    let (storeRowRendered, modelRowRendered) = await rowSends(
      observing: 0, rendered: true, operations: operations)

    func pair(_ id: String, _ name: String, store: Double, model: Double, bar: String, limit: Double?) -> Row
    {
      Row(
        id: id, name: name, nanoseconds: store, baselineName: "@Observable model", baselineNanoseconds: model,
        bar: bar, passed: limit.map { store / model <= $0 })
    }
    return [
      pair(
        "13a", "counter, unobserved: send against a model method", store: storeUnobserved,
        model: modelUnobserved,
        bar: "< 1× (issue 30)", limit: 1),
      pair(
        "13b", "counter, observed like a SwiftUI view: send against a model method", store: storeObserved,
        model: modelObserved, bar: "≤ 1.0× (issue 30)", limit: 1),
      pair(
        "13c", "counter, the observer on another field", store: storeOther, model: modelOther,
        bar: "< 1× (issue 30)", limit: 1),
      pair(
        "13d", "1,000 rows, one changes, its row view observing it", store: storeRow, model: modelRow,
        bar: "≤ 1.0×", limit: 1),
      pair(
        "13e", "1,000 rows, one changes, unobserved", store: storeRowUnobserved, model: modelRowUnobserved,
        bar: "< 1×", limit: 1),
      pair(
        "13f", "1,000 rows, one changes, the view of another row observing it", store: storeOtherRow,
        model: modelOtherRow, bar: "< 1×", limit: 1),
      pair(
        "13g", "counter, its view read again after each change, as SwiftUI renders", store: storeRendered,
        model: modelRendered, bar: "", limit: nil),
      pair(
        "13h", "1,000 rows, one changes, its row view read again after each change", store: storeRowRendered,
        model: modelRowRendered, bar: "", limit: nil),
    ]
  }
}

/// A parent store of 1,000 rows and the stores of its rows, from `scope(each:)`.
@MainActor
func listRowStores() -> (parent: Store<Parent>, rows: [IdentifiedStore<ListRow>]) {
  let parent = Store(Parent(), initialState: Parent.state(children: 1_000))
  return (parent, parent.scope(each: \.rows, intent: { .row(id: $0, $1) }))
}

/// The time of the counter's change, observed by `modelObserver` and `storeObserver`: made by
/// the model's method, and sent to the store; the two timed in alternating rounds, then the
/// observers stopped.
///
/// Observers made with `perFrame` read again after each change, not inside its invalidation.
@MainActor
func counterSends(
  _ model: CounterModel, _ modelObserver: Observer, _ store: Store<Counter>, _ storeObserver: Observer,
  operations: Int
) async -> (model: Double, store: Double) {
  defer {
    modelObserver.stop()
    storeObserver.stop()
  }
  let (modelTime, storeTime) = await Timing.nanosecondsPerOperation(
    operations: operations,
    alternating: { count in
      for _ in 0..<count {
        model.increment()
        modelObserver.renderIfNeeded()
      }
    },
    { count in
      for _ in 0..<count {
        store.send(.increment)
        storeObserver.renderIfNeeded()
      }
    })
  return (modelTime, storeTime)
}

/// The time of a change to row 0 of 1,000, with the view of row `observed` observing it (no view
/// when `nil`): sent through the row's store, and made by the model's method; the two timed in
/// alternating rounds.
///
/// - Parameter rendered: Whether the views read again after each change (as SwiftUI renders),
///   rather than inside its invalidation.
@MainActor
func rowSends(observing observed: Int?, rendered: Bool = false, operations: Int) async -> (
  store: Double, model: Double
) {
  let model = RowsModel(children: 1_000)
  let modelObserver = observed.map { index in
    Observer(perFrame: rendered) { blackHole(model.rows[index].count) }
  }
  let (parent, rows) = listRowStores()
  let storeObserver = observed.map { index in
    let row = rows[index].store
    return Observer(perFrame: rendered) { blackHole(row.count) }
  }
  defer {
    modelObserver?.stop()
    storeObserver?.stop()
  }
  let row = rows[0].store
  let (modelTime, storeTime) = await Timing.nanosecondsPerOperation(
    operations: operations,
    alternating: { count in
      for _ in 0..<count {
        model.increment(row: 0)
        modelObserver?.renderIfNeeded()
      }
      blackHole(model.rows[0].count)
    },
    { count in
      for _ in 0..<count {
        row.send(.increment)
        storeObserver?.renderIfNeeded()
      }
    })
  blackHole(parent.state.rows[0].count)
  return (storeTime, modelTime)
}

/// One side of case 13b, 13d or 8b run alone, untimed (`--observed-side`): to profile the store's
/// observed send and the model's apart. Each operation is one call of ``observedStep(_:)``, where
/// `Benchmarks/Tools/return-stack.py` measures how deep it calls.
struct ObservedSide {
  /// The sides there are.
  static let names = [
    "model", "store", "rows-model", "rows-store", "rows-store-unobserved", "leaf-sends", "one-level-sends",
  ]

  /// `model` or `store` (13b), `rows-model` or `rows-store` (13d), `rows-store-unobserved` (13e);
  /// `leaf-sends` and `one-level-sends`, the two sides of case 8b (a send from the store of the
  /// leaf, 10 levels deep, and the same intent from the store 1 level deep).
  var name: String
  var operations: Int

  @MainActor
  func run() {
    switch name {
    case "model":
      let model = CounterModel()
      let observer = Observer { blackHole(model.count) }
      repeatSteps { model.increment() }
      observer.stop()
    case "store":
      let store = Store(Counter(), initialState: .init())
      let observer = Observer { blackHole(store.count) }
      repeatSteps { store.send(.increment) }
      observer.stop()
    case "rows-model":
      let model = RowsModel(children: 1_000)
      let observer = Observer { blackHole(model.rows[0].count) }
      repeatSteps { model.increment(row: 0) }
      observer.stop()
    case "leaf-sends":
      let root = Store(Tree.tree, initialState: Tree.initialState)
      let leaf = root.down().down().down().down().down().down().down().down().down().down()
      repeatSteps { leaf.send(.increment) }
    case "one-level-sends":
      let root = Store(Tree.tree, initialState: Tree.initialState)
      let one = root.down()
      repeatSteps {
        one.send(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment))))))))))
      }
    case "rows-store-unobserved":
      let (parent, rows) = listRowStores()
      let row = rows[0].store
      repeatSteps { row.send(.increment) }
      blackHole(parent.state.rows[0].count)
    default:
      precondition(name == "rows-store", "no side named \(name)")
      let (parent, rows) = listRowStores()
      let row = rows[0].store
      let observer = Observer { blackHole(row.count) }
      repeatSteps { row.send(.increment) }
      observer.stop()
      blackHole(parent.state.rows[0].count)
    }
  }

  @MainActor
  private func repeatSteps(_ step: @MainActor () -> Void) {
    for _ in 0..<operations { observedStep(step) }
  }
}

/// One operation of an observed side: a call of its own, so that a tool can find where an
/// operation starts and ends.
@MainActor
@inline(never)
func observedStep(_ step: @MainActor () -> Void) {
  step()
}
