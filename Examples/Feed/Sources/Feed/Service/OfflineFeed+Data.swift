// The posts and comments of the bundled feed, embedded as literals so the offline source needs
// no resource bundle and no network. Users 1–6 are the members of a small Swift study group.

let offlinePosts: [Post] = [
  Post(
    userId: 1, id: 24, title: "SwiftUI에서 ViewModel 없이 화면 만들기",
    body: """
      지난주 스터디에서 MV 패턴 이야기가 나와서 피드 화면 하나를 ViewModel 없이 다시 짜봤습니다.
      @State 하나에 ViewState enum을 두고 .task 에서 불러오니 코드가 절반으로 줄었어요.
      다만 테스트는 View 밖으로 로직을 빼야 해서 결국 Feature 구조체가 생기더라고요.
      """),
  Post(
    userId: 2, id: 23, title: "Pull-to-refresh should never blank the list",
    body: """
      Small UX rule we adopted this sprint: a refresh keeps the old posts on screen until the \
      new ones arrive. If the refresh fails, the old list stays and a banner explains why. \
      Users hated the flash of the full-screen spinner.
      """),
  Post(
    userId: 3, id: 22, title: "TestClock 으로 debounce 테스트하기",
    body: """
      sleep 으로 기다리는 테스트를 전부 지웠습니다. 시계를 주입하고 테스트에서 advance(by:) 로 \
      시간을 움직이면 300ms debounce 도 순식간에 끝나요. waitForSleepers 를 먼저 부르는 게 포인트.
      """),
  Post(
    userId: 4, id: 21, title: "Navigation stacks as plain state",
    body: """
      Modelling the navigation path as an array of routes in the screen's state made deep links \
      trivial: build the array, assign it, done. Popping a screen also cancels whatever it was \
      loading, which used to be a source of late callbacks crashing our detail views.
      """),
  Post(
    userId: 5, id: 20, title: "성수동 카페에서 모각코 후기",
    body: """
      토요일 오후 모각코 다녀왔어요. 콘센트 많고 조용해서 집중 잘 됐습니다.
      라떼는 조금 비쌌지만 4시간 앉아 있어도 눈치 안 주는 곳이라 추천합니다 ☕
      """),
  Post(
    userId: 6, id: 19, title: "Codable and the userId vs user_id debate",
    body: """
      Our backend switched to snake_case and half the app broke silently because optional \
      fields decoded as nil. We now decode with a strict type per endpoint and treat any \
      mismatch as a typed 'malformed response' error instead of an empty screen.
      """),
  Post(
    userId: 1, id: 18, title: "async let 으로 상세 화면 두 요청 동시에",
    body: """
      상세 화면에서 글 본문과 댓글을 따로 불러오는데, async let 으로 묶으니 체감 속도가 확실히 \
      빨라졌습니다. 취소도 부모 Task 를 따라가서 뒤로 가기 하면 알아서 정리돼요.
      """),
  Post(
    userId: 2, id: 17, title: "Why our list rows report events instead of calling closures",
    body: """
      Rows used to capture the view model and mutate it directly. Now each row sends an event \
      (tapped, liked, hidden) and the screen decides what happens. Rows became reusable in \
      three screens and trivially previewable.
      """),
  Post(
    userId: 3, id: 16, title: "URLSession 타임아웃이 두 번 걸리는 이유",
    body: """
      timeoutIntervalForRequest 만 믿었다가 테스트가 가끔 느려지는 문제가 있었어요. 결국 \
      주입한 시계로 타임아웃을 재고, URLSession 쪽은 그보다 넉넉한 백스톱으로만 쓰는 구조로 \
      바꿨습니다.
      """),
  Post(
    userId: 4, id: 15, title: "Release notes: 2.3.0",
    body: """
      - Feed refresh keeps your place in the list
      - Post detail loads comments in the background
      - Fixed a crash when leaving a post while comments were loading
      - Dark mode contrast tweaks
      """),
  Post(
    userId: 5, id: 14, title: "주니어 iOS 개발자 면접 질문 정리",
    body: """
      최근 세 군데 면접에서 공통으로 나온 질문: 값 타입과 참조 타입 차이, @MainActor 가 하는 일, \
      Task 취소가 전파되는 방식, 그리고 '테스트하기 쉬운 코드란?' 마지막 질문이 제일 어려웠어요.
      """),
  Post(
    userId: 6, id: 13, title: "Terminal UIs are underrated",
    body: """
      Built a tiny terminal front-end for our feature modules to demo them on a Linux box. \
      Same state, same intents, different view. It caught two bugs our SwiftUI previews never \
      showed, because the terminal view could not cheat with local @State.
      """),
  Post(
    userId: 1, id: 12, title: "Swift 6 strict concurrency 마이그레이션 3주차",
    body: """
      경고 400개에서 시작해서 이제 12개 남았습니다. 대부분 Sendable 이 아닌 클로저였고, \
      서비스를 클로저 묶음 구조체로 바꾸니 한 번에 정리됐어요. 남은 건 레거시 싱글턴들…
      """),
  Post(
    userId: 2, id: 11, title: "Retry buttons need to retry the same thing",
    body: """
      Bug of the week: the error screen's retry button reloaded page 1 even when page 3 had \
      failed. Keeping what was requested in the state, next to the error, fixed it.
      """),
  Post(
    userId: 3, id: 10, title: "한강 러닝 크루 모집합니다 🏃",
    body: """
      매주 수요일 저녁 8시 여의나루역 2번 출구. 5km 천천히 뛰고 편의점 라면 먹습니다. \
      개발자 아니어도 환영이에요!
      """),
  Post(
    userId: 4, id: 9, title: "Measuring a send: 36 ns",
    body: """
      Benchmarked our store's intent → action → reduce round trip with an observer attached: \
      about 36 ns in a release build. Plenty fast; the bottleneck is always the view, never \
      the state container.
      """),
  Post(
    userId: 5, id: 8, title: "Environment 주입 vs 생성자 주입",
    body: """
      SwiftUI 에서는 Environment 로 서비스를 넘기는 게 편하지만, 테스트에서는 생성자로 받는 쪽이 \
      훨씬 명확하더라고요. 저희는 화면 최상단에서만 Environment 를 읽고 아래로는 값으로 넘깁니다.
      """),
  Post(
    userId: 6, id: 7, title: "Empty states deserve design too",
    body: """
      An empty feed is not an error. We show 'No posts yet' with a refresh hint, and only show \
      the red error view when a request actually failed.
      """),
  Post(
    userId: 1, id: 6, title: "판교 점심 맛집 리스트 공유",
    body: """
      회사 근처 자주 가는 곳 정리했어요. 1) 칼국수집 — 11시 반 전에 가야 자리 있음 \
      2) 돈까스 — 소스 리필 가능 3) 베트남 쌀국수 — 비 오는 날 최고.
      """),
  Post(
    userId: 2, id: 5, title: "Cancel on pop, or pay later",
    body: """
      If a detail screen starts a request and the user backs out, cancel it. Otherwise the \
      response lands on a screen that no longer exists, or worse, updates the next post the \
      user opens.
      """),
  Post(
    userId: 3, id: 4, title: "Xcode 빌드 시간 줄인 방법",
    body: """
      모듈을 Feature 단위로 쪼개고 프리뷰용 타깃을 따로 두니 증분 빌드가 40초에서 9초로 줄었습니다. \
      타입 추론이 무거운 긴 체이닝도 몇 군데 풀었어요.
      """),
  Post(
    userId: 4, id: 3, title: "Weekend project: a habit tracker in 300 lines",
    body: """
      One screen, one feature, a list of habits as child rows, and a detail pushed on a stack. \
      No third-party dependencies. Tests cover every state including the failure paths.
      """),
  Post(
    userId: 5, id: 2, title: "스터디 4주차: MVI 와 단방향 데이터 흐름",
    body: """
      이번 주는 Intent → Action → Reduce 흐름을 정리했습니다. 상태를 바꾸는 곳이 reduce 하나뿐이라 \
      버그가 생겨도 어디를 봐야 할지 바로 보여요. 다음 주는 화면 합성(composition)!
      """),
  Post(
    userId: 6, id: 1, title: "Hello, feed 👋",
    body: """
      First post on our study group's feed. Share what you built, what broke and what you \
      learned. Be kind, keep it short, and link your code.
      """),
]

