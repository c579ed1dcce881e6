import MVI
import Testing

struct DialogAnswerTests {
  /// An intent enum that holds its own answers, with no `indirect`.
  enum Intent: Equatable, Sendable {
    case delete
    case alert(DialogAnswer<Intent>)
  }

  @Test func anAnswerCarriesTheChosenButtonsIntentOrNone() {
    let answer = DialogAnswer<Intent>.button(.delete)
    #expect(answer.intent == .delete)
    #expect(DialogAnswer<Intent>.dismissed.intent == nil)
    #expect(Intent.alert(answer) == .alert(.button(.delete)))
    #expect(Intent.alert(answer) != .alert(.dismissed))
  }
}
