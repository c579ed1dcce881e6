import MVI

@testable import MVIInspector

extension InspectorHistory {
  /// Records one activity of a store step by step, as an interceptor sees it: the tests' reference
  /// for what the inspector's history holds once it caught up with its store's ring.
  mutating func record(_ activity: Interceptor<F>.Activity, source: ActionSource?) {
    switch activity {
    case .intent(let intent, let state):
      start(state)
      append(.intent(intent), source: nil)
    case .action(let action, let before, let after):
      start(before)
      append(.action(action, source: source ?? .effect, state: after), source: source)
    case .event(let event): append(.event(event), source: nil)
    case .failure(let error): append(.failure(error), source: nil)
    }
  }
}
