/// What the inspector's server shows: one inspector's store, or the stores of an
/// ``InspectorGroup`` merged into one timeline.
@MainActor
protocol InspectorSource: AnyObject {
  /// The page's title.
  var title: String { get }
  /// Whether "continue from here" is offered.
  var continues: Bool { get }
  /// Where the live timeline's next step will be numbered.
  var liveNext: Int { get }
  /// The live timeline's steps from `from` on.
  func update(from: Int) throws(InspectorError) -> InspectorFeed.Update
  /// Answers a request of the page's API.
  func answer(to request: HTTPRequest, importLimit: Int) -> InspectorAnswer
  /// Calls `body` after new steps were recorded, once per burst.
  func onChange(_ body: @escaping @MainActor () -> Void) -> InspectorListener
}

extension Inspector: InspectorSource {
  var title: String { featureName }
  var continues: Bool { continueHandler != nil }
  var liveNext: Int { history.nextIndex }
  func update(from: Int) throws(InspectorError) -> InspectorFeed.Update {
    try update(from: from, timeline: .live)
  }
  func answer(to request: HTTPRequest, importLimit: Int) -> InspectorAnswer {
    answer(to: request, importLimit: importLimit, label: nil)
  }
}
