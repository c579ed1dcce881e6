import MVI
import SwiftUI

struct CounterView: View {
  @State var store = Store(Counter(), initialState: .init())

  var body: some View {
    HStack {
      Button("−") { store.send(.decrement) }
      Text("\(store.count)")
      Button("+") { store.send(.increment) }
    }
  }
}
