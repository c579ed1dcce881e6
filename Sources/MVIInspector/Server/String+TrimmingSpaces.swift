extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
    return String(scalars[start...end])
  }
}
