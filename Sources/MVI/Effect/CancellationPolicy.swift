/// What happens when an effect with an id starts while another with the same id is running.
public enum CancellationPolicy: Sendable, Hashable {
  /// The running effects with the id are cancelled and the new one starts (search-as-you-type).
  case latestWins
  /// The new effect is not started while one with the id runs (a "Save" button tapped twice).
  ///
  /// An effect runs until its closure returns, a moment after its last action was applied: a
  /// retry offered by that action and tapped at once is dropped. Guard such buttons with state.
  case dropWhileRunning
  /// The new effect starts when every earlier one with the id has finished, in order.
  case queue
  /// The new effect runs alongside the others; they can still be cancelled together by id.
  case concurrent
}
