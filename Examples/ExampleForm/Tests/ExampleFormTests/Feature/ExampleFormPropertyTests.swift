import ExampleForm
import MVI
import MVIPropertyTesting
import PropertyBased
import Testing

/// The invariants of the sample's doc comment ("Invariants"), checked over generated sessions of
/// typing (blank and padded texts too), focusing and saving against a service that saves, fails,
/// or answers late.
@MainActor
@Suite("ExampleForm invariants")
struct ExampleFormPropertyTests {
  nonisolated static let texts = ["Kim", "", "  ", " Lee ", "Park"]

  static let intents = zip(Gen.int(in: 0...3), Gen.int(in: 0...4)).map { kind, text -> ExampleForm.Intent in
    switch kind {
    case 0: return .nameChanged(texts[text])
    case 1: return .exampleNameChanged(texts[text])
    case 2: return .updateButtonTapped
    default: return .fieldFocused(ExampleForm.Field.allCases[text % 3])
    }
  }

  /// A service that saves what it is given, or fails as generated.
  static func feature(_ services: CheckServices<Bool>) -> ExampleForm {
    ExampleForm(
      service: ExampleService(name: "generated") { example in
        _ = try await services.answers.next()
        return example
      })
  }

  nonisolated static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  static let invariants: [Invariant<ExampleForm>] = [
    Invariant("\"Update Successful\" only after a valid save of the fields shown") { outcome in
      guard case .succeeded(let saved) = outcome.state.update else { return true }
      return !saved.name.isEmpty && !saved.exampleName.isEmpty && saved.name == trimmed(outcome.state.name)
        && saved.exampleName == trimmed(outcome.state.exampleName)
    },
    Invariant("\"Updating…\" only while a save runs") { outcome in
      !outcome.state.isUpdating || outcome.runningEffectCount > 0
    },
    Invariant("the fields do not change while updating") { outcome in
      !outcome.previous.isUpdating
        || (outcome.state.name == outcome.previous.name
          && outcome.state.exampleName == outcome.previous.exampleName)
    },
    Invariant("a field's error only while the field is blank") { outcome in
      (outcome.state.errors.name == nil || trimmed(outcome.state.name).isEmpty)
        && (outcome.state.errors.exampleName == nil || trimmed(outcome.state.exampleName).isEmpty)
    },
  ]

  @Test("the invariants hold over 1,000 generated sessions")
  func invariantsHold() async {
    await checkInvariants(
      of: Self.feature, initialState: ExampleForm.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.always(true), failures: ["the database is locked"]),
      invariants: Self.invariants)
  }
}
