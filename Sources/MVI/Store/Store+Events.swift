extension Store {
  /// The store's one-off events (show a toast, open a URL), as an async sequence.
  ///
  /// Reading the property starts nothing; each iteration of the sequence is a listener, from the
  /// moment it starts until its task is cancelled or it ends. Delivery rule: every active
  /// listener receives every event once; an event counts as delivered only when a listener has
  /// taken it from its sequence, so events emitted while nobody listens, and events a listener
  /// held when it stopped (its task cancelled, its iterator gone), wait for the next listener, in
  /// order; the sequence finishes when the store goes away.
  ///
  /// ```swift
  /// .task {
  ///   for await event in store.events {
  ///     switch event { case .showToast(let text): toast = text }
  ///   }
  /// }
  /// ```
  ///
  /// A scoped store has no events of its own: its feature's events go where the parent's
  /// `handle` maps them. Its sequence finishes at once, and the root store reports
  /// ``CompositionError/eventsOfScopedStore(_:)``; listen on the store that owns the feature.
  public var events: EventStream<F.Event> { engine.events }

  /// A sequence of one listener, started now: the events emitted from now on are its own, until
  /// the sequence is stopped or its iterator goes away.
  func startListening() -> EventStream<F.Event> { engine.startListening() }

  /// The number of events emitted while nobody listened, waiting for the first listener.
  package var bufferedEventCount: Int { engine.bufferedEventCount }
}
