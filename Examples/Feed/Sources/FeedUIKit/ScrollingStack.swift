#if canImport(UIKit)
  import UIKit

  /// A screen's root view: `stack` in a scroll view pinned to the safe area, so that nothing lies
  /// under the navigation bar and content taller than the screen scrolls. (One file, linked into
  /// PosterUIKit as well: each module keeps its own internal copy.)
  @MainActor
  func scrollingRoot(_ stack: UIStackView) -> UIView {
    let root = UIView(frame: .zero)
    root.backgroundColor = .systemBackground
    let scroll = UIScrollView(frame: .zero)
    scroll.alwaysBounceVertical = true
    scroll.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(stack)
    let safe = root.safeAreaLayoutGuide
    let content = scroll.contentLayoutGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: safe.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    return root
  }
#endif
