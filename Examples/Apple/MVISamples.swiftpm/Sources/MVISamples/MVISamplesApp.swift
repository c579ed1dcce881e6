#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The five samples in one app, picked from a menu.
  @main
  struct MVISamplesApp: App {
    var body: some Scene {
      WindowGroup { SamplesMenu() }
    }
  }
#endif
