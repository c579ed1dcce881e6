extension Store {
  /// The store's one-off events (show a toast, open a URL), as an async sequence.
  ///
  /// Each access starts a new listener. Delivery rule: every active listener receives every
  /// event once; an event counts as delivered only when a listener has taken it from its
  /// sequence, so events emitted while nobody listens, and events a listener held when it stopped
  /// (its task cancelled, its sequence gone), wait for the next listener, in order; the sequence
  /// finishes when the store goes away.
  ///
  /// Events waiting for a listener are handed to the sequence this property returns at once, so
  /// read it where you iterate it: a sequence kept and never iterated holds them until it goes
  /// away.
  ///
  /// ```swift
  /// .task {
  ///   for await event in store.events {
  ///     switch event { case .showToast(let text): toast = text }
  ///   }
  /// }
  /// ```
  public var events: EventStream<F.Event> {
    switch core {
    case .root(let root): root.eventChannel.listen()
    case .scoped(let scope): scope.events
    }
  }

  /// The number of events emitted while nobody listened, waiting for the first listener.
  package var bufferedEventCount: Int {
    switch core {
    case .root(let root): root.bufferedEventCount
    case .scoped: 0
    }
  }
}
