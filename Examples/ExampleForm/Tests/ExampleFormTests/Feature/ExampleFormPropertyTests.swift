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

  static let invariants: [Invariant<ExampleForm>] = invariants(of: \.self)

  /// The invariants of a feature whose state holds the form's at `form`: the form, and the form
  /// with undo (whose undo and redo must keep them too).
  static func invariants<F: Feature>(of form: KeyPath<F.State, ExampleForm.State> & Sendable) -> [Invariant<
    F
  >] {
    [
      Invariant("\"Update Successful\" only after a valid save of the fields shown") { outcome in
        let state = outcome.state[keyPath: form]
        guard case .succeeded(let saved) = state.update else { return true }
        return !saved.name.isEmpty && !saved.exampleName.isEmpty && saved.name == trimmed(state.name)
          && saved.exampleName == trimmed(state.exampleName)
      },
      Invariant("\"Updating…\" only while a save runs") { outcome in
        !outcome.state[keyPath: form].isUpdating || outcome.runningEffectCount > 0
      },
      Invariant("the fields do not change while updating") { outcome in
        let (state, previous) = (outcome.state[keyPath: form], outcome.previous[keyPath: form])
        return !previous.isUpdating
          || (state.name == previous.name && state.exampleName == previous.exampleName)
      },
      Invariant("a field's error only while the field is blank") { outcome in
        let state = outcome.state[keyPath: form]
        return (state.errors.name == nil || trimmed(state.name).isEmpty)
          && (state.errors.exampleName == nil || trimmed(state.exampleName).isEmpty)
      },
    ]
  }

  /// The form's intents, and undo and redo.
  static let undoIntents = zip(Gen.int(in: 0...5), intents).map {
    kind, intent -> Undoable<ExampleForm>.Intent in
    switch kind {
    case 0: return .undo
    case 1: return .redo
    default: return .base(intent)
    }
  }

  @Test func theInvariantsHoldWithUndoAndRedoTooOver1000GeneratedSessions() async {
    await checkInvariants(
      of: { services in Self.feature(services).withUndo(clock: services.clock) },
      initialState: Undoable<ExampleForm>.State(ExampleForm.State()), intents: Self.undoIntents,
      answers: Gen.serviceAnswer(Gen.always(true), failures: ["the database is locked"]),
      invariants: Self.invariants(of: \.current))
  }

  @Test func theInvariantsHoldOver1000GeneratedSessions() async {
    await checkInvariants(
      of: Self.feature, initialState: ExampleForm.State(), intents: Self.intents,
      answers: Gen.serviceAnswer(Gen.always(true), failures: ["the database is locked"]),
      invariants: Self.invariants)
  }
}
