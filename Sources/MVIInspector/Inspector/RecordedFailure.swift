/// An effect's failure read back from a session: its recorded description.
struct RecordedFailure: Error, CustomStringConvertible {
  let description: String
}
