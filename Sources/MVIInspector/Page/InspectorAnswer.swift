/// An answer of the page's API in up to three parts, so that the main actor does only what must
/// be done there: what reads the inspector (on the main actor), the heavy work (decoding a
/// session, dumping and diffing states, encoding; off it), and what changes the inspector (on
/// the main actor again).
package enum InspectorAnswer {
  /// Answered at once, on the main actor.
  case now(HTTPResponse)
  /// Work to do off the main actor.
  case later(InspectorWork)
}

/// Heavy work of an answer, to run off the main actor, then maybe a last step on it.
///
/// `@unchecked Sendable`: it holds copies of values taken on the main actor (states, actions,
/// a decoded history), handed to one thread at a time and only read there. A state is a value;
/// a class instance inside one that the app mutates meanwhile would be read while it changes.
package struct InspectorWork: @unchecked Sendable {
  /// What ``run`` leads to.
  package enum Outcome: @unchecked Sendable {
    /// The response.
    case response(HTTPResponse)
    /// A last step on the main actor (installing an imported session).
    case onMainActor(@MainActor () -> HTTPResponse)
  }

  /// The work, run off the main actor.
  package let run: () -> Outcome

  /// Work that ends in a response.
  package static func response(_ body: @escaping () -> HTTPResponse) -> Self {
    Self { .response(body()) }
  }
}
