/// A case of an enum at a place in a parent's state, as an effect id.
struct CasePlace: Hashable, Sendable {
  let place: EffectID
  let label: String

  init(place: EffectID, label: String) {
    self.place = place
    self.label = label
  }
}
