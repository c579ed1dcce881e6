// Without the package's trait `PropertyTesting` this module has none of its checks (it would
// need swift-property-based, which SwiftPM fetches only with the trait). So that a package that
// forgot the trait is told so, rather than that `checkInvariants` is not in scope, the names it
// would use are declared here, unavailable, with a message naming the trait. They cost a build
// without the trait nothing: an unavailable declaration fails only the code that uses it.
#if !PropertyTesting
  /// Needs the trait `PropertyTesting` (see the module's message).
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  @MainActor
  public func checkInvariants<Services, F, Intents, Answers>(
    of feature: @escaping @MainActor (Services) -> F,
    initialState: Any,
    intents: Intents,
    answers: Answers,
    time: Any? = nil,
    invariants: [Any],
    canSend: Any? = nil,
    count: Int = 0,
    steps: ClosedRange<Int> = 0...0,
    endTime: Duration = .zero
  ) async {}

  /// Needs the trait `PropertyTesting` (see the module's message).
  @available(
    *, unavailable,
    message:
      "MVIPropertyTesting needs its package's trait PropertyTesting: .package(url: \"https://github.com/swift-mvi/swift-mvi\", from: \"0.1.0\", traits: [\"PropertyTesting\"])"
  )
  public struct Invariant<F> {
    /// Needs the trait `PropertyTesting`.
    public init(_ name: String, _ holds: Any) {}
  }
#endif
