import Onboarding

/// The location prompt asked in the page: `request` waits until the tab answers (or the effect
/// is cancelled, when the tab closes), like the system's alert on a phone.
final class BrowserPermissionPrompt: Sendable {
  private struct Prompt {
    var status = LocationPermissionStatus.notDetermined
    var waiting: CheckedContinuation<Void, Never>?
    /// An answer that arrived before the request started waiting.
    var early: LocationPermissionStatus?
  }

  private let prompt = ServiceLock(Prompt())

  /// The service the onboarding feature is built with.
  var service: LocationPermissionService {
    LocationPermissionService(name: "browser prompt") { [self] in
      prompt.withLock { $0.status }
    } request: { [self] in
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let resumeNow = prompt.withLock { prompt -> Bool in
            if let early = prompt.early {
              prompt.status = early
              prompt.early = nil
              return true
            }
            if prompt.status.isAuthorized || Task.isCancelled { return true }
            prompt.waiting?.resume()
            prompt.waiting = continuation
            return false
          }
          if resumeNow { continuation.resume() }
        }
      } onCancel: {
        prompt.withLock { prompt in
          prompt.waiting?.resume()
          prompt.waiting = nil
        }
      }
      return prompt.withLock { $0.status }
    }
  }

  /// The tab's answer; ends the waiting request (or the next one, if it has not started waiting).
  func answer(_ status: LocationPermissionStatus) {
    prompt.withLock { prompt in
      guard let waiting = prompt.waiting else {
        prompt.early = status
        return
      }
      prompt.status = status
      prompt.waiting = nil
      waiting.resume()
    }
  }
}
