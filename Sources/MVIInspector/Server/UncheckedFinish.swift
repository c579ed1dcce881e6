/// An ``InspectorWork``'s last step on the main actor, carried there from the connection's
/// thread; `@unchecked Sendable` as ``InspectorWork`` is: it holds values handed over once.
struct UncheckedFinish: @unchecked Sendable {
  let body: @MainActor () -> HTTPResponse
}
