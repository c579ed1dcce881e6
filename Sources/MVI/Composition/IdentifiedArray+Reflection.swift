extension IdentifiedArray: CustomReflectable {
  /// Reflects the elements in order, as an array does, so dumps and diffs show `[0]: …` lines.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}
