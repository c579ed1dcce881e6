import MVI

/// The demo's second store: the app's preferences, beside the to-do list, so that the inspector's
/// page shows two stores' steps merged into one timeline.
struct Preferences: Feature {
  struct State: Equatable, Codable, Sendable {
    var darkMode = false
    var fontSize = 14
  }

  enum Intent: Equatable, Codable, Sendable {
    case toggleDarkMode
    case setFontSize(Int)
  }

  /// The font sizes the app offers.
  static let fontSizes = 8...32

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .toggleDarkMode: state.darkMode.toggle()
    case .setFontSize(let size):
      state.fontSize = min(max(size, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
    }
  }
}
