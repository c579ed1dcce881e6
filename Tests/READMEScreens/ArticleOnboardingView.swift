// The article "Using the store from SwiftUI and UIKit"'s seed 004's view, type-checked with this folder
// (`.ci/apple-typecheck`); `ArticleSeedViewsDriftTests` (Tests/DocsTests) fails when a block of the
// article and this file differ.
import Foundation
import MVI
import MVISwiftUI
import SwiftUI
import UIKit

struct OnboardingView: View {
  @State var store = Store(Onboarding(permissions: .live), initialState: .init())
  @Environment(\.openURL) private var openURL

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("내 주변 산책로를 보여 드리려면 위치 권한이 필요합니다.")
        if store.locationPermissionStatus == .denied {
          Button("설정 열기") { store.send(.openSettingsTapped) }
        }
        Button("다음") { store.send(.nextButtonTapped) }
          .disabled(store.isRequestingLocationPermission)
      }
      .navigationDestination(
        isPresented: Binding(store.binding(isPresented: \.route, dismiss: .mainScreenClosed))
      ) {
        MainView()
      }
      .onEvent(of: store) { event in
        switch event {
        case .openSettings: openURL(URL(string: UIApplication.openSettingsURLString)!)
        }
      }
    }
  }
}

/// The screen after the onboarding (the seed's next screen).
struct MainView: View {
  var body: some View {
    Text("내 주변 산책로")
  }
}
