/// How a step's detail is named in a group's merged timeline: its store, and its place among the
/// group's steps instead of its number in its store's history.
package struct GroupLabel: Sendable {
  /// The store's name.
  let store: String
  /// The places in the merged timeline of the store's steps the detail names (the step itself,
  /// the skipped ones), by their numbers in the store's history.
  let orders: [Int: Int]

  /// Names `detail` as the merged timeline does.
  func relabel(_ detail: inout InspectorFeed.Detail) {
    detail.store = store
    detail.storeIndex = detail.index
    detail.index = orders[detail.index] ?? detail.index
    detail.foldedWithout = detail.foldedWithout.map { orders[$0] ?? $0 }
  }
}
