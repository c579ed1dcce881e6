import MVI

/// What an inspector records into: the ring its store writes every step to, and the history the
/// inspector reads, brought up to date with the ring when read.
///
/// Apart from ``Inspector`` because the inspector is referenced weakly (by its server's routes,
/// its listeners' tokens), and a weakly referenced object counts its references in a side table:
/// nothing refers to the recorder or to its ring weakly.
@MainActor
final class InspectorRecorder<F: Feature> {
  /// Where the store keeps its steps, numbered by the counter every live inspector shares.
  let ring: StepRing<F>
  /// The steps up to the last read.
  private var synced: InspectorHistory<F>

  init(limit: Int) {
    synced = InspectorHistory(limit: limit)
    ring = StepRing(capacity: synced.limit, order: .shared)
  }

  /// Called on the main actor's next turn after steps were recorded, once a burst; `nil` when
  /// nobody listens.
  var onRecord: (@MainActor () -> Void)? {
    get { ring.onKeep }
    set { ring.onKeep = newValue }
  }

  /// The interceptor that records here; it also holds `owner` (what must live as long as the
  /// store: the inspector and its server).
  func interceptor(holding owner: AnyObject? = nil) -> Interceptor<F> {
    Interceptor(ring: ring) { [ring, owner] activity in
      _ = owner
      switch activity {
      case .event(let event): ring.keepEvent(event)
      case .failure(let error): ring.keepFailure(error)
      case .intent, .action: break  // given to the other hooks
      }
    }
  }

  /// Every step recorded, at most the limit: the steps the ring kept since the last read are
  /// appended to the history (which drops what the ring dropped); when more were recorded than
  /// it keeps, or the history has no base yet, it is made again from the ring.
  var history: InspectorHistory<F> {
    let unseen = ring.nextIndex - synced.nextIndex
    guard unseen > 0 else { return synced }
    if unseen > ring.count || synced.base == nil {
      synced = InspectorHistory(limit: synced.limit, base: ring.base, droppedCount: ring.droppedCount)
      for offset in 0..<ring.count { synced.append(step(at: offset)) }
    } else {
      for offset in (ring.count - unseen)..<ring.count { synced.append(step(at: offset)) }
    }
    return synced
  }

  /// The ring's step `offset` places after its oldest.
  private func step(at offset: Int) -> InspectorStep<F> {
    let slot = ring[offset]
    let kind: InspectorStep<F>.Kind =
      switch slot.entry {
      case .intent(let intent): .intent(intent)
      case .action(let action, let source, _): .action(action, source: source, state: ring.state(at: offset))
      case .event(let event): .event(event)
      case .failure(let key): .failure(ring.failure(key))
      }
    return InspectorStep(
      index: ring.droppedCount + offset, kind: kind, cause: slot.cause < 0 ? nil : slot.cause,
      order: slot.order)
  }
}
