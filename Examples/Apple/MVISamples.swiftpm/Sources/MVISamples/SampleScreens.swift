#if canImport(SwiftUI) && canImport(UIKit)
  import ExampleFormSwiftUI
  import FeedSwiftUI
  import FeedUIKit
  import ImageSearchSwiftUI
  import OnboardingSwiftUI
  import PosterUIKit
  import SwiftUI
  import UIKit

  /// Each sample's screen with its store, made once, the first time the sample opens: the
  /// sheet's content is evaluated again and again, and a store (the onboarding's with its
  /// `CLLocationManager`) made there each time would be thrown away, or replace the one shown.
  @MainActor
  final class SampleScreens {
    private lazy var imageSearch = ImageSearchScreen.build()
    private lazy var poster = UINavigationController(rootViewController: PosterViewController())
    private lazy var feed = FeedScreen.build()
    private lazy var feedFlow = FeedFlow()
    private lazy var form = ExampleFormScreen.build()
    private lazy var onboarding = OnboardingScreen.build()

    /// The screen of `sample`.
    @ViewBuilder func screen(of sample: Sample) -> some View {
      switch sample {
      case .imageSearch: imageSearch
      case .poster: ViewControllerScreen(controller: poster)
      case .feed: feed
      case .feedUIKit: ViewControllerScreen(controller: feedFlow.navigationController)
      case .form: form
      case .onboarding: onboarding
      }
    }
  }

  /// A UIKit screen inside the SwiftUI app: the view controller it is given, kept by its owner.
  struct ViewControllerScreen: UIViewControllerRepresentable {
    let controller: UIViewController

    func makeUIViewController(context: Context) -> UIViewController { controller }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
  }
#endif
