/// Delivers a store's one-off events to its listeners.
///
/// The delivery rule:
/// - every listener active when an event is emitted receives it, once (broadcast);
/// - an event counts as delivered only when a live listener has taken it: one that a listener
///   never took because it stopped first goes back to the listeners still running, or, when there
///   are none, waits for the next listener with the events emitted while nobody listened, in the
///   order they were emitted;
/// - when the store goes away, each listener takes what it holds and then its sequence finishes.
///
/// The store emits on the main actor; listeners take and stop on any thread (a listener stops
/// when its task is cancelled or its sequence goes away), so the contents are under a lock.
final class EventChannel<Event: Sendable>: Sendable {
  /// An event in one or more listeners' queues, or waiting for a listener.
  private final class Entry {
    let order: Int
    let event: Event
    /// How many listeners' queues hold it.
    var holders = 0
    /// Whether a listener has taken it.
    var isTaken = false

    init(order: Int, event: Event) {
      self.order = order
      self.event = event
    }
  }

  private struct Listener {
    var queue = FIFOQueue<Entry>()
    /// The listener's task, while it waits for an event.
    var waiter: UnsafeContinuation<Void, Never>?
  }

  private struct Contents {
    /// Events no listener holds or took, in the order they were emitted.
    var waiting: [Entry] = []
    var listeners: [Int: Listener] = [:]
    var nextListener = 0
    var nextOrder = 0
    var isFinished = false

    /// Hands `entries` to every listener, or keeps them for the next one; returns the waiters to
    /// wake.
    mutating func place(_ entries: [Entry]) -> [UnsafeContinuation<Void, Never>] {
      guard !entries.isEmpty else { return [] }
      guard !listeners.isEmpty else {
        waiting = Self.merged(waiting, entries)
        return []
      }
      var waiters: [UnsafeContinuation<Void, Never>] = []
      for id in listeners.keys {
        if let last = listeners[id]!.queue.last, last.order > entries[0].order {
          // Entries handed back by a listener that stopped: older than some this one holds.
          let queue = Self.merged(Array(listeners[id]!.queue.removeAll()), entries)
          for entry in queue { listeners[id]!.queue.append(entry) }
        } else {
          for entry in entries { listeners[id]!.queue.append(entry) }
        }
        if let waiter = listeners[id]!.waiter {
          waiters.append(waiter)
          listeners[id]!.waiter = nil
        }
      }
      for entry in entries { entry.holders += listeners.count }
      return waiters
    }

    /// Removes a listener; what it held and nobody took goes to the others or waits. Returns the
    /// waiters to wake: its own and the others'.
    mutating func remove(_ id: Int) -> [UnsafeContinuation<Void, Never>] {
      guard var listener = listeners.removeValue(forKey: id) else { return [] }
      var orphans: [Entry] = []
      while let entry = listener.queue.popFirst() {
        entry.holders -= 1
        if entry.holders == 0, !entry.isTaken { orphans.append(entry) }
      }
      return (listener.waiter.map { [$0] } ?? []) + place(orphans)
    }

    /// Two runs of entries, each in emission order, as one.
    static func merged(_ first: [Entry], _ second: [Entry]) -> [Entry] {
      guard let last = first.last, let next = second.first, next.order < last.order else {
        return first + second
      }
      return (first + second).sorted { $0.order < $1.order }
    }
  }

  private let contents = Locked(Contents())

  /// The number of events waiting for a listener.
  var bufferedCount: Int { contents.withLock { $0.waiting.count } }

  func emit(_ event: Event) {
    let waiters = contents.withLock { contents -> [UnsafeContinuation<Void, Never>] in
      guard !contents.isFinished else { return [] }
      let entry = Entry(order: contents.nextOrder, event: event)
      contents.nextOrder += 1
      return contents.place([entry])
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Starts a listener, handing it the events that wait for one; `nil` once the store has gone
  /// away and no event waits.
  func startListener() -> Int? {
    contents.withLock { contents -> Int? in
      guard !contents.isFinished || !contents.waiting.isEmpty else { return nil }
      let id = contents.nextListener
      contents.nextListener += 1
      var listener = Listener()
      for entry in contents.waiting {
        entry.holders += 1
        listener.queue.append(entry)
      }
      contents.waiting.removeAll()
      contents.listeners[id] = listener
      return id
    }
  }

  /// Stops a listener: it takes nothing more, and what it held and nobody took is not lost.
  func stop(_ listener: Int) {
    let waiters = contents.withLock { $0.remove(listener) }
    for waiter in waiters { waiter.resume() }
  }

  /// The listener's next event, waiting for one if it holds none; `nil` once it has stopped, its
  /// task is cancelled, or the store has gone away and it holds nothing more.
  func next(_ listener: Int, isolation actor: isolated (any Actor)?) async -> Event? {
    while true {
      if Task.isCancelled {
        stop(listener)
        return nil
      }
      let (event, ended) = contents.withLock { contents -> (Event?, ended: Bool) in
        guard contents.listeners[listener] != nil else { return (nil, true) }
        if let entry = contents.listeners[listener]!.queue.popFirst() {
          entry.holders -= 1
          entry.isTaken = true
          return (entry.event, false)
        }
        return (nil, contents.isFinished)
      }
      if let event { return event }
      if ended {
        stop(listener)
        return nil
      }
      await withTaskCancellationHandler {
        await withUnsafeContinuation(isolation: actor) { (waiter: UnsafeContinuation<Void, Never>) in
          let ready = contents.withLock { contents in
            guard let queue = contents.listeners[listener]?.queue, queue.isEmpty, !contents.isFinished else {
              return true
            }
            // As with an AsyncStream: a second waiter would leave the first waiting forever.
            precondition(
              contents.listeners[listener]!.waiter == nil,
              "An event sequence was iterated by two tasks at once")
            contents.listeners[listener]!.waiter = waiter
            return false
          }
          if ready { waiter.resume() }
        }
      } onCancel: {
        stop(listener)
      }
    }
  }

  /// Ends every listener's sequence after what it holds: the store went away.
  func finish() {
    let waiters = contents.withLock { contents -> [UnsafeContinuation<Void, Never>] in
      contents.isFinished = true
      return contents.listeners.keys.compactMap { id in
        defer { contents.listeners[id]!.waiter = nil }
        return contents.listeners[id]!.waiter
      }
    }
    for waiter in waiters { waiter.resume() }
  }
}
