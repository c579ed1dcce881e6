import DemoCLI
import MVI

/// The demo's menu: a list of samples and a cursor — a feature like any other.
struct Menu: Feature {
  struct Entry: Equatable {
    var sample: DemoArguments.Sample
    var title: String
    var summary: String
  }

  struct State: Equatable {
    var entries: [Entry] = Menu.entries
    var focusedIndex = 0
    var opened: DemoArguments.Sample?

    var focused: Entry { entries[focusedIndex] }
  }

  enum Intent: Sendable {
    case focusMoved(by: Int)
    case openTapped
    /// A number key: open entry `index` at once.
    case entryChosen(Int)
  }

  static let entries = [
    Entry(
      sample: .imageSearch, title: "이미지 검색 · Image search",
      summary: "\"강아지\" 검색, 최대 10장, 입력하면 검색 (seeds 000/002)"),
    Entry(
      sample: .poster, title: "랜덤 포스터 · Random poster",
      summary: "Get Poster! 마다 새 그림, 트루컬러 블록 그림 (seed 001)"),
    Entry(sample: .counter, title: "카운터 · Counter", summary: "The README's counter: + - 0"),
    Entry(
      sample: .onboarding, title: "온보딩 · Onboarding",
      summary: "\"Next\" → 위치 권한 요청 → 메인 화면, 거부하면 다시 시도 (seed 004)"),
    Entry(
      sample: .form, title: "폼 · Form",
      summary: "Name, Example name, Update → \"Update Successful\" (seed 003)"),
    Entry(
      sample: .feed, title: "피드 · Feed",
      summary: "글 목록, 새로고침, 오류 → 다시 시도, 글 상세와 댓글 (seed 003)"),
  ]

  func reduce(_ state: inout State, _ action: Intent) {
    switch action {
    case .focusMoved(let delta):
      state.focusedIndex = min(max(state.focusedIndex + delta, 0), state.entries.count - 1)
    case .openTapped:
      state.opened = state.focused.sample
    case .entryChosen(let index):
      guard state.entries.indices.contains(index) else { return }
      state.focusedIndex = index
      state.opened = state.focused.sample
    }
  }
}
