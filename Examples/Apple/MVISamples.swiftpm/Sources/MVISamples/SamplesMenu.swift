#if canImport(SwiftUI)
  import ExampleFormSwiftUI
  import FeedSwiftUI
  import ImageSearchSwiftUI
  import OnboardingSwiftUI
  import SwiftUI

  /// The list of samples; each opens in a sheet with its own store, made anew each time.
  struct SamplesMenu: View {
    @State private var sample: Sample?

    var body: some View {
      NavigationStack {
        List(Sample.allCases) { sample in
          Button(sample.title) { self.sample = sample }
        }
        .navigationTitle("MVI Samples")
      }
      .sheet(item: $sample) { $0.screen }
    }
  }

  /// A sample of the seeds.
  enum Sample: String, CaseIterable, Identifiable {
    case imageSearch, poster, feed, form, onboarding

    var id: Self { self }

    var title: String {
      switch self {
      case .imageSearch: "Image search (seeds 000/002)"
      case .poster: "Random poster, UIKit (seed 001)"
      case .feed: "Feed (seed 003)"
      case .form: "Form (seed 003)"
      case .onboarding: "Onboarding (seed 004)"
      }
    }

    @MainActor @ViewBuilder var screen: some View {
      switch self {
      case .imageSearch: ImageSearchScreen.build()
      case .poster: PosterScreen()
      case .feed: FeedScreen.build()
      case .form: ExampleFormScreen.build()
      case .onboarding: OnboardingScreen.build()
      }
    }
  }
#endif
