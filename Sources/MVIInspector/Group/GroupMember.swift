import MVI

/// One store of an ``InspectorGroup``: its inspector, whatever its feature, seen through what the
/// group needs.
@MainActor
protocol GroupMember: AnyObject {
  /// The store's name on the page.
  var name: String { get }
  /// The live steps numbered `order` or later, named as the merged timeline names them.
  func summaries(orderAtLeast order: Int) -> [InspectorFeed.Summary]
  /// The place in the merged timeline of the oldest kept live step, if any.
  var firstOrder: Int? { get }
  /// The most steps kept.
  var limit: Int { get }
  /// Whether sessions can be exported and imported.
  var supportsSessions: Bool { get }
  /// Whether its feature's `Intent` is `Codable`.
  var sends: Bool { get }
  /// Whether a store is attached to send to.
  var attached: Bool { get }
  /// Whether "continue from here" is offered.
  var continues: Bool { get }
  /// The skipped live steps, by their places in the merged timeline.
  var skippedOrders: [Int] { get }
  /// How many times the skipped steps changed (``Inspector/skipVersion``).
  var skipVersion: Int { get }
  /// The step at `order` in the merged timeline, by its number in the store's history.
  func index(ofOrder order: Int) -> Int?
  /// How the detail of step `index` is named in the merged timeline.
  func label(for index: Int) -> GroupLabel
  /// Answers a request of the page's API about this store alone.
  func answer(to request: HTTPRequest, importLimit: Int, label: GroupLabel?) -> InspectorAnswer
  /// Calls `body` after new steps were recorded.
  func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener
}

/// An inspector as a member of a group.
@MainActor
final class InspectorMember<F: Feature>: GroupMember {
  let inspector: Inspector<F>
  let name: String

  init(_ inspector: Inspector<F>, name: String) {
    self.inspector = inspector
    self.name = name
  }

  func summaries(orderAtLeast order: Int) -> [InspectorFeed.Summary] {
    let history = inspector.history
    return history.steps(from: history.firstIndex(orderAtLeast: order)).map { step in
      var summary = step.summary
      summary.index = step.order
      summary.storeIndex = step.index
      summary.store = name
      summary.cause = step.cause.flatMap { history[$0]?.order }
      return summary
    }
  }

  var firstOrder: Int? { inspector.history[inspector.history.droppedCount]?.order }
  var limit: Int { inspector.history.limit }
  var supportsSessions: Bool { inspector.supportsSessions }
  var sends: Bool { inspector.sendsIntents }
  var attached: Bool { inspector.store != nil }
  var continues: Bool { inspector.continueHandler != nil }
  var skippedOrders: [Int] { inspector.skipped.compactMap { inspector.history[$0]?.order } }
  var skipVersion: Int { inspector.skipVersion }

  func index(ofOrder order: Int) -> Int? { inspector.history.index(ofOrder: order) }

  func label(for index: Int) -> GroupLabel {
    var orders: [Int: Int] = [:]
    for step in inspector.skipped.union([index]) {
      if let order = inspector.history[step]?.order { orders[step] = order }
    }
    return GroupLabel(store: name, orders: orders)
  }

  func answer(to request: HTTPRequest, importLimit: Int, label: GroupLabel?) -> InspectorAnswer {
    inspector.answer(to: request, importLimit: importLimit, label: label)
  }

  func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener {
    inspector.onChange(body)
  }
}
