// Without the package's trait `PropertyTesting` this module has none of its checks (it would
// need swift-property-based, which SwiftPM fetches only with the trait). So that a package that
// forgot the trait is told so, rather than that `checkInvariants` is not in scope, the names its
// tests use are declared here, unavailable, with a message naming the trait, in the shapes of
// the real ones so that a call type-checks far enough to be diagnosed (what generates a session
// is swift-property-based's `Gen`, which such a package cannot import either). They cost a build
// without the trait nothing: an unavailable declaration fails only the code that uses it.
#if !PropertyTesting
  import MVI
  import MVITesting

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  @MainActor
  public func checkInvariants<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: some Sequence<F.Intent>,
    answers: some Sequence<Answer>,
    time: Any? = nil,
    invariants: [Invariant<F>],
    canSend: (@MainActor (F.State, F.Intent) -> Bool)? = nil,
    count: Int = 0,
    steps: ClosedRange<Int> = 0...0,
    endTime: Duration = .zero
  ) async {}

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct Invariant<F: Feature> {
    /// Needs the trait `PropertyTesting`.
    public init(_ name: String, _ holds: @escaping @MainActor (StepOutcome<F>) -> Bool) {}
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct StepOutcome<F: Feature> {
    /// Needs the trait `PropertyTesting`.
    public let previous: F.State, state: F.State, actions: [F.Action]
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct CheckServices<Answer: Sendable> {
    /// Needs the trait `PropertyTesting`.
    public let clock: TestClock, answers: ServiceAnswers<Answer>
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public final class ServiceAnswers<Value: Sendable> {
    /// Needs the trait `PropertyTesting`.
    public func next() async throws -> Value { fatalError() }
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct GeneratedSession<Intent, Answer> {
    /// Needs the trait `PropertyTesting`.
    public var steps: [GeneratedStep<Intent>], answers: [ServiceAnswer<Answer>]
    /// Needs the trait `PropertyTesting`.
    public init(steps: [GeneratedStep<Intent>], answers: [ServiceAnswer<Answer>]) {
      (self.steps, self.answers) = (steps, answers)
    }
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public enum GeneratedStep<Intent> {
    /// Needs the trait `PropertyTesting`.
    case send(Intent), advance(by: Duration), sendBetween(Intent, afterEffectActions: Int)
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public enum ServiceAnswer<Value> {
    /// Needs the trait `PropertyTesting`.
    case success(Value, after: Duration = .zero), failure(String, after: Duration = .zero), never
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct GeneratedFailure: Error {
    /// Needs the trait `PropertyTesting`.
    public init(message: String) {}
  }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  @MainActor
  public func exploreEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: [F.Intent],
    canSend: (@MainActor (F.State, F.Intent) -> Bool)? = nil,
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .zero,
    endTime: Duration = .zero
  ) async -> Exploration<F, Answer> { fatalError() }

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  @MainActor
  public func checkEveryOrder<F: Feature, Answer: Sendable>(
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    intents: [F.Intent],
    canSend: (@MainActor (F.State, F.Intent) -> Bool)? = nil,
    answers: [ServiceAnswer<Answer>] = [],
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    depth: Int,
    timeBudget: Duration = .zero,
    endTime: Duration = .zero
  ) async {}

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  @MainActor
  public func checkSession<F: Feature, Answer: Sendable>(
    _ session: GeneratedSession<F.Intent, Answer>,
    of feature: @escaping @MainActor (CheckServices<Answer>) -> F,
    initialState: F.State,
    invariants: [Invariant<F>],
    transitionRules: [TransitionRule<F>] = [],
    endTime: Duration = .zero,
    interceptors: [Interceptor<F>] = []
  ) async {}

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct Exploration<F: Feature, Answer> {}

  /// Needs the trait `PropertyTesting`.
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct TransitionRule<F: Feature> {
    /// Needs the trait `PropertyTesting`.
    public init(_ name: String, _ holds: @escaping @MainActor (F.State, F.Action, F.State) -> Bool) {}
  }
#endif
