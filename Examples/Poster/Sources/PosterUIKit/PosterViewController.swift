#if canImport(UIKit)
  import MVI
  import MVIUIKit
  import Poster
  import UIKit

  /// Seed 001's screen in UIKit: "Get Poster!" and an image view bound to the store's state, on
  /// the same `Poster` feature the terminal and the browser run. The seed's `DisposeBag` is the
  /// set of subscriptions, which ends them when the view controller goes away.
  public final class PosterViewController: UIViewController {
    private let store: Store<Poster>
    private var subscriptions: Set<StoreSubscription> = []
    private let imageView = UIImageView(image: nil)
    private let status = UILabel(frame: .zero)
    private let button = UIButton(configuration: .filled())

    /// A view controller on `store`.
    public init(store: Store<Poster>) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
    }

    /// The screen with its store, fetching random posters over HTTP.
    public convenience init() {
      self.init(store: Store(Poster(service: .http(PosterHTTPClient())), initialState: .init()))
    }

    /// Not used: the screen is made in code.
    public required init?(coder: NSCoder) { nil }

    /// The image, the status and the button, stacked.
    public override func loadView() {
      let stack = UIStackView(arrangedSubviews: [imageView, status, button])
      stack.axis = .vertical
      stack.spacing = 16
      view = scrollingRoot(stack)
    }

    /// Binds the views to the state, and the button to the intent.
    public override func viewDidLoad() {
      super.viewDidLoad()
      title = Poster.Texts.localized(Poster.Texts.title)
      imageView.contentMode = .scaleAspectFit
      status.numberOfLines = 0
      var configuration = UIButton.Configuration.filled()
      configuration.title = Poster.Texts.localized(Poster.Texts.getPoster)
      button.configuration = configuration
      store.subscribe(removingDuplicates: true) { [weak self] state in self?.render(state) }
        .store(in: &subscriptions)
      button.addAction(sending: .getPosterTapped, to: store)
    }

    private func render(_ state: Poster.State) {
      imageView.image = state.shownPoster.flatMap { UIImage(data: Data(PNGEncoder.encode($0.picture))) }
      // One of the texts, or the poster's summary (no key: shown as it is).
      status.text = Poster.Texts.localized(state.statusText)
      button.isEnabled = !state.poster.isLoading
    }
  }
#endif
