extension Store {
  /// The store's one-off events (show a toast, open a URL), as an async sequence.
  ///
  /// Each access starts a new listener. Delivery rule: every active listener receives every
  /// event once; events emitted while nobody listens are buffered and delivered to the first
  /// listener that starts; the sequence finishes when the store goes away.
  ///
  /// Events buffered before the first listener are handed to the sequence this property
  /// returns at once, so read it where you iterate it: a sequence obtained and never iterated
  /// keeps them.
  ///
  /// ```swift
  /// .task {
  ///   for await event in store.events {
  ///     switch event { case .showToast(let text): toast = text }
  ///   }
  /// }
  /// ```
  public var events: AsyncStream<F.Event> {
    switch core {
    case .root(let root): root.eventChannel.listen()
    case .scoped(let scope): scope.events
    }
  }

  /// The number of events emitted while nobody listened, waiting for the first listener.
  package var bufferedEventCount: Int {
    switch core {
    case .root(let root): root.eventChannel.bufferedCount
    case .scoped: 0
    }
  }
}
