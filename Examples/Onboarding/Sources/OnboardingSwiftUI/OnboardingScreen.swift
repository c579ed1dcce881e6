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
        Text(store.title).font(.title)
        switch store.screen {
        case .intro:
          ForEach(store.page?.lines ?? [], id: \.self) { Text($0) }
        case .permission:
          Text(store.permissionMessage)
          if store.offersRetry {
            Button("다시 시도") { store.send(.retryButtonTapped) }
          }
        case .main:
          Text(Onboarding.Texts.mainText)
        }
        HStack {
          Button("이전") { store.send(.backButtonTapped) }
          Button("다음") { store.send(.nextButtonTapped) }
            .disabled(store.isRequestingLocationPermission)
        }
      }
      .padding()
      .task { await store.send(.viewAppeared).finish() }
    }
  }
#endif
