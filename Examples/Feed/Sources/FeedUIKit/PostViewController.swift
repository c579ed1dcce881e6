#if canImport(UIKit)
  import Feed
  import MVI
  import UIKit

  /// A post pushed on the feed's stack, in UIKit: its title and text, read through the detail's
  /// scoped store while the route is on the stack.
  public final class PostViewController: UIViewController {
    private let detail: Store<PostDetail>?
    private var subscriptions: Set<StoreSubscription> = []
    private let heading = UILabel(frame: .zero)
    private let text = UILabel(frame: .zero)

    /// The detail at `id` on the feed's stack.
    public init(store: Store<Feed>, id: RouteID) {
      detail = store.scope(state: \.path[id: id], case: Feed.Route.detail, intent: { .detail(id, $0) })
      super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the screen is made in code.
    public required init?(coder: NSCoder) { nil }

    /// The title over the text.
    public override func loadView() {
      let stack = UIStackView(arrangedSubviews: [heading, text])
      stack.axis = .vertical
      stack.spacing = 16
      view = scrollingRoot(stack)
    }

    /// Shows the post.
    public override func viewDidLoad() {
      super.viewDidLoad()
      heading.numberOfLines = 0
      text.numberOfLines = 0
      detail?.subscribe(removingDuplicates: true) { [weak self] state in
        self?.title = state.post.title
        self?.heading.text = state.post.title
        self?.text.text = state.post.body
      }
      .store(in: &subscriptions)
    }
  }
#endif
