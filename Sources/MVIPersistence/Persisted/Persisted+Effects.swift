import MVI

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
  /// the value is written at once (tried once more, when it was waiting to retry). The save counts from when the effect is made (in `handle`),
  /// so that ``flush()`` writes it even before its work has started.
  public func save<Action: Sendable, Event: Sendable>(
    _ value: Value, failed: @escaping @Sendable (PersistenceError) -> Action, recovered: Action? = nil
  ) -> Effect<Action, Event> {
    let generation = revisions.nextGeneration(.save(value))
    return .run { send in
      await runSave(generation, through: send, failed: failed, recovered: recovered)
    }
  }

  /// ``save(_:failed:recovered:)`` from inside an effect's work, reporting through its `send`.
  public func save<Action: Sendable, Event: Sendable>(
    _ value: Value, through send: Send<Action, Event>,
    failed: @escaping @Sendable (PersistenceError) -> Action,
    recovered: Action? = nil
  ) async {
    let generation = revisions.nextGeneration(.save(value))
    await runSave(generation, through: send, failed: failed, recovered: recovered)
  }

  /// The work of the save `generation`: the debounce, the write, the retries.
  private func runSave<Action: Sendable, Event: Sendable>(
    _ generation: Int, through send: Send<Action, Event>,
    failed: @escaping @Sendable (PersistenceError) -> Action, recovered: Action?
  ) async {
    // Cancelled (the store went away): write now rather than lose the value.
    if debounce > .zero { try? await clock.sleep(for: debounce) }
    var didFail = false
    while revisions.isLatest(generation) {
      do throws(PersistenceError) {
        // Nothing to write when a flush wrote the value meanwhile.
        _ = try revisions.writeUnwritten(of: generation, apply)
        if didFail, let recovered { await send(recovered) }
        return
      } catch {
        didFail = true
        await send(failed(error))
        do {
          try await clock.sleep(for: retryDelay)
        } catch {
          // Cancelled (the store went away): one more try now; a flush can still write it after.
          _ = try? revisions.writeUnwritten(of: generation, apply)
          return
        }
      }
    }
  }

  /// Writes now the latest save's value (or removal) if it is not written yet — waiting out its
  /// ``debounce``, for a retry after a failure, or for its work to start — and returns once it
  /// is; a write of it under way is waited for. Call it when the app goes to the background, or
  /// before a command-line tool exits: a save's task does not outlive the process. Its task then
  /// writes nothing more. A failure is thrown, and the save's task still tries again.
  public func flush() throws(PersistenceError) {
    _ = try revisions.writeUnwritten(of: nil, apply)
  }

  /// Writes a save's value, or removes the stored value.
  private func apply(_ change: PersistedRevisions<Value>.Change) throws(PersistenceError) {
    switch change {
    case .save(let value): try write(value)
    case .removal: try remove()
    }
  }

  /// Removes the stored value off the send path (a newer save than this removal is not undone);
  /// a failure is sent as `failed`. It counts from when the effect is made, as a save does.
  public func remove<Action: Sendable, Event: Sendable>(
    failed: @escaping @Sendable (PersistenceError) -> Action
  ) -> Effect<Action, Event> {
    let generation = revisions.nextGeneration(.removal)
    return .run { send in
      do throws(PersistenceError) {
        _ = try revisions.writeUnwritten(of: generation, apply)
      } catch {
        await send(failed(error))
      }
    }
  }
}

/// The id of a key's ``Persisted/watch(_:)`` effect.
struct WatchID: Hashable, Sendable {
  var key: String
}
