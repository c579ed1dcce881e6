import ImageSearch
import MVI
import MVIPropertyTesting
import MVITesting
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions: typing,
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
    ImageSearch(service: service(services), clock: services.clock)
  }

  /// A service that answers `count` images of the query, each naming it as its site.
  static func service(_ services: CheckServices<Int>) -> ImageSearchService {
    ImageSearchService(name: "generated") { query, _ in
      let count = try await services.answers.next()
      return (0..<count).map { index in
        ImageItem(
          imageURL: "https://img.test/\(query)/\(index).jpg", width: 1, height: 1, siteName: query,
          documentURL: "")
      }
    }
  }

  /// The invariants, for the sample and for the copy with a planted bug.
  static func invariants<F: Feature>() -> [Invariant<F>] where F.State == ImageSearch.State {
    [
      Invariant<F>("never more than 10 images") { $0.state.images.count <= ImageSearch.maxImages },
      Invariant<F>("\"loading\" only while a search runs") {
        !$0.state.content.isLoading || $0.runningEffectCount > 0
      },
      Invariant<F>("the images shown belong to the query last searched") { outcome in
        outcome.state.images.allSatisfy { $0.siteName == outcome.state.searchedQuery }
      },
      Invariant<F>("the details shown are of an image shown") { outcome in
        outcome.state.selectedIndex.map { outcome.state.images.indices.contains($0) } ?? true
      },
      Invariant<F>("the cursor is on an image, or at 0 when there are none") { outcome in
        outcome.state.focusedIndex == 0 || outcome.state.images.indices.contains(outcome.state.focusedIndex)
      },
    ]
  }

  @Test func theInvariantsHoldOver1000GeneratedSessions() async {
    await checkInvariants(
      of: Self.feature, initialState: ImageSearch.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.int(in: 0...15)), invariants: Self.invariants())
  }

  // A fixed seed: a random one may find the one-step session first, leaving nothing to shrink
  // (seen once in 100 runs); with this one the first failing session has 12 steps and 10 answers.
  @Test(
    "a planted bug (all 15 images shown) is found, and shrunk from 12 steps and 10 answers to one of each",
    .fixedSeed("mBr3mFFzWe/n3ioyiV1yn2mbKwh8mi74Ebts2YgriNk="))
  func plantedBugIsFoundAndShrunk() async throws {
    let comments = LockIsolated<[String]>([])
    await withKnownIssue {
      await checkInvariants(
        of: { PlantedBugImageSearch(service: Self.service($0), clock: $0.clock) },
        initialState: ImageSearch.State(),
        intents: Self.intents, answers: Gen.serviceAnswer(Gen.int(in: 0...15)), invariants: Self.invariants())
    } matching: { issue in
      comments.withLock { $0.append(contentsOf: issue.comments.map(\.rawValue)) }
      return true
    }
    // The matcher also sees the issues of the runs made while shrinking; the last two are the
    // shrunk session's and PropertyBased's summary with the seed.
    let texts = comments.withLock { $0 }.suffix(2).map { $0 }
    try #require(texts.count == 2)
    var lines = texts[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let shrunk = lines.remove(at: 1)
    #expect(shrunk == "Shrunk from 12 steps, 10 answers to 1 step, 1 answer.")
    #expect(
      lines.prefix(6).joined(separator: "\n") == """
        Invariant "never more than 10 images" does not hold once the pending time has passed, after step 1 of 1.
        Steps:
          1. send(ImageSearch.Intent.queryChanged("강아지"))
               → ImageSearch.Action.queryUpdated("강아지")
          then advance(by: 30.0 seconds)
               → ImageSearch.Action.searchStarted("강아지")
        """)
    #expect(lines[6].hasPrefix("       → ImageSearch.Action.imagesLoaded(query: \"강아지\", [[0]: ImageItem("))
    #expect(lines[7...8] == ["Service answers (1 call; they start over when used up):", "  1. success(11)"])
    // PropertyBased's summary (the number of shrinking iterations it adds varies from run to run).
    #expect(
      texts[1].hasPrefix(
        "Failure occured with input 1 step, 1 answer.\n(shrunk down from 12 steps, 10 answers after "))
  }

  /// The explorations' time budget, a guard against a hang only (the bound decides what they
  /// cover): they share the main actor with the suite's other tests, and the sanitizers' runs in
  /// CI are several times slower.
  static let timeBudget = Duration.seconds(600)

  /// The intents of the exploration: the first search, two queries and an empty one, submitting
  /// (which Retry also does), moving the cursor, and opening and closing the second image's details.
  static let everyIntent: [ImageSearch.Intent] = [
    .viewAppeared, .queryChanged("cat"), .queryChanged("강아지"), .queryChanged(""), .searchSubmitted,
    .focusMoved(by: 1), .imageSelected(1), .detailDismissed,
  ]

  /// The answers of the exploration: two images or 11 (more than are shown) at once, a failure,
  /// and two images that come late.
  static let everyAnswer: [ServiceAnswer<Int>] = [
    .success(2), .success(11), .failure("offline"), .success(2, after: .seconds(1)),
  ]

  @Test func everyOrderOfUpTo4StepsHoldsTheInvariants() async {
    await checkEveryOrder(
      of: Self.feature, initialState: ImageSearch.State(), intents: Self.everyIntent,
      answers: Self.everyAnswer, invariants: Self.invariants(), depth: 4, timeBudget: Self.timeBudget)
  }

  /// The planted bug (all the images the service returns are shown), found by exploring every
  /// order: one search answered with 11 images.
  @Test func thePlantedBugIsFoundWithItsShortestSession() async throws {
    let exploration = await exploreEveryOrder(
      of: { PlantedBugImageSearch(service: Self.service($0), clock: $0.clock) },
      initialState: ImageSearch.State(), intents: Self.everyIntent, answers: Self.everyAnswer,
      invariants: Self.invariants(), depth: 4, timeBudget: Self.timeBudget)
    let failure = try #require(exploration.failure)
    #expect(failure.rule == "never more than 10 images")
    #expect(
      failure.description.split(separator: "\n").prefix(8).joined(separator: "\n").replacing(
        /Found after \d+ runs \(\d+ states\)/, with: "Found after N runs (M states)") == """
          Invariant "never more than 10 images" does not hold after step 1 of 1.
          Found after N runs (M states) exploring every order of up to 4 steps; no session of fewer steps breaks a rule.
          Steps:
            1. send(ImageSearch.Intent.viewAppeared)
                 → ImageSearch.Action.searchStarted("강아지")
                 → ImageSearch.Action.imagesLoaded(query: "강아지", [[0]: ImageItem(collection: "", imageURL:\
           "https://img.test/강아지/0.jpg", thumbnailURL: "", width: 1, height: 1, si…
          Service answers, call by call:
            1. success(11)
          """)
    // The session it prints replays the failure.
    await withKnownIssue {
      let rule = await checkSession(
        failure.session, of: { PlantedBugImageSearch(service: Self.service($0), clock: $0.clock) },
        initialState: ImageSearch.State(), invariants: Self.invariants())
      #expect(rule == "never more than 10 images")
    }
  }
}
