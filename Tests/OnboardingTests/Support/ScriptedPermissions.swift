import Onboarding
import Synchronization

/// A permission service for tests: answers requests in the order scripted and counts calls.
final class ScriptedPermissions: Sendable {
  private struct Storage {
    var current: LocationPermissionStatus
    var answers: [LocationPermissionStatus]
    var requestCount = 0
    var currentStatusCount = 0
  }

  private let storage: Mutex<Storage>

  /// `answers` are returned by successive requests; the last one repeats.
  init(current: LocationPermissionStatus = .notDetermined, answers: [LocationPermissionStatus]) {
    storage = Mutex(Storage(current: current, answers: answers))
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

/// Yields until `condition` holds (the request effect runs off the main actor), or gives up after
/// both many yields and ten seconds, so a slow run (the thread sanitizer) still gets there. Never
/// sleeps.
func waitUntil(_ condition: () -> Bool) async {
  let deadline = ContinuousClock.now + .seconds(10)
  var yields = 0
  while !condition(), yields < 10_000 || ContinuousClock.now < deadline {
    await Task.yield()
    yields += 1
  }
}

/// Yields until the prompt shows a question.
func waitUntilAsking(_ prompt: LocationPermissionPrompt) async {
  await waitUntil { prompt.isAsking }
}
