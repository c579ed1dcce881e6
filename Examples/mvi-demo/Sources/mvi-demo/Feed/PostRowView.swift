import Feed
import MVI
import TerminalUI

/// A row of the feed in the terminal: a component reading only its own scoped store.
@MainActor
enum PostRowView {
  /// The lines a row takes.
  static let height = 2

  /// The title line (cursor, like, number, title, author) and the excerpt line.
  static func lines(_ row: Store<PostRow>, focused: Bool, width: Int) -> [Line] {
    let post = row.post
    let marker = focused ? "▸" : " "
    let heart = row.isLiked ? "♥" : "·"
    let head = "\(marker) \(heart) #\(post.id) "
    let author = "  \(post.author)"
    let room = max(width - TerminalText.width(head) - TerminalText.width(author), 8)
    let title = TerminalText.truncate(TerminalText.sanitize(post.title), toWidth: room)
    return [
      Line([
        Span(head, style: focused ? [.inverse, .bold] : row.isLiked ? [.red] : []),
        Span(title, style: focused ? [.inverse, .bold] : [.bold]),
        Span(author, style: .dim),
      ]),
      Line("     \(post.excerpt)", style: .dim),
    ]
  }
}
