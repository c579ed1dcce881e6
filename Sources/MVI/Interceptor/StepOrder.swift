/// Numbers recorded steps in the order they happened. Every live inspector of the process shares
/// ``shared``, so that the steps of several stores merge into one timeline; an imported session
/// numbers its own.
///
/// `@unchecked Sendable`: a live ring is written on the main actor only, and an imported history,
/// read off it, has a counter of its own that no other thread touches.
@usableFromInline
package final class StepOrder: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) package var last = -1

  /// The counter every live inspector shares.
  package static let shared = StepOrder()

  /// A counter from 0.
  package init() {}

  /// The next number.
  package func next() -> Int {
    last &+= 1
    return last
  }
}
