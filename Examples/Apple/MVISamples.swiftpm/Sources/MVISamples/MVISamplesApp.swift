#if canImport(SwiftUI) && canImport(UIKit)
  import MVIPersistence
  import MVISwiftUI
  import SwiftUI

  /// The five samples in one app, picked from a menu. Going to the background writes every value
  /// a sample asked to save and whose debounce had not ended (the form's draft, the onboarding's
  /// progress, the recent searches): the system may end the app there without another turn.
  @main
  struct MVISamplesApp: App {
    var body: some Scene {
      WindowGroup {
        SamplesMenu().onBackground { PendingSaves.flushAll() }
      }
    }
  }
#endif
