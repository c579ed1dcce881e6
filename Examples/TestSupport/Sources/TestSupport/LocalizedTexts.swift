import Foundation

/// The `Localizable.strings` tables of a sample's bundle, read with Foundation: the samples' tests
/// check that each of their texts (a key) has an entry in every language, and a translation.
package struct LocalizedTexts {
  /// Why a table could not be read.
  package struct Unreadable: Error, CustomStringConvertible {
    /// What is wrong, with the language.
    package let description: String
  }

  /// The languages the samples are localized in.
  package static let languages = ["en", "ko"]

  /// Each language's table: key to text.
  package let tables: [String: [String: String]]

  /// Reads the `Localizable.strings` of each of ``languages`` in `bundle`.
  package init(bundle: Bundle) throws {
    var tables: [String: [String: String]] = [:]
    for language in Self.languages {
      guard
        let path = bundle.path(
          forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language)
      else {
        throw Unreadable(description: "no \(language).lproj/Localizable.strings in \(bundle.bundlePath)")
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard
        let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
      else { throw Unreadable(description: "\(path) is not a table of strings") }
      tables[language] = table
    }
    self.tables = tables
  }

  /// The keys of `keys` that `language`'s table lacks, in order.
  package func missing(_ keys: [String], in language: String) -> [String] {
    keys.filter { tables[language]?[$0] == nil }
  }

  /// The keys of `language`'s table that are not in `keys` (no text uses them), sorted.
  package func unused(by keys: [String], in language: String) -> [String] {
    (tables[language] ?? [:]).keys.filter { !keys.contains($0) }.sorted()
  }

  /// The keys of `keys` whose English and Korean texts are the same (or missing): not translated.
  package func untranslated(_ keys: [String]) -> [String] {
    keys.filter { tables["en"]?[$0] == nil || tables["en"]?[$0] == tables["ko"]?[$0] }
  }
}
