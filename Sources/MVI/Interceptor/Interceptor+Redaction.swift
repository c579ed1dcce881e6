extension Interceptor {
  /// This interceptor, seeing every value with what `redaction` takes out taken out (a failure
  /// arrives as an error whose description is redacted); the store also redacts what it writes
  /// on standard error with it.
  ///
  /// ```swift
  /// let store = Store(
  ///   Login(), initialState: .init(),
  ///   interceptors: [.logging().redacting(.init(state: { $0.password = "" }))])
  /// ```
  ///
  /// The store's messages on standard error (an effect's unhandled error, a send after
  /// ``Store/stop()``, a send loop) describe its values: with any interceptor that redacts, they
  /// are written redacted.
  public func redacting(_ redaction: SessionRedaction<F>) -> Self {
    let (intent, action, other) = (self.intent, self.action, self.other)
    return Self(
      intent: { value, state in intent(redaction.redacted(value), redaction.redacted(state)) },
      action: { value, before, after, source in
        action(redaction.redacted(value), redaction.redacted(before), redaction.redacted(after), source)
      },
      other: { activity in
        switch activity {
        case .event(let event): other(.event(redaction.redacted(event)))
        case .failure(let error):
          other(.failure(RedactedError(description: redaction.redacted(String(describing: error)))))
        case .intent, .action:
          // The store gives intents and actions to their own hooks, never to `other`.
          break
        }
      },
      redaction: SessionRedaction.combining([self.redaction, redaction].compactMap { $0 }))
  }
}
