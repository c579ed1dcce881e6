import Foundation
import Testing

@testable import MVI

/// Dialog texts: literals are keys with `%@` for each value; what is shown is the translation with
/// the values put in.
struct DialogTextTests {
  @Test func aLiteralIsItsOwnKeyWithNoValues() {
    let text: DialogText = "Delete this post?"
    #expect(text.key == "Delete this post?")
    #expect(text.arguments.isEmpty)
    #expect(!text.isVerbatim)
    #expect(text.resolved() == "Delete this post?", "no translation: the key is the text")
  }

  @Test func interpolatedValuesArePlaceholdersInTheKeyAndArgumentsInOrder() {
    let title = "Cats"
    let count = 3
    let text: DialogText = "Hide “\(title)” and \(count) more? 100%"
    #expect(text.key == "Hide “%@” and %@ more? 100%%")
    #expect(text.arguments == ["Cats", "3"])
    #expect(text.resolved() == "Hide “Cats” and 3 more? 100%")
  }

  @Test func aTranslationPlacesTheValuesWhereItsPlaceholdersSay() {
    #expect(DialogText.format("„%@“ und %@ ausblenden?", ["Cats", "3"]) == "„Cats“ und 3 ausblenden?")
    // Positional placeholders: a language that orders the values otherwise.
    #expect(DialogText.format("%2$@개 더, “%1$@” 숨기기?", ["Cats", "3"]) == "3개 더, “Cats” 숨기기?")
    #expect(DialogText.format("100%% of %@", ["posts"]) == "100% of posts")
    // Missing values, and a `%` that is no placeholder, are shown as they are, never a crash.
    #expect(DialogText.format("%@ and %@", ["one"]) == "one and ")
    #expect(DialogText.format("%5$@ %d %", ["one"]) == " %d %")
    // A translation with a positional placeholder for a key that has no values (a translator's
    // mistake, or a hostile strings file) shows nothing there: the range `1...0` trapped.
    #expect(
      DialogText.format("“%1$@” %0$@ %-1$@ %99999999999999999999$@", []) == "“”   %99999999999999999999$@")
  }

  @Test func verbatimTextIsNeverLookedUp() {
    let text = DialogText.verbatim("100% “mine” %@")
    #expect(text.isVerbatim)
    #expect(text.resolved() == "100% “mine” %@")
    #expect(text != DialogText(key: "100% “mine” %@"))
  }

  @Test func aKeyMadeAtRunTimeTakesItsValuesAndBundle() {
    let text = DialogText(key: "Delete %@?", arguments: ["Cats"], table: "Dialogs", bundle: .main)
    #expect(text.resolved() == "Delete Cats?")
    #expect(text.table == "Dialogs")
    let literal = DialogText("Delete \("Cats")?", table: "Dialogs", bundle: .main)
    #expect(literal == text)
  }
}
