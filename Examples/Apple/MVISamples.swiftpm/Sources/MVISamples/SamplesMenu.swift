#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The list of samples; each opens in a sheet, on its store, made the first time it opens and
  /// kept (``SampleScreens``): closing a sheet and opening it again shows the sample as it was.
  struct SamplesMenu: View {
    @State private var sample: Sample?
    @State private var screens = SampleScreens()

    var body: some View {
      NavigationStack {
        List(Sample.allCases) { sample in
          Button(sample.title) { self.sample = sample }
        }
        .navigationTitle("MVI Samples")
      }
      .sheet(item: $sample) { screens.screen(of: $0) }
    }
  }

  /// A sample of the seeds.
  enum Sample: String, CaseIterable, Identifiable {
    case imageSearch, poster, feed, feedUIKit, form, onboarding

    var id: Self { self }

    var title: String {
      switch self {
      case .imageSearch: "Image search (seeds 000/002)"
      case .poster: "Random poster, UIKit (seed 001)"
      case .feed: "Feed (seed 003)"
      case .feedUIKit: "Feed, UIKit (seed 003)"
      case .form: "Form (seed 003)"
      case .onboarding: "Onboarding (seed 004)"
      }
    }
  }
#endif
