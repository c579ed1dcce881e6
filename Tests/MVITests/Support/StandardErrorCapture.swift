@testable import MVI

/// What the stores of `body` write on standard error while it runs (its effects' tasks included),
/// kept from the process's standard error.
@MainActor
func capturingStandardError(_ body: @MainActor () async throws -> Void) async rethrows -> String {
  let written = Trail<String>()
  try await StandardError.$capture.withValue({ written.append($0) }) {
    try await body()
  }
  return written.entries.joined()
}
