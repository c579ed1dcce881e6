import MVI
import MVIPropertyTesting
import Poster
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions of
/// taps against a service that answers with a poster, fails, or answers late.
@MainActor
@Suite("Poster invariants")
struct PosterPropertyTests {
  static let intents = Gen.bool.map { $0 ? Poster.Intent.retryTapped : .getPosterTapped }

  /// A service whose poster names the request it answers (`source: "request 3"`).
  static func feature(_ services: CheckServices<UInt8>) -> Poster {
    Poster(
      service: PosterService(name: "generated") { request in
        Fixtures.poster(try await services.answers.next(), source: "request \(request)")
      })
  }

  static let invariants: [Invariant<Poster>] = [
    Invariant("the poster shown answers the last request") { outcome in
      guard case .loaded(let image) = outcome.state.poster else { return true }
      return image.source == "request \(outcome.state.requestCount)"
    },
    Invariant("\"loading\" only while a fetch runs") { outcome in
      !outcome.state.poster.isLoading || outcome.runningEffectCount > 0
    },
    Invariant("a request is active exactly while loading") { outcome in
      (outcome.state.activeRequest != nil) == outcome.state.poster.isLoading
    },
    Invariant("the failure text shows exactly when the last request failed") { outcome in
      guard case .failed = outcome.state.poster else { return outcome.state.failure == nil }
      return outcome.state.failure != nil
    },
  ]

  @Test func theInvariantsHoldOver1000GeneratedSessions() async {
    await checkInvariants(
      of: Self.feature, initialState: Poster.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.int(in: 0...255).map { UInt8($0) }), invariants: Self.invariants)
  }
}
