#if PropertyTesting
  import MVI

  /// What a session's store did during the current step: its actions and unhandled effect errors.
  @MainActor
  final class ActivityLog<F: Feature> {
    var actions: [F.Action] = []
    var failures: [String] = []
    /// How many activities the store has had: a change means the store is not quiet yet.
    var count = 0

    /// The interceptor that feeds this log.
    var interceptor: Interceptor<F> {
      Interceptor { [weak self] activity in
        self?.count += 1
        switch activity {
        case .action(let action, _, _): self?.actions.append(action)
        case .failure(let error): self?.failures.append(ValueDump.line(error))
        case .intent, .event: break
        }
      }
    }

    /// Forgets the previous step's actions.
    func beginStep() {
      actions.removeAll()
    }
  }
#endif
