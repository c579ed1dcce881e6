/// One line the demo reads from its standard input, as an intent of ``TodoList``:
///
/// ```
/// add Buy milk      → .add("Buy milk")
/// toggle 1          → .toggle(1)
/// clear             → .clearDone
/// save              → .save
/// break             → .saveToBrokenDisk
/// flood 10000       → 10,000 × .toggle(1), in one go (see main.swift)
/// ```
///
/// and, for the second store, as an intent of ``Preferences``:
///
/// ```
/// dark              → .toggleDarkMode
/// font 18           → .setFontSize(18)
/// ```
enum DemoLine {
  /// The ``Preferences`` intent a line names, or `nil` when it names none (a to-do list's line).
  static func preference(_ line: String) -> Result<Preferences.Intent, DemoLineError>? {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    switch (words.first, words.count == 2 ? words[1] : "") {
    case ("dark", ""): return .success(.toggleDarkMode)
    case ("font", let size):
      guard let size = Int(size) else { return .failure(.notANumber(size)) }
      return .success(.setFontSize(size))
    default: return nil
    }
  }

  /// The intent a line names, or `nil` with why not.
  static func intent(_ line: String) -> Result<TodoList.Intent, DemoLineError> {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard let command = words.first else { return .failure(.empty) }
    let argument = words.count == 2 ? words[1] : ""
    switch (command, argument) {
    case ("add", let title) where !title.isEmpty: return .success(.add(title))
    case ("toggle", let id):
      guard let id = Int(id) else { return .failure(.notANumber(id)) }
      return .success(.toggle(id))
    case ("clear", ""): return .success(.clearDone)
    case ("save", ""): return .success(.save)
    case ("break", ""): return .success(.saveToBrokenDisk)
    default: return .failure(.unknown(line))
    }
  }

  /// The most intents one `flood` sends.
  static let floodLimit = 1_000_000

  /// For a `flood N` line, how many intents to send (1 through ``floodLimit``), or why not;
  /// `nil` for any other line.
  static func flood(_ line: String) -> Result<Int, DemoLineError>? {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.first == "flood" else { return nil }
    let argument = words.count == 2 ? words[1] : ""
    guard let count = Int(argument), (1...floodLimit).contains(count) else {
      return .failure(.badCount(argument, limit: floodLimit))
    }
    return .success(count)
  }
}
