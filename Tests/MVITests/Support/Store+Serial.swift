import MVI
import MVITesting

extension Store {
  /// A store whose effects run as a test store's do: on the main thread, in order, so that a
  /// `TestClock`'s `advance` finds an effect started by the last send at its sleep.
  static func serial(_ feature: F, initialState: F.State, interceptors: [Interceptor<F>] = []) -> Store {
    MainQueueExecutor.shared.store(feature, initialState: initialState, interceptors: interceptors)
  }
}

/// Lets the effects of serial stores (and test stores) run until each is finished or waits.
@MainActor
func settle() async {
  await MainQueueExecutor.shared.settle()
}
