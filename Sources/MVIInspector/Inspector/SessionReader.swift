import MVI

/// Reads a session's text into the imported timeline's history: only its last `limit` steps are
/// decoded. A value apart from ``Inspector``, so that it can run off the main actor.
struct SessionReader<F: Feature> {
  let codec: SessionCodec<F>?
  let featureName: String
  let limit: Int

  /// The session's history.
  ///
  /// - Throws: ``InspectorError/notCodable(feature:)`` without `Codable` types,
  ///   ``InspectorError/badSession(_:)`` when it does not read,
  ///   ``InspectorError/wrongFeature(recorded:expected:)`` when another feature recorded it.
  func callAsFunction(_ text: String) throws(InspectorError) -> InspectorHistory<F> {
    guard let codec else { throw .notCodable(feature: featureName) }
    let session: (feature: String, base: F.State, dropped: Int, entries: [InspectorStep<F>.Kind])
    do {
      session = try codec.read(text, limit)
    } catch {
      throw .badSession(String(describing: error))
    }
    guard session.feature == featureName else {
      throw .wrongFeature(recorded: session.feature, expected: featureName)
    }
    var history = InspectorHistory<F>(limit: limit, order: StepOrder())
    history.start(session.base)
    history._droppedCount = session.dropped
    for entry in session.entries {
      if case .action(_, let source, _) = entry {
        history.append(entry, source: source)
      } else {
        history.append(entry, source: nil)
      }
    }
    return history
  }
}
