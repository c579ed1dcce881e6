import MVI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Persisted {
  /// Loads the stored value off the main actor and sends it as an action: `.success(nil)` when
  /// nothing is stored, a failure when it was unreadable (then kept aside) — the state keeps its
  /// defaults.
  public func load<Action: Sendable, Event: Sendable>(
    _ loaded: @escaping @Sendable (Result<Value?, PersistenceError>) -> Action
  ) -> Effect<Action, Event> {
    .run { send in
      await send(loaded(Result { () throws(PersistenceError) in try stored() }))
    }
  }

  /// Sends every change another store or process makes to the stored value, as an action
  /// (`.success(nil)` when it was removed), until cancelled with ``stopWatching()`` or the store
  /// goes away. Its own saves are not sent back.
  public func watch<Action: Sendable, Event: Sendable>(
    _ changed: @escaping @Sendable (Result<Value?, PersistenceError>) -> Action
  ) -> Effect<Action, Event> {
    Effect.run { send in
      for await _ in storage.changes(of: key) {
        do throws(PersistenceError) {
          if let change = try outsideChange() { await send(changed(.success(change))) }
        } catch {
          await send(changed(.failure(error)))
        }
      }
    }
    .cancellable(id: WatchID(key: key))
  }

  /// Stops ``watch(_:)``.
  public func stopWatching<Action: Sendable, Event: Sendable>() -> Effect<Action, Event> {
    .cancel(id: WatchID(key: key))
  }

  /// Saves `value` after ``debounce`` (a newer save meanwhile replaces it), off the send path; a
  /// failure is sent as `failed` and the save tried again after ``retryDelay`` until it succeeds
  /// (then `recovered` is sent) or a newer save replaces it. If the store goes away meanwhile,
  /// the value is written at once (tried once more, when it was waiting to retry). The save
  /// counts from when the effect is made (in `handle`), so that ``flush()`` writes it even before
  /// its work has started.
  ///
  /// A value is not saved when it is one this value loaded or received from elsewhere (through
  /// ``load(_:)``, ``watch(_:)`` or ``stored()``) with no own change since: a store that saves
  /// whatever its state holds (`onChange(of:)`, or on going to the background) never echoes
  /// another store's change back over a newer one. Values are compared with `==`; a type without
  /// it is compared by its JSON encoding (keys sorted), made only when something was received.
  public func save<Action: Sendable, Event: Sendable>(
    _ value: Value, failed: @escaping @Sendable (PersistenceError) -> Action, recovered: Action? = nil
  ) -> Effect<Action, Event> {
    if isEcho(value) { return .none }
    let generation = nextChange(.init(base: .some(value), updates: []))
    return .run { send in
      await runWrite(generation, through: send, report: Self.saveReport(failed: failed, recovered: recovered))
    }
  }

  /// ``save(_:failed:recovered:)`` from inside an effect's work, reporting through its `send`; it
  /// counts from this call, so call it before sending the action that shows the value (a flush
  /// made after that action then writes it). An echo is not saved, as there.
  public func save<Action: Sendable, Event: Sendable>(
    _ value: Value, through send: Send<Action, Event>,
    failed: @escaping @Sendable (PersistenceError) -> Action,
    recovered: Action? = nil
  ) async {
    if isEcho(value) { return }
    let generation = nextChange(.init(base: .some(value), updates: []))
    await runWrite(generation, through: send, report: Self.saveReport(failed: failed, recovered: recovered))
  }

  /// Applies `change` to the value stored then — not to a copy in the state — under the storage's
  /// lock of the key, so that no change of another store or process is lost in between; sends
  /// what it leaves stored (`.success(nil)`: nothing) as `result`. Like a save it waits out
  /// ``debounce`` (the updates made meanwhile are applied together, in order, and one result is
  /// sent), runs off the send path, counts from when the effect is made (``flush()`` writes it),
  /// and a failure is sent as `result` and tried again after ``retryDelay``.
  ///
  /// ```swift
  /// case .liked(let id):
  ///   return likes.update({ $0 = ($0 ?? []).union([id]) }, result: { .likesStored($0) })
  /// ```
  ///
  /// A save made after an update replaces it; an update made after a save applies to the saved
  /// value.
  ///
  /// `change` runs while the key is locked, for this process and others: keep it to changing the
  /// value. Reading or writing the same key from inside it (through this value, another
  /// `Persisted` of the key, or its storage) waits for the lock it runs under: a file's gives up
  /// after its ``FilePersistence/maximumWriteWait`` (``PersistenceError/lockTimeout(key:waited:)``),
  /// an ``InMemoryPersistence``'s never.
  public func update<Action: Sendable, Event: Sendable>(
    _ change: @escaping @Sendable (inout Value?) -> Void,
    result: @escaping @Sendable (Result<Value?, PersistenceError>) -> Action
  ) -> Effect<Action, Event> {
    let generation = nextChange(.init(base: nil, updates: [change]))
    return .run { send in
      await runWrite(generation, through: send) { outcome, _ in result(stored(after: outcome)) }
    }
  }

  /// ``update(_:result:)`` from inside an effect's work, reporting through its `send`; it counts
  /// from this call, so call it before sending the action that shows the change.
  public func update<Action: Sendable, Event: Sendable>(
    _ change: @escaping @Sendable (inout Value?) -> Void, through send: Send<Action, Event>,
    result: @escaping @Sendable (Result<Value?, PersistenceError>) -> Action
  ) async {
    let generation = nextChange(.init(base: nil, updates: [change]))
    await runWrite(generation, through: send) { outcome, _ in result(stored(after: outcome)) }
  }

  /// Asks for `change` as the next write (``PendingSaves`` knows of it until it is written);
  /// returns its generation.
  private func nextChange(_ change: PersistedRevisions<Value>.Change) -> Int {
    let generation = revisions.nextGeneration(change)
    let revisions = revisions
    PendingSaves.changeAsked(
      of: ObjectIdentifier(revisions),
      .init(isWaiting: { revisions.hasUnwritten }, flush: { () throws(PersistenceError) in try flush() }))
    return generation
  }

  /// What is stored after a write: what it wrote, or, when a flush wrote it, what is stored now.
  private func stored(after outcome: Result<Value??, PersistenceError>) -> Result<Value?, PersistenceError> {
    outcome.flatMap { written in
      written.map { .success($0) } ?? Result { () throws(PersistenceError) in try stored() }
    }
  }

  /// Whether `value` is one this value loaded or received from elsewhere with no own change since:
  /// equal to it, or, for a type with no `==`, encoded to the same JSON (keys sorted; encoded only
  /// when something was received).
  private func isEcho(_ value: Value) -> Bool {
    if let value = value as? any Equatable { return revisions.isEcho { value.isEqual(to: $0) } }
    var encoded: Data??
    return revisions.isEcho { received in
      if encoded == nil { encoded = Self.comparableEncoding(of: value) }
      guard let mine = encoded ?? nil else { return false }
      return Self.comparableEncoding(of: received) == mine
    }
  }

  /// `value` as JSON with sorted keys, to compare values with no `==`: equal values encode alike
  /// (a set's elements, which have no order, in the order of its storage).
  private static func comparableEncoding(of value: Value) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(value)
  }

  /// What a save sends: a failure as `failed`, a success after one as `recovered`.
  private static func saveReport<Action: Sendable>(
    failed: @escaping @Sendable (PersistenceError) -> Action, recovered: Action?
  ) -> @Sendable (Result<Value??, PersistenceError>, Bool) -> Action? {
    { outcome, didFail in
      switch outcome {
      case .failure(let error): return failed(error)
      case .success: return didFail ? recovered : nil
      }
    }
  }

  /// The work of the change `generation`: the debounce, the write, the retries; `report` makes
  /// the action for each outcome (what was written, `nil` when a flush wrote it meanwhile; a
  /// success is reported only when no newer change is waiting, whose own report follows), given
  /// whether a try failed before.
  private func runWrite<Action: Sendable, Event: Sendable>(
    _ generation: Int, through send: Send<Action, Event>,
    report: @escaping @Sendable (Result<Value??, PersistenceError>, Bool) -> Action?
  ) async {
    // Cancelled (the store went away): write now rather than lose the change.
    if debounce > .zero { try? await clock.sleep(for: debounce) }
    var didFail = false
    while revisions.isLatest(generation) {
      do throws(PersistenceError) {
        // Nothing to write when a flush wrote the change meanwhile.
        let written = try revisions.writeUnwritten(of: generation, commit)
        if revisions.isLatest(generation), let action = report(.success(written), didFail) {
          await send(action)
        }
        return
      } catch {
        didFail = true
        if let action = report(.failure(error), didFail) { await send(action) }
        do {
          try await clock.sleep(for: retryDelay)
        } catch {
          // Cancelled (the store went away): one more try now; a flush can still write it after.
          _ = try? revisions.writeUnwritten(of: generation, commit)
          return
        }
      }
    }
  }

  /// Writes now the latest changes (saves, removal, updates) not written yet — waiting out their
  /// ``debounce``, for a retry after a failure, or for their work to start — and returns once
  /// they are; a write of them under way is waited for. Call it when the app goes to the
  /// background, or before a command-line tool exits: a save's task does not outlive the
  /// process. Its task then writes nothing more. A failure is thrown (a storage that waited too
  /// long for another writer's lock included: a flush never hangs), and the save's task still
  /// tries again.
  public func flush() throws(PersistenceError) {
    _ = try revisions.writeUnwritten(of: nil, commit)
  }

  /// Removes the stored value off the send path (a newer save than this removal is not undone);
  /// a failure is sent as `failed`. It counts from when the effect is made, as a save does.
  public func remove<Action: Sendable, Event: Sendable>(
    failed: @escaping @Sendable (PersistenceError) -> Action
  ) -> Effect<Action, Event> {
    let generation = nextChange(.init(base: .some(nil), updates: []))
    return .run { send in
      do throws(PersistenceError) {
        _ = try revisions.writeUnwritten(of: generation, commit)
      } catch {
        await send(failed(error))
      }
    }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The id of a key's ``Persisted/watch(_:)`` effect.
struct WatchID: Hashable, Sendable {
  var key: String
}
