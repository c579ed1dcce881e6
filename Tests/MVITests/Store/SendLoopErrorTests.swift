import MVI
import Testing

struct SendLoopErrorTests {
  @Test func theMessageNamesTheFeatureTheSendAndWhatToDo() {
    let error = SendLoopError(
      feature: "Search", lastSend: "Search.Intent.queryChanged(\"a\")", limit: 100_000, dropped: 2)
    #expect(
      error.description
        == "Store<Search> processed 100000 sends queued while processing one send (the last was "
        + "Search.Intent.queryChanged(\"a\")) and stopped: something sends on every change it sees (an observer, an "
        + "interceptor, a subscriber). 2 queued send(s) were dropped. Send only when the state is not yet "
        + "what you want, or raise Store.sendLoopLimit if this many is intended.")
  }
}
