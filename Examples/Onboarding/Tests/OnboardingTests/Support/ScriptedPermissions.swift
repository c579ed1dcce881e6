import MVITesting
import Onboarding

/// A permission service for tests: answers requests in the order scripted and counts calls.
final class ScriptedPermissions: Sendable {
  private struct Storage {
    var current: LocationPermissionStatus
    var answers: [LocationPermissionStatus]
    var requestCount = 0
    var currentStatusCount = 0
  }

  private let storage: LockIsolated<Storage>

  /// `answers` are returned by successive requests; the last one repeats.
  init(current: LocationPermissionStatus = .notDetermined, answers: [LocationPermissionStatus]) {
    storage = LockIsolated(Storage(current: current, answers: answers))
  }

  var requestCount: Int { storage.withLock { $0.requestCount } }
  var currentStatusCount: Int { storage.withLock { $0.currentStatusCount } }

  var service: LocationPermissionService {
    LocationPermissionService(name: "scripted") {
      self.storage.withLock { storage in
        storage.currentStatusCount += 1
        return storage.current
      }
    } request: {
      self.storage.withLock { storage in
        storage.requestCount += 1
        let answer = storage.answers.count > 1 ? storage.answers.removeFirst() : storage.answers[0]
        storage.current = answer
        return answer
      }
    }
  }
}

/// Waits until the prompt shows a question (the request effect runs off the main actor).
func waitUntilAsking(_ prompt: LocationPermissionPrompt) async {
  await prompt.waitForQuestion()
}
