#if canImport(UIKit)
  import Feed
  import MVI
  import MVIUIKit
  import UIKit

  /// The feed's list in UIKit: a button per post, which sends `.row(id, .tapped)` (the feature
  /// pushes the post's detail), under the feed's status.
  public final class FeedViewController: UIViewController {
    private let store: Store<Feed>
    private var subscriptions: Set<StoreSubscription> = []
    private let status = UILabel(frame: .zero)
    private let list = UIStackView(arrangedSubviews: [])

    /// A view controller on `store`.
    public init(store: Store<Feed>) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the screen is made in code.
    public required init?(coder: NSCoder) { nil }

    /// The status above the list.
    public override func loadView() {
      list.axis = .vertical
      list.spacing = 8
      let stack = UIStackView(arrangedSubviews: [status, list])
      stack.axis = .vertical
      stack.spacing = 16
      view = scrollingRoot(stack)
    }

    /// Shows the posts as they load.
    public override func viewDidLoad() {
      super.viewDidLoad()
      title = Feed.Texts.localized(Feed.Texts.title)
      status.numberOfLines = 0
      store.subscribe(removingDuplicates: true) { [weak self] state in self?.render(state) }
        .store(in: &subscriptions)
      store.send(.viewAppeared)
    }

    private func render(_ state: Feed.State) {
      switch state.viewState {
      case .loading: status.text = Feed.Texts.localized(Feed.Texts.loading)
      case .error(let error): status.text = "\(Feed.Texts.localized(Feed.Texts.failed)): \(error.message)"
      case .empty: status.text = Feed.Texts.localized(Feed.Texts.empty)
      case .loaded: status.text = nil
      }
      for row in list.arrangedSubviews { row.removeFromSuperview() }
      for row in state.rows {
        var configuration = UIButton.Configuration.filled()
        configuration.title = row.post.title
        let button = UIButton(configuration: configuration)
        button.addAction(sending: .row(row.id, .tapped), to: store)
        list.addArrangedSubview(button)
      }
    }
  }
#endif
