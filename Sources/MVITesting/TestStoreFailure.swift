/// One failed assertion of a ``TestStore``: what went wrong, and where in the test.
public struct TestStoreFailure: Sendable, CustomStringConvertible {
  /// The explanation, with a diff of expected against actual where there is one.
  public var message: String
  /// The file of the failing call, as `#fileID` gives it (`MyAppTests/SearchTests.swift`).
  public var fileID: StaticString
  /// The full path of the failing call's file, as `#filePath` gives it.
  public var filePath: StaticString
  /// The line of the failing call.
  public var line: UInt
  /// The column of the failing call.
  public var column: UInt

  /// Creates a failure at a source location.
  public init(
    message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location and the message: `SearchTests.swift:42:5: <message>`.
  public var description: String { "\(fileID):\(line):\(column): \(message)" }
}
