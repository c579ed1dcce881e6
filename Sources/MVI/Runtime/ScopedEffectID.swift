/// An id used inside an embedded child, made distinct per child: `.search` in row 1 and
/// `.search` in row 2 are different effects.
struct ScopedEffectID: Hashable, Sendable {
  let scope: EffectID
  let id: EffectID
}

extension EffectID {
  /// The children an id was made distinct for, outermost first, and the id the innermost child
  /// gave: `([row 1, sheet], .timer)` for a timer of a sheet presented by row 1.
  var scopePath: (path: [EffectID], leaf: EffectID) {
    var path: [EffectID] = []
    var id = self
    while let scoped = id.value as? ScopedEffectID {
      path.append(scoped.scope)
      id = scoped.id
    }
    return (path, id)
  }
}
