#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Interceptor
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  /// An interceptor that records the store's session as JSON Lines (``RecordedSession``): a
  /// header with the initial state, then every intent, every action with its source and the
  /// state after it, every event and failure, one line each, passed to `write` as they happen.
  ///
  /// ```swift
  /// let file = FileHandle(forWritingAtPath: path)!
  /// let store = Store(ImageSearch(service: .offline()), initialState: .init(),
  ///                   interceptors: [.recording { file.write(Data(($0 + "\n").utf8)) }])
  /// ```
  ///
  /// A value that fails to encode is written as a `failure` line saying so. `State`, `Intent`,
  /// `Action` and `Event` must be `Codable`; a feature whose types are not does not compile.
  public static func recording(to write: @escaping @MainActor @Sendable (String) -> Void) -> Self {
    let recorder = SessionRecorder<F>(write: write)
    return Self { activity, source in recorder.record(activity, source: source) }
  }
}

extension Interceptor {
  /// Recording needs `Codable` types.
  @available(
    *, unavailable,
    message:
      "Recording a session needs Codable types: make the feature's State, Intent, Action and Event Codable"
  )
  public static func recording(to write: @escaping @MainActor @Sendable (String) -> Void) -> Self {
    fatalError("unavailable")
  }
}

/// Writes a session's lines: the header before the first entry, then one line an activity.
@MainActor
final class SessionRecorder<F: Feature>
where F.State: Codable, F.Intent: Codable, F.Action: Codable, F.Event: Codable {
  private let write: @MainActor @Sendable (String) -> Void
  private var hasHeader = false
  private let encoder = SessionLine<F>.encoder

  nonisolated init(write: @escaping @MainActor @Sendable (String) -> Void) {
    self.write = write
  }

  func record(_ activity: Interceptor<F>.Activity, source: ActionSource?) {
    switch activity {
    case .intent(let intent, let state):
      header(state)
      line(.intent(intent))
    case .action(let action, let before, let after):
      header(before)
      line(.action(action, source: source ?? .effect, state: after))
    case .event(let event):
      line(.event(event))
    case .failure(let error):
      line(.failure(String(describing: error)))
    }
  }

  private func header(_ state: F.State) {
    guard !hasHeader else { return }
    hasHeader = true
    let header = SessionHeader(
      format: SessionFormat.name, version: RecordedSession<F>.formatVersion,
      feature: String(describing: F.self), initialState: state)
    encode { try encoder.encode(header) }
  }

  private func line(_ entry: RecordedSession<F>.Entry) {
    encode { try encoder.encode(SessionLine<F>(entry)) }
  }

  private func encode(_ body: () throws -> Data) {
    do {
      write(String(decoding: try body(), as: UTF8.self))
    } catch {
      let text = try? encoder.encode(["failure": "could not record: \(error)"])
      write(text.map { String(decoding: $0, as: UTF8.self) } ?? #"{"failure":"could not record"}"#)
    }
  }
}
