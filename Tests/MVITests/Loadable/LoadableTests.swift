import MVI
import Testing

@MainActor
struct LoadableTests {
  typealias Names = Loadable<[String]>

  let failure = LoadingError(message: "offline")

  @Test func idleHasNothing() {
    let names = Names.idle
    #expect(names.value == nil)
    #expect(names.loadedValue == nil)
    #expect(!names.isLoading)
    #expect(!names.isLoaded)
    #expect(names.error == nil)
  }

  @Test func loadedHasItsValue() {
    let names = Names.loaded(["a"])
    #expect(names.value == ["a"])
    #expect(names.loadedValue == ["a"])
    #expect(!names.isLoading)
    #expect(names.isLoaded)
    #expect(names.error == nil)
  }

  @Test func loadingShowsTheValueItKept() {
    let fresh: Names = .loading
    #expect(fresh == .loading(previous: nil))
    #expect(fresh.isLoading)
    #expect(fresh.value == nil)
    let refreshing = Names.loading(previous: ["old"])
    #expect(refreshing.isLoading)
    #expect(refreshing.value == ["old"])
    #expect(refreshing.loadedValue == nil)
    #expect(!refreshing.isLoaded)
    #expect(refreshing.error == nil)
  }

  @Test func failedHasItsErrorAndTheValueItKept() {
    let names = Names.failed(failure, previous: ["old"])
    #expect(names.error == failure)
    #expect(names.value == ["old"])
    #expect(names.loadedValue == nil)
    #expect(!names.isLoading)
    #expect(!names.isLoaded)
    #expect(Names.failed(failure) == .failed(failure, previous: nil))
    #expect(Names.failed(failure).value == nil)
  }

  @Test func startLoadingKeepsTheValueUnlessToldNot() {
    var names = Names.loaded(["a"])
    names.startLoading()
    #expect(names == .loading(previous: ["a"]))
    names.startLoading()  // still loading: the kept value stays
    #expect(names == .loading(previous: ["a"]))
    var dropped = Names.loaded(["a"])
    dropped.startLoading(keepingValue: false)
    #expect(dropped == .loading(previous: nil))
    var fromFailure = Names.failed(failure, previous: ["b"])
    fromFailure.startLoading()
    #expect(fromFailure == .loading(previous: ["b"]))
    var fromIdle = Names.idle
    fromIdle.startLoading()
    #expect(fromIdle == .loading)
  }

  @Test func failKeepsTheValueUnlessToldNot() {
    var names = Names.loading(previous: ["a"])
    names.fail(Boom(code: 2))
    #expect(names == .failed(LoadingError(message: "boom 2"), previous: ["a"]))
    var dropped = Names.loaded(["a"])
    dropped.fail(failure, keepingValue: false)
    #expect(dropped == .failed(failure, previous: nil))
  }

  @Test func mapTransformsTheValueAndKeepsThePhase() throws {
    #expect(Names.idle.map(\.count) == .idle)
    #expect(Names.loading.map(\.count) == .loading)
    #expect(Names.loading(previous: ["a", "b"]).map(\.count) == .loading(previous: 2))
    #expect(Names.loaded(["a"]).map(\.count) == .loaded(1))
    #expect(Names.failed(failure, previous: ["a"]).map(\.count) == .failed(failure, previous: 1))
    #expect(Names.failed(failure).map(\.count) == .failed(failure))
    #expect(throws: Boom.self) {
      _ = try Names.loaded(["a"]).map { _ -> Int in throw Boom() }
    }
    // Nothing to transform: the closure is not called, nothing is thrown.
    #expect(try Names.loading.map { _ -> Int in throw Boom() } == .loading)
  }

  @Test func equalityComparesPhaseErrorAndValue() {
    #expect(Names.loaded(["a"]) == .loaded(["a"]))
    #expect(Names.loaded(["a"]) != .loaded(["b"]))
    #expect(Names.loaded(["a"]) != .loading(previous: ["a"]))
    #expect(Names.failed(failure) != .failed(LoadingError(message: "other")))
    #expect(Names.idle != .loading)
    #expect(Set([Names.idle, .idle, .loaded([])]).count == 2)
  }

  @Test func loadingErrorKeepsTheMessageOfTheErrorItWraps() {
    #expect(LoadingError(Boom(code: 3)).message == "boom 3")
    #expect(LoadingError(failure) == failure)
    enum Plain: Error { case timedOut }
    #expect(LoadingError(Plain.timedOut).message == "timedOut")
    #expect(LoadingError(message: "offline").description == "offline")
    let wrapped: any Error = LoadingError(message: "as any error")
    #expect(LoadingError(wrapped).message == "as any error")
  }
}
