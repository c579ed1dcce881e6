#if canImport(SwiftUI)
  import MVI
  import SwiftUI

  extension Store {
    /// Sends an intent inside `withAnimation`: the state changes its synchronous actions make are
    /// animated (`store.send(.rowRemoved(id), animation: .default)`).
    @discardableResult
    public func send(_ intent: F.Intent, animation: Animation?) -> StoreTask {
      withAnimation(animation) { send(intent) }
    }

    /// Sends an intent inside `withTransaction`: its synchronous state changes take `transaction`.
    @discardableResult
    public func send(_ intent: F.Intent, transaction: Transaction) -> StoreTask {
      withTransaction(transaction) { send(intent) }
    }
  }
#endif
