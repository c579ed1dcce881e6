import MVI
import TerminalUI

/// The random poster in the terminal, written like the seed's `PosterViewController`: an object
/// with parts — a title label, the picture area, the "Get Poster!" button, a status label and
/// a hint line — that subscribes to the store's state stream and updates each part in place.
///
/// ```swift
/// let view = PosterView(size: terminal.size, source: service.name, output: terminal.write)
/// view.bind(to: store)             // the seed's `intent.bind(to: self)`
/// store.send(.getPosterTapped)     // the seed's `button.rx.tap`
/// ```
///
/// There is no declarative re-render: a new state sets each part, and a part writes only the
/// rows that changed (a status change rewrites the status rows, not the picture). The view's
/// only input is the state stream of the store it is bound to; ``resize(to:)`` lays the parts
/// out again for the last state it received. The picture is a ``BlockPicture`` scaled to the
/// picture area; every text from a server is sanitized before it is written.
@MainActor
public final class PosterView {
  /// The colour behind the picture, and of the empty picture area: the seed's `.lightGray`.
  public static let placeholderColour = RGBA(red: 0xAA, green: 0xAA, blue: 0xAA)

  private let source: String
  private let output: (String) -> Void
  private var size: TerminalSize
  private var subscription: StoreSubscription?

  private let titleLabel = ScreenRegion(top: 1, height: 2)
  private let pictureArea = ScreenRegion(top: 3, height: 1)
  private let buttonLabel = ScreenRegion(top: 4, height: 2)
  private let statusLabel = ScreenRegion(top: 6, height: 4)
  private let hintLabel = ScreenRegion(top: 10, height: 1)
  /// The poster the picture area shows, and the picture drawn for it at the current size.
  private var drawnPoster: (poster: PosterImage?, rows: [String])?

  /// The last state received from the store, `nil` before ``bind(to:)``.
  public private(set) var state: Poster.State?
  /// How many states the view has received from the store.
  public private(set) var updateCount = 0
  /// How many times the picture area was drawn again (a new poster, a resize).
  public private(set) var pictureDrawCount = 0
  /// How many times the parts were drawn for a state.
  public private(set) var renderCount = 0
  /// Whether states are only kept, to be drawn once at the end of ``batch(_:)``.
  private var isBatching = false

  /// Creates the view for a terminal of `size`; `output` writes to the terminal.
  ///
  /// - Parameters:
  ///   - size: The area to draw in.
  ///   - source: The name of the service, shown in the title until a poster shows (then the
  ///     title names the poster's own source, as the status does).
  ///   - output: Where the view's bytes go: the terminal, or a recorder in tests.
  public init(size: TerminalSize, source: String, output: @escaping @MainActor (String) -> Void) {
    self.size = size
    self.source = source
    self.output = output
    layout()
  }

  /// Subscribes to `store`'s state stream: the current state is shown at once, every later
  /// state as the store produces it. Binding again replaces the previous subscription.
  public func bind(to store: Store<Poster>) {
    subscription?.cancel()
    layout()
    output("\u{1B}[2J")
    subscription = store.subscribe { [weak self] state in self?.update(state) }
  }

  /// Runs `body` (the keys of one burst sending their intents) and draws the last state
  /// received once at the end, instead of once per state.
  public func batch(_ body: () -> Void) {
    let wasBatching = isBatching
    isBatching = true
    let before = updateCount
    body()
    isBatching = wasBatching
    if !isBatching, updateCount != before, let state { render(state) }
  }

  /// Stops receiving states; what is on screen stays.
  public func unbind() {
    subscription?.cancel()
    subscription = nil
  }

  /// Lays the parts out for a new terminal size and draws them again for the last state
  /// received; no state is read from anywhere else.
  public func resize(to size: TerminalSize) {
    self.size = size
    layout()
    output("\u{1B}[2J")
    if let state { render(state) }
  }

  /// The rows on screen now, top to bottom, with their escape sequences.
  public var screenRows: [String] {
    titleLabel.rows + pictureArea.rows + buttonLabel.rows + statusLabel.rows + hintLabel.rows
  }

