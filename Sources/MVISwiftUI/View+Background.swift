#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Runs `action` each time the scene goes to the background (`scenePhase` becomes
    /// `.background`): where an app writes what its stores asked to save,
    /// `.onBackground { PendingSaves.flushAll() }` (MVIPersistence).
    public func onBackground(perform action: @escaping () -> Void) -> some View {
      BackgroundHook(content: self, action: action)
    }
  }

  /// A view that runs an action when its scene goes to the background.
  struct BackgroundHook<Content: View>: View {
    let content: Content
    let action: () -> Void
    @Environment(\.scenePhase) private var phase

    var body: some View {
      content.onChange(of: phase) { _, phase in if phase == .background { action() } }
    }
  }
#endif
