import MVI
import Testing

@testable import inspector_demo

@MainActor
struct PreferencesTests {
  @Test func darkModeTogglesAndTheFontSizeStaysInItsRange() {
    let store = Store(Preferences(), initialState: .init())
    store.send(.toggleDarkMode)
    #expect(store.darkMode)
    store.send(.setFontSize(18))
    #expect(store.fontSize == 18)
    store.send(.setFontSize(100))
    #expect(store.fontSize == 32)
    store.send(.setFontSize(-3))
    #expect(store.fontSize == 8)
  }
}
