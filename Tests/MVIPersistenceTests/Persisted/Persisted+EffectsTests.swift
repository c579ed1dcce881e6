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
    // One write.
    #expect(try storage.read("note").map { String(decoding: $0, as: UTF8.self).contains("\"hi\"") } == true)
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
    let flushed = try Self.revision(of: "note", in: storage)
    await clock.advance(by: .milliseconds(300))
    await store.finish()
    // One write: the flush's.
    #expect(try Self.revision(of: "note", in: storage) == flushed)
    try note.flush()
    #expect(
      try Self.revision(of: "note", in: storage) == flushed, "a second flush with nothing waiting wrote again"
    )
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
    let flushed = try Self.revision(of: "note", in: storage)
    await clock.advance(by: .seconds(5))
    await store.receive(.saveRecovered) { $0.error = nil }
    await store.finish()
    #expect(try Self.revision(of: "note", in: storage) == flushed)
  }

  // A guard against a hang, not a measure: under the thread sanitizer the suite's property checks
  // hold the main actor, which the store needs, for a minute and more.
  @Test(.timeLimit(.minutes(5)))
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

  // MARK: Atomic updates (issue 52, items 1 and 7)

  @Test func updatesOfTwoStoresAtOnceLoseNothingAndSendWhatIsStored() async throws {
    let storage = InMemoryPersistence()
    let first = Persisted<Set<Int>>(key: "likes", in: storage)
    let second = Persisted<Set<Int>>(key: "likes", in: storage)
    let stores = [first, second].map { Store(Likes(likes: $0), initialState: .init()) }
    var sends: [StoreTask] = []
    for id in 0..<300 {
      sends.append(stores[0].send(.liked(id)))
      sends.append(stores[1].send(.liked(id + 1000)))
      await Task.yield()
    }
    // Every update written (a busy machine may still be writing when the last send returns).
    for send in sends { await send.finish() }
    for store in stores { await store.send(.finished).finish() }
    #expect(try first.stored() == Set(0..<300).union(1000..<1300))
  }

  @Test func updatesWithinTheDebounceAreAppliedTogetherAndOneResultIsSent() async throws {
    let clock = TestClock()
    let likes = Persisted<Set<Int>>(key: "likes", debounce: .milliseconds(300), clock: clock)
    try likes.write([7])
    let store = TestStore(Likes(likes: likes), initialState: .init())
    await store.send(.liked(1))
    await store.send(.liked(2))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.stored(.success([1, 2, 7]))) { $0.liked = [1, 2, 7] }
    await store.finish()
  }

  @Test func aFailedUpdateIsSentAndRetriedAndAFlushWritesIt() async throws {
    let clock = TestClock()
    let storage = FailingPersistence()
    let likes = Persisted<Set<Int>>(key: "likes", in: storage, retryDelay: .seconds(5), clock: clock)
    let store = TestStore(Likes(likes: likes), initialState: .init())
    storage.fail(with: .noSpace(key: "likes"))
    await store.send(.liked(1))
    await store.receive(.stored(.failure(.noSpace(key: "likes")))) { $0.error = .noSpace(key: "likes") }
    storage.fail(with: nil)
    try likes.flush()
    #expect(try likes.stored() == [1])
    // The retry finds it written and sends what is stored.
    await clock.advance(by: .seconds(5))
    await store.receive(.stored(.success([1]))) {
      $0.liked = [1]
      $0.error = nil
    }
    await store.finish()
  }

  @Test func twoProcessesAdding300ItemsEachThroughTheFeedsPatternEndWith600() async throws {
    let folder = try TemporaryDirectory()
    async let first = Probe.run(["add", folder.path, "likes", "0", "300"])
    async let second = Probe.run(["add", folder.path, "likes", "1000", "300"])
    let outcomes = try await [first, second]
    #expect(outcomes.map(\.status) == [0, 0], "\(outcomes.map(\.errors))")
    let stored = try Persisted<Set<Int>>(key: "likes", in: FilePersistence(directory: folder.path)).stored()
    #expect(stored == Set(0..<300).union(1000..<1300))
  }

  @Test func everyChangeOfTheProcessWaitingOutItsDebounceIsWrittenByOneFlush() async throws {
    // In a process of its own: `PendingSaves` is the whole process's.
    let folder = try TemporaryDirectory()
    let outcome = try await Probe.run(["pending", folder.path, "likes"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "2 0 0 [[1, 2], [3]]\n")
  }

  @Test func aFlushWritesAnUpdateAnEffectAskedForAndTheResultIsStillSent() async throws {
    // An effect's update waiting out its debounce when the app goes to the background.
    let clock = TestClock()
    let likes = Persisted<Set<Int>>(key: "likes", debounce: .seconds(3600), clock: clock)
    let store = TestStore(Likes(likes: likes), initialState: .init())
    await store.send(.likedInEffect(5))
    await clock.waitForSleepers(1)
    try likes.flush()
    #expect(try likes.stored() == [5])
    await clock.advance(by: .seconds(3600))
    await store.receive(.stored(.success([5]))) { $0.liked = [5] }
    await store.finish()
  }

  // MARK: Sharing without echoes (issue 52, item 11)

  @Test func twoStoresOfTheSharingPatternEditingAtOnceKeepBothEditsAndEchoNothing() async throws {
    let folder = try TemporaryDirectory()
    let clock = TestClock()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(1), clock: clock)
    let first = Persisted<[String: String]>(key: "groceries", in: storage)
    let second = Persisted<[String: String]>(key: "groceries", in: storage)
    try first.write(["eggs": "Eggs", "milk": "Milk"])
    let stores = [first, second].map { Store(ShoppingList(saved: $0), initialState: .init()) }
    for store in stores { store.send(.launched) }
    while stores.contains(where: { $0.state.items.isEmpty }) { await Task.yield() }
    let revision = try Self.revision(of: "groceries", in: folder)
    stores[0].send(.renamed(id: "eggs", to: "Free-range eggs"))
    stores[1].send(.renamed(id: "milk", to: "Oat milk"))
    let both = ["eggs": "Free-range eggs", "milk": "Oat milk"]
    // Each store sees the other's write at once (same process), and polls find nothing more.
    while stores.contains(where: { $0.state.items != both }) {
      await clock.advance(by: .seconds(1))
      await Task.yield()
    }
    #expect(try first.stored() == both)
    // Two edits, two writes: nothing received was saved back.
    #expect(try Self.revision(of: "groceries", in: folder) == revision + 2)
    for store in stores { await store.send(.closed).finish() }
  }

  @Test func aStoreThatSavesItsStateOnChangeDoesNotSaveBackWhatItReceived() async throws {
    // The pattern the issue built from the docs: `onChange` saves, `watch` brings the other's.
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(3600))
    let notes = (0..<2).map { _ in Persisted<String>(key: "note", in: storage) }
    try notes[0].write("Eggs")
    let stores = notes.map { note in
      Store(
        Notes(note: note).onChange(of: \.text) { _, text in note.save(text) { .saveFailed($0) } },
        initialState: .init())
    }
    for store in stores {
      store.send(.viewAppeared)
      store.send(.startWatching)
    }
    while stores.contains(where: { $0.state.text != "Eggs" }) { await Task.yield() }
    let revision = try Self.revision(of: "note", in: folder)
    await stores[0].send(.typed("Free-range eggs")).finish()
    while stores[1].state.text != "Free-range eggs" { await Task.yield() }
    for _ in 0..<100 { await Task.yield() }
    for note in notes { try note.flush() }
    // One edit, one write: the load and the received change were not saved back.
    #expect(try Self.revision(of: "note", in: folder) == revision + 1)
    #expect(try notes[0].stored() == "Free-range eggs")
    for store in stores { await store.send(.stopWatching).finish() }
  }

  @Test func aValueWithoutEqualityReceivedFromAnotherStoreIsNotSavedBackButAnEditIs() async throws {
    // No `==` to compare with: what was received is told by its encoding.
    let folder = try TemporaryDirectory()
    let storage = FilePersistence(directory: folder.path, pollInterval: .seconds(3600))
    let sketches = (0..<2).map { _ in Persisted<Sketches.Sketch>(key: "sketch", in: storage) }
    let stores = sketches.map { Store(Sketches(saved: $0), initialState: .init()) }
    for store in stores {
      await store.send(.viewAppeared).finish()
      store.send(.startWatching)
    }
    for stroke in ["line", "circle", "arc", "dot", "curve"] {
      await stores[0].send(.drew(stroke)).finish()
    }
    while stores[1].state.sketch.strokes.count < 5 { await Task.yield() }
    let revision = try Self.revision(of: "sketch", in: folder)
    // The second store goes to the background holding only what it received: nothing to save.
    await stores[1].send(.backgrounded).finish()
    for sketch in sketches { try sketch.flush() }
    #expect(try Self.revision(of: "sketch", in: folder) == revision)
    // Its own stroke is an edit, and so is the save on the next background.
    await stores[1].send(.drew("square")).finish()
    while stores[0].state.sketch.strokes.count < 6 { await Task.yield() }
    await stores[1].send(.backgrounded).finish()
    for sketch in sketches { try sketch.flush() }
    #expect(try Self.revision(of: "sketch", in: folder) == revision + 2)
    #expect(try sketches[0].stored()?.strokes == ["line", "circle", "arc", "dot", "curve", "square"])
    for store in stores { await store.send(.stopWatching).finish() }
  }

  @Test func twoProcessesSharingAListEchoNothingAndKeepTheLastEdit() async throws {
    let folder = try TemporaryDirectory()
    let saved = Persisted<[String: String]>(key: "groceries", in: FilePersistence(directory: folder.path))
    try saved.write(["eggs": "Eggs", "milk": "Milk"])
    let revision = try Self.revision(of: "groceries", in: folder)
    async let editor = Probe.run(["share", folder.path, "groceries", "20", "3"])
    async let viewer = Probe.run(["share", folder.path, "groceries", "0", "3"])
    let outcomes = try await [editor, viewer]
    #expect(outcomes.map(\.output) == ["Eggs 20\n", "Eggs 20\n"], "\(outcomes.map(\.errors))")
    #expect(try saved.stored()?["eggs"] == "Eggs 20")
    // The editor's 20 renames are the only writes: the viewer saved back nothing it received,
    // and the editor did not save back what it loaded.
    #expect(try Self.revision(of: "groceries", in: folder) == revision + 20)
  }

  @Test func aSaveOfAValueReadBeforeAnOwnWriteIsAnEditNotAnEcho() async throws {
    let note = Persisted<String>(key: "note")
    try note.write("V")
    #expect(try note.stored() == "V")
    try note.write("W")
    let store = TestStore(Notes(note: note), initialState: .init())
    await store.send(.typed("V")) { $0.text = "V" }
    await store.finish()
    #expect(try note.stored() == "V")
  }

  static func revision(of key: String, in folder: TemporaryDirectory) throws -> Int {
    try revision(of: key, in: FilePersistence(directory: folder.path))
  }

  /// The revision stored under `key`: a write changes it.
  static func revision(of key: String, in storage: some PersistenceStorage) throws -> Int {
    let object = try JSONSerialization.jsonObject(with: try #require(try storage.read(key)))
    return try #require((object as? [String: Any])?["revision"] as? Int)
  }
}
