import MVI

/// The location permission prompt of a platform with no system prompt (Linux): a question the
/// app's own view shows and the user answers.
///
/// It plays the part of the operating system: it remembers the decision (``status``), and
/// ``ask()`` suspends until the view calls ``answer(_:)`` or ``dismiss()``. The feature never
/// sees it — it only calls a ``LocationPermissionService`` built with
/// ``LocationPermissionService/prompting(_:)`` — so the same feature runs with Core Location on
/// Apple platforms and with this prompt on Linux.
///
/// ```swift
/// let prompt = LocationPermissionPrompt()
/// let store = Store(Onboarding(permissions: .prompting(prompt)), initialState: .init())
/// // the view, while `prompt.isAsking`: a key calls `prompt.answer(.authorizedWhenInUse)`
/// ```
///
/// One question is asked at a time: a new ``ask()`` dismisses the one still open. A cancelled
/// task's question is dismissed, so cancelling the request effect closes the prompt.
public final class LocationPermissionPrompt: Sendable {
  private struct Question {
    var id: Int
    var continuation: CheckedContinuation<LocationPermissionStatus?, Never>
  }

  private struct Watcher {
    var id: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct Storage {
    var status: LocationPermissionStatus
    var question: Question?
    var watchers: [Watcher] = []
    var nextID = 0
    var askCount = 0

    mutating func takeID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
  }

  private let storage: ServiceLock<Storage>

  /// Creates a prompt whose remembered decision is `status`.
  public init(status: LocationPermissionStatus = .notDetermined) {
    storage = ServiceLock(Storage(status: status))
  }

  /// The decision remembered so far, as the system settings would hold it.
  public var status: LocationPermissionStatus {
    storage.withLock { $0.status }
  }

  /// Whether a question is waiting for the user's answer (the view shows the prompt).
  public var isAsking: Bool {
    storage.withLock { $0.question != nil }
  }

  /// How many questions have been asked, answered or not.
  public var askCount: Int {
    storage.withLock { $0.askCount }
  }

  /// Asks the user and waits for the answer.
  ///
  /// - Returns: The answer, which is also remembered as ``status``; `nil` if the prompt was
  ///   dismissed, replaced by a newer question, or the task was cancelled (``status`` unchanged).
  public func ask() async -> LocationPermissionStatus? {
    let id = storage.withLock { $0.takeID() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (replaced, watchers) = storage.withLock { storage -> (Question?, [Watcher]) in
          if Task.isCancelled {
            continuation.resume(returning: nil)
            return (nil, [])
          }
          let old = storage.question
          storage.question = Question(id: id, continuation: continuation)
          storage.askCount += 1
          defer { storage.watchers = [] }
          return (old, storage.watchers)
        }
        replaced?.continuation.resume(returning: nil)
        for watcher in watchers { watcher.continuation.resume() }
      }
    } onCancel: {
      let question = storage.withLock { storage -> Question? in
        guard storage.question?.id == id else { return nil }
        defer { storage.question = nil }
        return storage.question
      }
      question?.continuation.resume(returning: nil)
    }
  }

  /// Waits until a question is open: at once if one is. Returns early if the task is cancelled.
  ///
  /// What a view or a script answering the prompt waits on, instead of polling ``isAsking``.
  public func waitForQuestion() async {
    let id = storage.withLock { $0.takeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isReady = storage.withLock { storage -> Bool in
          if storage.question != nil || Task.isCancelled { return true }
          storage.watchers.append(Watcher(id: id, continuation: continuation))
          return false
        }
        if isReady { continuation.resume() }
      }
    } onCancel: {
      let watcher = storage.withLock { storage -> Watcher? in
        guard let index = storage.watchers.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.watchers.remove(at: index)
      }
      watcher?.continuation.resume()
    }
  }

  /// Answers the open question with `status` and remembers it.
  ///
  /// - Returns: Whether a question was open; with none, nothing changes.
  @discardableResult
  public func answer(_ status: LocationPermissionStatus) -> Bool {
    let question = storage.withLock { storage -> Question? in
      guard let question = storage.question else { return nil }
      storage.question = nil
      storage.status = status
      return question
    }
    question?.continuation.resume(returning: status)
    return question != nil
  }

  /// Closes the open question without an answer; the remembered status does not change.
  ///
  /// - Returns: Whether a question was open.
  @discardableResult
  public func dismiss() -> Bool {
    let question = storage.withLock { storage -> Question? in
      defer { storage.question = nil }
      return storage.question
    }
    question?.continuation.resume(returning: nil)
    return question != nil
  }
}
