#if canImport(SwiftUI)
  import ExampleForm
  import MVI
  import SwiftUI

  // The empty form saving to a database in memory, as `ExampleFormScreen.build()` runs it.
  #Preview("Empty") {
    ExampleFormScreen(
      store: Store(ExampleForm(service: .local(ExampleDatabase())).withUndo(), initialState: .init(.init())))
  }

  // A filled form whose update failed: the fields keep their values under the error.
  #Preview("Update failed") {
    var form = ExampleForm.State(name: "Kim", exampleName: "Flat white")
    form.update = .failed(.timedOut)
    return ExampleFormScreen(
      store: Store(
        ExampleForm(service: ExampleService(name: "failing") { _ in throw ExampleUpdateError.timedOut })
          .withUndo(),
        initialState: .init(form)))
  }
#endif
