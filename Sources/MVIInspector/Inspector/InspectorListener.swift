/// Stops an ``Inspector/onChange(_:)`` callback.
@MainActor
public final class InspectorListener {
  private var stop: (@MainActor () -> Void)?

  init(_ stop: @escaping @MainActor () -> Void) {
    self.stop = stop
  }

  /// Stops the callback; calling it again does nothing.
  public func cancel() {
    stop?()
    stop = nil
  }
}
