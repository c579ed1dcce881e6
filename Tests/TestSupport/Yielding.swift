/// Yields (never sleeps) until `condition` holds or `limit` yields have been made.
///
/// - Returns: Whether the condition holds.
@MainActor
@discardableResult
package func yield(until condition: () -> Bool, limit: Int = 100_000) async -> Bool {
  var yields = 0
  while !condition(), yields < limit {
    await Task.yield()
    yields += 1
  }
  return condition()
}
