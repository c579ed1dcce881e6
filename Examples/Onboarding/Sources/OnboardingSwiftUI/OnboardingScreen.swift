#if canImport(SwiftUI)
  import MVI
  import MVISwiftUI
  import Onboarding
  import SwiftUI

  /// Seed 004's onboarding: the introduction pages with Next and Back, then the location
  /// permission asked through Core Location, on the same `Onboarding` feature the terminal and
  /// the browser run.
  public struct OnboardingScreen: View {
    @State private var store: Store<Onboarding>

    /// A screen on `store`.
    public init(store: Store<Onboarding>) {
      _store = State(initialValue: store)
    }

    /// The screen with its store, asking Core Location for the permission.
    public static func build() -> OnboardingScreen {
      OnboardingScreen(store: Store(Onboarding(permissions: .coreLocation()), initialState: .init()))
    }

    /// The page, the permission screen or the main screen, and the buttons.
    public var body: some View {
      VStack(spacing: 16) {
        Text(localized: store.title).font(.title)
        switch store.screen {
        case .intro:
          ForEach(store.page?.lines ?? [], id: \.self) { Text(localized: $0) }
        case .permission:
          Text(localized: store.permissionMessage)
          if store.offersRetry {
            Button {
              store.send(.retryButtonTapped)
            } label: {
              Text(localized: Onboarding.Texts.tryAgain)
            }
          }
        case .main:
          Text(localized: Onboarding.Texts.mainText)
        }
        HStack {
          Button {
            store.send(.backButtonTapped)
          } label: {
            Text(localized: Onboarding.Texts.back)
          }
          Button {
            store.send(.nextButtonTapped)
          } label: {
            Text(localized: Onboarding.Texts.next)
          }
          .disabled(store.isRequestingLocationPermission)
        }
      }
      .padding()
      .task { await store.send(.viewAppeared).finish() }
    }
  }

  extension Text {
    /// One of the onboarding's texts (`Onboarding.Texts`: a key), in the device's language: the
    /// key looked up in the `Onboarding` module's tables, as SwiftUI looks up a `LocalizedStringKey`.
    init(localized key: String) {
      self.init(LocalizedStringKey(key), bundle: Onboarding.Texts.bundle)
    }
  }
#endif
