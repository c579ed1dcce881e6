import Foundation
import MVI
import MVIPersistence
import MVITesting
import Testing

/// The loop with persistence: a load is an action, a save a debounced effect off the send path,
/// a change by another store an action; the state changes only in `reduce`.
@MainActor
@Suite struct PersistedEffectsTests {
  @Test func aLoadIsAnAction() async throws {
    let storage = InMemoryPersistence()
    try Persisted<String>(key: "note", in: storage).write("hello")
    let store = TestStore(Notes(note: Persisted(key: "note", in: storage)), initialState: .init())
    await store.send(.viewAppeared)
    await store.receive(.loaded(.success("hello"))) { $0.text = "hello" }
    await store.finish()
  }

  @Test func nothingSavedLoadsAsNilAndTheStateKeepsItsDefaults() async {
    let store = TestStore(Notes(note: Persisted(key: "note")), initialState: .init())
    await store.send(.viewAppeared)
    await store.receive(.loaded(.success(nil)))
    await store.finish()
  }

  @Test func anUnreadableSaveIsReportedAndTheStateStartsFromDefaults() async throws {
    let storage = InMemoryPersistence()
    try storage.update("note") { _ in Data([0xff, 0xfe]) }
    let store = TestStore(Notes(note: Persisted(key: "note", in: storage)), initialState: .init())
    await store.send(.viewAppeared)
    let error = PersistenceError.corrupt(
      key: "note", movedTo: "note.aside-1",
      reason: "not JSON: The given data was not valid JSON.")
    await store.receive(.loaded(.failure(error))) { $0.error = error }
    await store.finish()
    #expect(storage.keys == ["note.aside-1"])
  }