  /// What a key does: Enter, Space or `g` is the "Get Poster!" button, `r` retries after a
  /// failure, `q` or Esc goes back to the menu.
  public static func keys(_ key: Key, _ state: Poster.State) -> KeyCommand<Poster.Intent> {
    switch key {
    case .enter, .character(" "), .character("g"): return .send(.getPosterTapped)
    case .character("r"), .control("r"): return state.failure == nil ? .ignore : .send(.retryTapped)
    case .character("q"), .escape: return .quit
    default: return .ignore
    }
  }

  /// The status label's lines for a state: the status text, then the source or the failure's
  /// message, then what arrived instead of a picture (media type, size, first bytes).
  public static func statusLines(_ state: Poster.State) -> [Line] {
    var lines = [Line(state.statusText, style: state.failure == nil ? [.bold] : [.bold, .red])]
    if let failure = state.failure {
      lines.append(Line(failure.description, style: .red))
      if let details = failure.details {
        lines.append(Line("응답: \(details.summary)", style: .dim))
        if !details.preview.isEmpty { lines.append(Line("내용: \(details.preview)", style: .dim)) }
      }
    } else if state.poster.isLoading {
      lines.append(Line("요청 #\(state.requestCount)", style: .dim))
    } else if let poster = state.shownPoster {
      lines.append(Line("출처: \(poster.source)", style: .dim))
    }
    return lines
  }

  // MARK: - Updating the parts

  private func update(_ state: Poster.State) {
    updateCount += 1
    self.state = state
    if !isBatching { render(state) }
  }

  private func render(_ state: Poster.State) {
    renderCount += 1
    titleLabel.show(
      [
        text(
          Line([
            Span(Poster.Texts.title, style: [.bold, .cyan]),
            Span(" · 출처: \(state.shownPoster?.source ?? source)", style: .dim),
          ])),
        text(.rule),
      ], output: output)
    showPicture(state.shownPoster)
    buttonLabel.show(
      [buttonRow(loading: state.poster.isLoading), ""], output: output)
    statusLabel.show(Self.statusLines(state).map(text), output: output)
    let retry = state.failure == nil ? "" : " · r 다시 시도"
    hintLabel.show(
      [text(Line("Enter/Space \(Poster.Texts.getPoster)\(retry) · q/Esc 메뉴 · Ctrl-C 종료", style: .dim))],
      output: output)
  }

  private func showPicture(_ poster: PosterImage?) {
    if let drawnPoster, drawnPoster.poster == poster {
      pictureArea.show(drawnPoster.rows, output: output)
      return
    }
    let columns = max(size.columns, 1)
    let image =
      poster?.picture
      ?? PixelImage(width: 2, height: 3, filling: Self.placeholderColour)
    let picture = BlockPicture(
      image, columns: columns, rows: max(pictureArea.height, 1), background: Self.placeholderColour)
    let margin = String(repeating: " ", count: max(0, (columns - picture.columns) / 2))
    let rows = picture.rows.map { margin + $0 }
    drawnPoster = (poster, rows)
    pictureDrawCount += 1
    pictureArea.show(rows, output: output)
  }

  private func buttonRow(loading: Bool) -> String {
    let label = loading ? "  \(Poster.Texts.getPoster) …  " : "  \(Poster.Texts.getPoster)  "
    let margin = String(repeating: " ", count: max(0, (size.columns - TerminalText.width(label)) / 2))
    return margin + (loading ? "\u{1B}[2;97;44m" : "\u{1B}[1;97;44m") + label + "\u{1B}[0m"
  }

  private func text(_ line: Line) -> String {
    ScreenRenderer(size: TerminalSize(rows: 1, columns: max(size.columns, 1))).row(line)
  }

  /// Places the parts: title and rule on top, the hint line at the bottom, the button and
  /// four status rows above it, the picture area in between.
  private func layout() {
    let rows = max(size.rows, 10)
    titleLabel.place(top: 1, height: 2)
    hintLabel.place(top: rows, height: 1)
    statusLabel.place(top: rows - 4, height: 4)
    buttonLabel.place(top: rows - 6, height: 2)
    pictureArea.place(top: 3, height: rows - 6 - 3)
    drawnPoster = nil
  }
}
