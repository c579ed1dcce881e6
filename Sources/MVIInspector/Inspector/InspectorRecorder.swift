import MVI

/// What an inspector's interceptor writes to on every send: the history, and whom to tell once a
/// burst of steps was recorded.
///
/// Apart from ``Inspector`` because the inspector is referenced weakly (by its server's routes,
/// its listeners' tokens): an object with a weak reference counts its references in a side table,
/// and the interceptor's call into it then cost a weak load and two slow reference-count updates a
/// step, about 60% of a send with the inspector attached (case 1i). Nothing refers to the recorder
/// weakly.
@MainActor
@usableFromInline
final class InspectorRecorder<F: Feature> {
  // Only touched on the main actor, by one call at a time, so the dynamic exclusivity checks of a
  // class's stored properties are left out (they were another 7% of case 1i).
  @usableFromInline @exclusivity(unchecked) var history: InspectorHistory<F>
  /// Called on the main actor's next turn after steps were recorded; `nil` when nobody listens.
  @usableFromInline @exclusivity(unchecked) var onRecord: (@MainActor () -> Void)?
  @usableFromInline @exclusivity(unchecked) var notificationPending = false

  init(limit: Int) {
    history = InspectorHistory(limit: limit)
  }

  /// The interceptor that records here; it also holds `owner` (what must live as long as the
  /// store: the inspector and its server).
  @inlinable
  func interceptor(holding owner: AnyObject? = nil) -> Interceptor<F> {
    Interceptor(
      intent: { [self] intent, state in
        history.recordIntent(intent, state: state)
        recorded()
      },
      action: { [self] action, before, after, source in
        history.recordAction(action, before: before, after: after, source: source)
        recorded()
      },
      other: { [self, owner] activity in
        _ = owner
        history.record(activity, source: nil)
        recorded()
      })
  }

  /// After steps were recorded: one notification a burst.
  @inlinable @inline(__always)
  func recorded() {
    if onRecord != nil, !notificationPending { scheduleNotification() }
  }

  @usableFromInline
  func scheduleNotification() {
    notificationPending = true
    Task { @MainActor in
      self.notificationPending = false
      self.onRecord?()
    }
  }
}