let offlineComments: [PostComment] = [
  PostComment(
    postId: 24, id: 1, name: "테스트는 어떻게 하셨나요?", email: "minji.park@example.com",
    body: "View 안에 로직이 있으면 단위 테스트가 어렵던데, 결국 Feature 로 빼신 거죠?"),
  PostComment(
    postId: 24, id: 2, name: "Re: 테스트", email: "jaehyun.kim@example.com",
    body: "네, reduce 와 handle 만 테스트하고 View 는 스냅샷으로만 확인합니다."),
  PostComment(
    postId: 24, id: 3, name: "Same experience here", email: "alex.chen@example.org",
    body: "We ended up with the same split. The view got tiny."),
  PostComment(
    postId: 23, id: 4, name: "Agreed", email: "sora.lee@example.com",
    body: "A refreshing indicator at the top is enough. Never clear the list."),
  PostComment(
    postId: 23, id: 5, name: "What about stale data?", email: "tom.baker@example.net",
    body: "We show 'updated 5 min ago' next to the indicator when a refresh fails."),
  PostComment(
    postId: 22, id: 6, name: "waitForSleepers 꿀팁", email: "hyejin.cho@example.com",
    body: "이거 몰라서 advance 가 아무 일도 안 하는 줄 알았어요 😂"),
  PostComment(
    postId: 21, id: 7, name: "Deep links", email: "maria.gomez@example.org",
    body: "Building the stack from a URL and assigning it in one action is so much nicer."),
  PostComment(
    postId: 21, id: 8, name: "RouteStack ids", email: "jaehyun.kim@example.com",
    body: "Stable ids per pushed screen made scoping child effects easy for us too."),
  PostComment(
    postId: 20, id: 9, name: "위치 알려주세요", email: "dahye.yoon@example.com",
    body: "성수역 몇 번 출구 쪽인가요? 이번 주말에 가보고 싶네요."),
  PostComment(
    postId: 20, id: 10, name: "Re: 위치", email: "seojun.han@example.com",
    body: "3번 출구에서 5분 정도요. 2층 창가 자리가 제일 좋아요."),
  PostComment(
    postId: 19, id: 11, name: "keyDecodingStrategy", email: "tom.baker@example.net",
    body: "convertFromSnakeCase saved us, but explicit CodingKeys are clearer in review."),
  PostComment(
    postId: 18, id: 12, name: "취소 전파 좋네요", email: "minji.park@example.com",
    body: "TaskGroup 보다 간단해서 두세 개 요청엔 async let 이 딱이에요."),
  PostComment(
    postId: 17, id: 13, name: "Events vs bindings", email: "sora.lee@example.com",
    body: "Events also made analytics trivial: log them in one place."),
  PostComment(
    postId: 17, id: 14, name: "Naming", email: "alex.chen@example.org",
    body: "We call them 'outputs'. Same idea, the parent decides."),
  PostComment(
    postId: 17, id: 15, name: "How do you test it?", email: "maria.gomez@example.org",
    body: "Send the row's intent, then assert the screen's state changed. No mocks needed."),
  PostComment(
    postId: 16, id: 16, name: "리눅스에서도 그런가요?", email: "hyejin.cho@example.com",
    body: "corelibs-foundation 에서는 1초 미만 타임아웃이 이상하게 동작하더라고요."),
  PostComment(
    postId: 15, id: 17, name: "Crash fix 🙏", email: "dahye.yoon@example.com",
    body: "The leaving-while-loading crash was hitting us daily. Thanks!"),
  PostComment(
    postId: 14, id: 18, name: "마지막 질문", email: "seojun.han@example.com",
    body: "의존성을 값으로 주입해서 테스트에서 바꿀 수 있는 코드, 라고 답했어요."),
  PostComment(
    postId: 14, id: 19, name: "공유 감사합니다", email: "minji.park@example.com",
    body: "다음 주 면접인데 많이 도움 됐어요!"),
  PostComment(
    postId: 13, id: 20, name: "Screenshots?", email: "tom.baker@example.net",
    body: "Would love to see how you render lists without a layout engine."),
  PostComment(
    postId: 12, id: 21, name: "레거시 싱글턴…", email: "jaehyun.kim@example.com",
    body: "저희도 마지막까지 남은 게 싱글턴이었어요. 결국 actor 로 감쌌습니다."),
  PostComment(
    postId: 11, id: 22, name: "Classic", email: "sora.lee@example.com",
    body: "Same bug with search: retry searched the current text, not the failed query."),
  PostComment(
    postId: 10, id: 23, name: "참여합니다!", email: "dahye.yoon@example.com",
    body: "수요일에 뵐게요. 라면은 제가 쏩니다 🍜"),
  PostComment(
    postId: 10, id: 24, name: "초보도 되나요?", email: "hyejin.cho@example.com",
    body: "3km 도 힘든데 괜찮을까요?"),
  PostComment(
    postId: 10, id: 25, name: "Re: 초보", email: "seojun.han@example.com",
    body: "그럼요, 페이스 맞춰서 같이 뛰어요!"),
  PostComment(
    postId: 9, id: 26, name: "Release or debug?", email: "alex.chen@example.org",
    body: "Release, I assume? Debug numbers are meaningless for this."),
  PostComment(
    postId: 8, id: 27, name: "동의합니다", email: "minji.park@example.com",
    body: "Environment 는 편하지만 어디서 오는지 추적이 어려워요."),
  PostComment(
    postId: 7, id: 28, name: "Copywriting matters", email: "maria.gomez@example.org",
    body: "'No posts yet' reads so much friendlier than 'No data'."),
  PostComment(
    postId: 6, id: 29, name: "칼국수집 인정", email: "jaehyun.kim@example.com",
    body: "거기 겉절이가 진짜 맛있어요."),
  PostComment(
    postId: 5, id: 30, name: "Been there", email: "tom.baker@example.net",
    body: "We had exactly that: the old response updated the next post. Took days to find."),
  PostComment(
    postId: 5, id: 31, name: "Scoped effects", email: "sora.lee@example.com",
    body: "Tying a child's effects to its presence in the state fixed this class of bugs for good."),
  PostComment(
    postId: 4, id: 32, name: "프리뷰 타깃 팁 좋네요", email: "hyejin.cho@example.com",
    body: "저희도 바로 적용해봐야겠어요."),
  PostComment(
    postId: 2, id: 33, name: "정리 감사합니다", email: "dahye.yoon@example.com",
    body: "composition 편도 기대할게요!"),
  PostComment(
    postId: 1, id: 34, name: "Welcome!", email: "alex.chen@example.org",
    body: "Glad this exists. Posting my habit tracker soon."),
]
