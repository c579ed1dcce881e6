import MVI
import Testing

@MainActor
struct InterceptorRedactionTests {
  nonisolated static let secret = "s3cret"

  /// An effect's error whose description holds the secret.
  struct Leak: Error, CustomStringConvertible {
    var description: String { "leaked \(InterceptorRedactionTests.secret) and other" }
  }

  nonisolated static func hide(_ text: String) -> String { text.replacing(secret, with: "•") }

  nonisolated static let redaction = SessionRedaction<Lab>(
    state: { $0.log = $0.log.map(hide) },
    intent: { $0 = .perform(.none) },
    action: { if case .record(let entry) = $0 { $0 = .record(hide(entry)) } },
    event: { if case .toast(let text) = $0 { $0 = .toast(hide(text)) } },
    failure: { $0 = hide($0) })

  static let leaking = Lab.Intent.perform(
    .concatenate(.send(.record("a \(secret)")), .emit(.toast(secret)), .run { _ in throw Leak() }))

  @Test func aRedactingInterceptorSeesEveryValueRedactedAndSoDoesStandardError() async {
    let lines = CallLog()
    var failures: [any Error] = []
    let store = Store.serial(
      Lab(), initialState: .init(log: [Self.secret]),
      interceptors: [
        .logging(name: "Lab", print: { lines.append($0) }).redacting(Self.redaction),
        Interceptor { activity in
          if case .failure(let error) = activity { failures.append(error) }
        }.redacting(Self.redaction),
      ])
    let written = await capturingStandardError {
      store.send(Self.leaking)
      await settle()
    }
    #expect(store.state.log == [Self.secret, "a \(Self.secret)"], "the store keeps its values")
    let logged = lines.entries.joined(separator: "\n")
    #expect(!logged.contains(Self.secret), "\(logged)")
    #expect(logged.contains(#"action: Lab.Action.record("a •")"#))
    #expect(logged.contains(#"event: Lab.Event.toast("•")"#))
    #expect(logged.contains("failure: leaked • and other"))
    #expect(failures.map { "\($0)" } == ["leaked • and other"])
    #expect(failures.first is RedactedError)
    #expect(written == "[MVI] Unhandled error in an effect of Lab: leaked • and other\n")
  }

  @Test func theRedactionsOfSeveralInterceptorsAreAllAppliedToStandardError() async {
    let other = SessionRedaction<Lab>(failure: { $0 = $0.replacing("other", with: "◦") })
    let store = Store.serial(
      Lab(), initialState: .init(),
      interceptors: [Interceptor { _ in }.redacting(Self.redaction), Interceptor { _ in }.redacting(other)])
    let written = await capturingStandardError {
      store.send(Self.leaking)
      await settle()
    }
    #expect(written == "[MVI] Unhandled error in an effect of Lab: leaked • and ◦\n")
  }

  @Test func aSendLoopsMessageNamesTheLastSendRedacted() async {
    let late = Late<Store<Lab>>()
    let store = Store.serial(
      Lab(), initialState: .init(),
      interceptors: [
        Interceptor { activity in
          if case .action = activity { late.value?.send(Self.leaking) }
        }.redacting(Self.redaction)
      ])
    late.value = store
    store.sendLoopLimit = 5
    let written = await capturingStandardError {
      store.send(Self.leaking)
      await settle()
    }
    #expect(written.contains("processed 5 sends queued while processing one send"))
    #expect(!written.contains(Self.secret), "\(written)")
  }

  @Test func withoutARedactingInterceptorTheStoreWritesTheErrorAsItDescribesItself() async {
    let store = Store.serial(Lab(), initialState: .init(), interceptors: [.logging(print: { _ in })])
    let written = await capturingStandardError {
      store.send(Self.leaking)
      await settle()
    }
    #expect(written == "[MVI] Unhandled error in an effect of Lab: leaked s3cret and other\n")
  }
}