  @Test func typingSavesOnceAfterThePauseWithTheLastText() async throws {
    let clock = TestClock()
    let storage = InMemoryPersistence()
    let note = Persisted<String>(key: "note", in: storage, debounce: .milliseconds(300), clock: clock)
    let store = TestStore(Notes(note: note), initialState: .init())
    await store.send(.typed("h")) { $0.text = "h" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.typed("hi")) { $0.text = "hi" }
    await clock.advance(by: .milliseconds(200))
    #expect(try note.stored() == nil)
    await clock.advance(by: .milliseconds(100))
    await store.finish()
    #expect(try note.stored() == "hi")
    // One write: revision 1.
    #expect(
      String(decoding: try #require(try storage.read("note")), as: UTF8.self).contains(#""revision":1"#))
  }

  /// A store whose save of "draft" failed on a full disk, waiting 5 s on the clock to retry.
  func draftThatFailedOnAFullDisk() async -> (
    clock: TestClock, storage: FailingPersistence, note: Persisted<String>, store: TestStore<Notes>
  ) {
    let clock = TestClock()
    let storage = FailingPersistence()
    let note = Persisted<String>(key: "note", in: storage, retryDelay: .seconds(5), clock: clock)
    let store = TestStore(Notes(note: note), initialState: .init())
    storage.fail(with: .noSpace(key: "note"))
    await store.send(.typed("draft")) { $0.text = "draft" }
    await store.receive(.saveFailed(.noSpace(key: "note"))) { $0.error = .noSpace(key: "note") }
    return (clock, storage, note, store)
  }

  @Test func aFullDiskIsReportedTheStateIsKeptAndTheSaveRetried() async throws {
    let (clock, storage, note, store) = await draftThatFailedOnAFullDisk()
    await clock.advance(by: .seconds(5))
    await store.receive(.saveFailed(.noSpace(key: "note")))
    storage.fail(with: nil)
    await clock.advance(by: .seconds(5))
    await store.receive(.saveRecovered) { $0.error = nil }
    await store.finish()
    #expect(try note.stored() == "draft")
  }

  @Test func aNewerSaveReplacesOneThatIsRetrying() async throws {
    let clock = TestClock()
    let storage = FailingPersistence()
    let note = Persisted<String>(key: "note", in: storage, retryDelay: .seconds(5), clock: clock)
    let store = TestStore(Notes(note: note), initialState: .init())
    storage.fail(with: .notWritable(key: "note", path: "/ro"))
    await store.send(.typed("a")) { $0.text = "a" }
    await store.receive(.saveFailed(.notWritable(key: "note", path: "/ro"))) {
      $0.error = .notWritable(key: "note", path: "/ro")
    }
    storage.fail(with: nil)
    await store.send(.typed("ab")) { $0.text = "ab" }
    await clock.advance(by: .seconds(5))  // the first save wakes, sees the newer one, and stops
    await store.finish()
    #expect(try note.stored() == "ab")
  }

  @Test func twoStoresOfOneKeySeeEachOthersChangesButNotTheirOwn() async throws {
    let storage = InMemoryPersistence()
    let first = TestStore(Notes(note: Persisted(key: "note", in: storage)), initialState: .init())
    let second = TestStore(Notes(note: Persisted(key: "note", in: storage)), initialState: .init())
    await first.send(.startWatching)
    await second.send(.startWatching)
    await first.send(.typed("from the first")) { $0.text = "from the first" }
    await second.receive(.changedElsewhere(.success("from the first"))) { $0.text = "from the first" }
    await second.send(.typed("from the second")) { $0.text = "from the second" }
    await first.receive(.changedElsewhere(.success("from the second"))) { $0.text = "from the second" }
    await first.send(.resetTapped) { $0 = .init() }
    await second.receive(.changedElsewhere(.success(nil))) { $0.text = "" }
    await first.send(.stopWatching)
    await second.send(.stopWatching)
    await first.finish()
    await second.finish()
  }

  @Test func aFlushWritesTheSaveWaitingOutItsDebounceAndItsTaskWritesNothingMore() async throws {
    let clock = TestClock()
    let storage = InMemoryPersistence()
    let note = Persisted<String>(key: "note", in: storage, debounce: .milliseconds(300), clock: clock)
    let store = TestStore(Notes(note: note), initialState: .init())
    await store.send(.typed("h")) { $0.text = "h" }
    await store.send(.typed("hi")) { $0.text = "hi" }
    try note.flush()
    #expect(try note.stored() == "hi")
    await clock.advance(by: .milliseconds(300))
    await store.finish()
    // One write: the flush's.
    #expect(
      String(decoding: try #require(try storage.read("note")), as: UTF8.self).contains(#""revision":1"#))
    try note.flush()
    #expect(
      String(decoding: try #require(try storage.read("note")), as: UTF8.self).contains(#""revision":1"#),
      "a second flush with nothing waiting wrote again")
  }

  @Test func aFlushWritesASaveWhoseWorkHasNotStarted() async throws {
    let storage = InMemoryPersistence()
    let note = Persisted<String>(key: "note", in: storage, debounce: .seconds(3600))
    // What a feature's `handle` returns for the last key before the app quits: made, not yet run.
    let effect: Effect<Notes.Action, Never> = note.save("last words", failed: { .saveFailed($0) })
    try note.flush()
    #expect(try note.stored() == "last words")
    _ = effect
  }

  @Test func aFlushRemovesWhatARemovalWaitingToRunWouldRemove() async throws {
    let storage = InMemoryPersistence()
    let note = Persisted<String>(key: "note", in: storage)
    try note.write("old")
    let effect: Effect<Notes.Action, Never> = note.remove { .saveFailed($0) }
    try note.flush()
    #expect(try note.stored() == nil)
    #expect(storage.keys.isEmpty)
    _ = effect
  }

  @Test func aFlushDuringARetryThrowsItsFailureThenWritesAndTheSaveRecovers() async throws {
    let (clock, storage, note, store) = await draftThatFailedOnAFullDisk()
    #expect(throws: PersistenceError.noSpace(key: "note")) { try note.flush() }
    storage.fail(with: nil)
    try note.flush()
    #expect(try note.stored() == "draft")
    await clock.advance(by: .seconds(5))
    await store.receive(.saveRecovered) { $0.error = nil }
    await store.finish()
    #expect(
      String(decoding: try #require(try storage.read("note")), as: UTF8.self).contains(#""revision":1"#))
  }

  @Test(.timeLimit(.minutes(1)))
  func aSaveWaitingToRetryWhenTheStoreGoesAwayIsTriedOnceMoreAtOnce() async throws {
    let storage = FailingPersistence()
    let note = Persisted<String>(key: "note", in: storage, retryDelay: .seconds(3600))
    let changes = storage.changes(of: "note")
    let failed = AsyncStream.makeStream(of: Void.self)
    do {
      let store = Store(Notes(note: note), initialState: .init())
      storage.fail(with: .noSpace(key: "note"))
      let listening = store.subscribe { state in if state.error != nil { failed.continuation.yield() } }
      store.send(.typed("kept"))
      for await _ in failed.stream { break }  // the write failed; the save waits to retry
      listening.cancel()
      storage.fail(with: nil)  // room again, and the tab is closed
    }
    for await _ in changes { break }
    #expect(try note.stored() == "kept")
  }

  @Test func aSaveWaitingWhenTheStoreGoesAwayIsWrittenAtOnce() async throws {
    let storage = InMemoryPersistence()
    let note = Persisted<String>(key: "note", in: storage, debounce: .seconds(3600))
    let changes = storage.changes(of: "note")
    do {
      let store = Store(Notes(note: note), initialState: .init())
      store.send(.typed("unsaved"))
    }
    for await _ in changes { break }  // the write, not a clock, ends the wait
    #expect(try note.stored() == "unsaved")
  }
}
