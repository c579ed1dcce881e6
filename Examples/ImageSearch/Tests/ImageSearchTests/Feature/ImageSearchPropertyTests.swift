import ImageSearch
import MVI
import MVIPropertyTesting
import PropertyBased
import Testing

/// The invariants of the sample's README ("Invariants"), checked over generated sessions: typing,
/// submitting, retrying, moving the cursor and opening details, against a service that answers
/// with up to 15 images (more than the feature shows), fails, or answers late.
@MainActor
@Suite("ImageSearch invariants")
struct ImageSearchPropertyTests {
  /// The user's intents, simplest first: the query texts include an empty and a blank one.
  static let intents = zip(Gen.int(in: 0...6), Gen.int(in: 0...4), Gen.int(in: -2...11))
    .map { kind, text, number -> ImageSearch.Intent in
      switch kind {
      case 0: return .queryChanged(["강아지", "cat", "", "  ", "cat "][text])
      case 1: return .searchSubmitted
      case 2: return .viewAppeared
      case 3: return .retryTapped
      case 4: return .focusMoved(by: number)
      case 5: return .imageSelected(number)
      default: return .detailDismissed
      }
    }

  /// A search that answers `count` images of the query (the count may exceed the limit).
  static func feature(_ services: CheckServices<Int>) -> ImageSearch {
    let service = ImageSearchService(name: "generated") { query, _ in
      let count = try await services.answers.next()
      return (0..<count).map { index in
        ImageItem(
          imageURL: "https://img.test/\(query)/\(index).jpg", width: 1, height: 1, siteName: query,
          documentURL: "")
      }
    }
    return ImageSearch(service: service, clock: services.clock)
  }

  static let invariants: [Invariant<ImageSearch>] = [
    Invariant("never more than 10 images") { $0.state.images.count <= ImageSearch.maxImages },
    Invariant("\"loading\" only while a search runs") {
      !$0.state.content.isLoading || $0.runningEffectCount > 0
    },
    Invariant("the images shown belong to the query last searched") { outcome in
      outcome.state.images.allSatisfy { $0.siteName == outcome.state.searchedQuery }
    },
    Invariant("the details shown are of an image shown") { outcome in
      outcome.state.selectedIndex.map { outcome.state.images.indices.contains($0) } ?? true
    },
    Invariant("the cursor is on an image, or at 0 when there are none") { outcome in
      outcome.state.focusedIndex == 0 || outcome.state.images.indices.contains(outcome.state.focusedIndex)
    },
  ]

  @Test("the invariants hold over 1,000 generated sessions")
  func invariantsHold() async {
    await checkInvariants(
      of: Self.feature, initialState: ImageSearch.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.int(in: 0...15)), invariants: Self.invariants)
  }
}
