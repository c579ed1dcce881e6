import MVI

/// A leaf whose state does not name its feature: scoped only with its type written.
struct PlainLeaf: Feature {
  struct State {
    var value = 0
  }

  enum Intent: Sendable {
    case increment
  }

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .increment: state.value &+= 1
    }
  }
}

/// A parent of two leaves alike but for `FeatureState`.
struct TwoLeaves: Feature {
  struct State {
    var named = Leaf.State()
    var plain = PlainLeaf.State()
  }

  enum Intent: Sendable {
    case named(Leaf.Intent)
    case plain(PlainLeaf.Intent)
  }

  let named = Leaf()
  let plain = PlainLeaf()

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .named(let action): named.reduce(&state.named, action)
    case .plain(let action): plain.reduce(&state.plain, action)
    }
  }
}

extension Case {
  /// 8t: a send through a store scoped with its type written (`let s: Store<PlainLeaf> =
  /// store.scope(…)`, the `@_disfavoredOverload` form, not inlined into the caller) against one
  /// scoped by the form that infers it (`FeatureState`, inlined), to the same kind of leaf.
  static let scopeForms = Case(number: "8t", key: "scope-forms") { _ in
    let root = Store(TwoLeaves(), initialState: TwoLeaves.State())
    let plain: Store<PlainLeaf> = root.scope(state: \.plain, intent: { .plain($0) })
    let named = root.scope(state: \.named, intent: { .named($0) })
    let (plainSends, namedSends) = await Timing.nanosecondsPerOperation(
      operations: 1_000_000,
      alternating: { count in
        for _ in 0..<count { plain.send(.increment) }
      },
      { count in
        for _ in 0..<count { named.send(.increment) }
      })
    precondition(root.state.plain.value > 0 && root.state.named.value > 0, "the sends did not arrive")
    return [
      Row(
        id: "8t", name: "send through a store scoped with its type written (a state without FeatureState)",
        nanoseconds: plainSends, baselineName: "the same through the form that infers it",
        baselineNanoseconds: namedSends)
    ]
  }
}
