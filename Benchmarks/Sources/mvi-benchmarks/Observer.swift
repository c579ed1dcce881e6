import Observation

/// Observes like a SwiftUI view: reads through `withObservationTracking`, and registers again
/// (reading again) when it is invalidated: at once, or at the next ``renderIfNeeded()`` (a frame).
@MainActor
final class Observer {
  /// How many times the observer was invalidated.
  private(set) var invalidations = 0
  private var isActive = true
  private var needsRender = false
  private let perFrame: Bool
  private let read: @MainActor () -> Void

  /// Starts observing what `read` reads.
  ///
  /// - Parameter perFrame: When `false`, the observer reads again inside its invalidation; when
  ///   `true`, only at the next ``renderIfNeeded()``, as SwiftUI re-evaluates a body once a frame.
  init(perFrame: Bool = false, _ read: @escaping @MainActor () -> Void) {
    self.perFrame = perFrame
    self.read = read
    register()
  }

  /// Reads again if the observer was invalidated since it last read.
  func renderIfNeeded() {
    guard needsRender else { return }
    needsRender = false
    register()
  }

  /// Stops registering again after the next invalidation.
  func stop() {
    isActive = false
  }

  private func register() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.isActive else { return }
        self.invalidations += 1
        if self.perFrame { self.needsRender = true } else { self.register() }
      }
    }
  }
}
