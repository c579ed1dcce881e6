/// An id used inside an embedded child, made distinct per child: `.search` in row 1 and
/// `.search` in row 2 are different effects.
struct ChildEffectID: Hashable, Sendable {
  /// The child: its place in the parent's state, with its identity.
  let child: EffectID
  let id: EffectID
}

extension EffectID {
  /// The children an id was made distinct for, outermost first, and the id the innermost child
  /// gave: `([row 1, sheet], .timer)` for a timer of a sheet presented by row 1.
  var childPath: (path: [EffectID], leaf: EffectID) {
    var path: [EffectID] = []
    var id = self
    while let embedded = id.value as? ChildEffectID {
      path.append(embedded.child)
      id = embedded.id
    }
    return (path, id)
  }
}
