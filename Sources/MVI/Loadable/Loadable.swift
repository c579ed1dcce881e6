/// A value that is loaded asynchronously: idle, loading (keeping what was shown), loaded or failed.
///
/// ```swift
/// struct State { var images: Loadable<[Image]> = .idle }
///
/// case .searchStarted: state.images.startLoading()          // keeps what was shown, if any
/// case .imagesLoaded(let images): state.images = .loaded(images)
/// case .searchFailed(let error): state.images.fail(error)
/// ```
///
/// `loading` and `failed` can keep the value shown before (``startLoading(keepingValue:)``), so a
/// refresh leaves the old list on screen until the new one arrives.
public enum Loadable<Value> {
  /// Nothing requested yet.
  case idle
  /// A request is running; `previous` is the value shown meanwhile, if kept.
  case loading(previous: Value?)
  /// The request succeeded.
  case loaded(Value)
  /// The request failed; `previous` is the value still shown, if kept.
  case failed(LoadingError, previous: Value?)

  /// Loading with no value shown.
  public static var loading: Self { .loading(previous: nil) }

  /// Failed with no value shown.
  public static func failed(_ error: LoadingError) -> Self { .failed(error, previous: nil) }

  /// The loaded value, or the value kept while loading or after a failure.
  public var value: Value? {
    switch self {
    case .idle: return nil
    case .loading(let previous): return previous
    case .loaded(let value): return value
    case .failed(_, let previous): return previous
    }
  }

  /// The value only if loading succeeded and no new request is running.
  public var loadedValue: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// Whether a request is running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the value is loaded and no request is running.
  public var isLoaded: Bool { loadedValue != nil }

  /// The error of the last request, if it failed.
  public var error: LoadingError? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Moves to `loading`, keeping the current value on screen unless told not to.
  public mutating func startLoading(keepingValue: Bool = true) {
    self = .loading(previous: keepingValue ? value : nil)
  }

  /// Moves to `failed`, keeping the current value on screen unless told not to.
  public mutating func fail(_ error: some Error, keepingValue: Bool = true) {
    self = .failed(LoadingError(error), previous: keepingValue ? value : nil)
  }

  /// Transforms the value, keeping the loading phase.
  public func map<T>(_ transform: (Value) throws -> T) rethrows -> Loadable<T> {
    switch self {
    case .idle: return .idle
    case .loading(let previous): return .loading(previous: try previous.map(transform))
    case .loaded(let value): return .loaded(try transform(value))
    case .failed(let error, let previous): return .failed(error, previous: try previous.map(transform))
    }
  }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}
extension Loadable: Sendable where Value: Sendable {}

extension Loadable: Codable where Value: Codable {}
