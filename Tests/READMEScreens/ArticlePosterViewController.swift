// The article "Using the store from SwiftUI and UIKit"'s seed 001's view controller, type-checked with this folder
// (`.ci/apple-typecheck`); `ArticleSeedViewsDriftTests` (Tests/DocsTests) fails when a block of the
// article and this file differ.
import MVI
import MVIUIKit
import UIKit

final class PosterViewController: UIViewController {
  let store = Store(Poster(images: .live), initialState: .init())
  private var subscriptions: Set<StoreSubscription> = []

  let imageView = UIImageView()
  let button = UIButton(configuration: .filled())

  override func viewDidLoad() {
    super.viewDidLoad()
    layout()
    button.setTitle("Get Poster!", for: .normal)
    store.subscribe(removingDuplicates: true) { [weak self] state in
      self?.imageView.image = state.poster.value.flatMap(UIImage.init(data:))
      self?.button.isEnabled = !state.poster.isLoading
    }
    .store(in: &subscriptions)
    store.onEvent { [weak self] event in
      switch event {
      case .loadFailed(let message): self?.showError(message)
      }
    }
    .store(in: &subscriptions)
    button.addAction(sending: .getPosterTapped, to: store)
  }

  private func showError(_ message: String) {
    let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

extension PosterViewController {
  /// The image over the button, in the safe area (the seed's layout).
  func layout() {
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: [imageView, button])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
    ])
  }
}
