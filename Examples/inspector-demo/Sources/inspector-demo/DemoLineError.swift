/// Why a line is not a command of the demo.
enum DemoLineError: Error, Equatable, CustomStringConvertible {
  case empty
  case notANumber(String)
  case badCount(String, limit: Int)
  case unknown(String)

  var description: String {
    switch self {
    case .empty: "An empty line is no command."
    case .notANumber(let text): "\"\(text.prefix(40))\" is not an item's number."
    case .badCount(let text, let limit): "flood takes a count from 1 to \(limit), not \"\(text.prefix(40))\"."
    case .unknown(let line):
      "Unknown command \"\(line.prefix(40))\" (add TITLE, toggle N, clear, save, break, or flood N)."
    }
  }
}
