import MVI
import MVITesting

/// A row of a list: renamed, counted, a long-running timer on an injected clock, a refresh that
/// is not started twice, a throttled tap, and an event when tapped.
struct Tile: Feature {
  struct State: Equatable, Sendable, Identifiable {
    var id: Int
    var title = ""
    var count = 0
  }

  enum Intent: Equatable, Sendable {
    case rename(String)
    case increment
    case startTimer
    case stopTimer
    case tapped
    case tapLater
    case refresh
    case throttledIncrement
  }

  enum Action: Equatable, Sendable {
    case renamed(String)
    case incremented
    case ticked
  }

  enum Event: Equatable, Sendable {
    case selected
  }

  enum CancelID { case timer, refresh, tap }

  var clock: any Clock<Duration>

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .renamed(let title): state.title = title
    case .incremented, .ticked: state.count += 1
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .rename(let title): return .send(.renamed(title))
    case .increment: return .send(.incremented)
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.ticked)
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer: return .cancel(id: CancelID.timer)
    case .tapped: return .emit(.selected)
    case .tapLater:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send.emit(.selected)
      }
    case .refresh:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.ticked)
      }
      .cancellable(id: CancelID.refresh, policy: .dropWhileRunning)
    case .throttledIncrement:
      return Effect.send(.incremented).throttle(id: CancelID.tap, for: .seconds(1), clock: clock)
    }
  }
}

/// A presented screen that loads slowly and can dismiss itself.
struct Sheet: Feature {
  struct State: Equatable, Sendable {
    var text = ""
    var loaded = false
    var inner: Tile.State?
  }

  enum Intent: Equatable, Sendable {
    case load
    case closeTapped
    case inner(Tile.Intent)
    case pickInner(Tile.Intent)
    case cancelInnerTimer
  }

  enum Action: Equatable, Sendable {
    case loaded(String)
    case inner(Tile.Action)
  }

  enum Event: Equatable, Sendable {
    case dismiss
  }

  var clock: any Clock<Duration>

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loaded(let text):
      state.text = text
      state.loaded = true
    case .inner(let action): Tile(clock: clock).reduce(&state.inner, action)
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Event> {
    switch intent {
    case .load:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(5))
        await send(.loaded("Loaded"))
      }
    case .closeTapped: return .emit(.dismiss)
    case .cancelInnerTimer: return .cancel(id: Tile.CancelID.timer)
    case .pickInner(let intent):
      // The inner tile's event starts the sheet's load.
      return Tile(clock: clock).handle(intent, in: state, at: \.inner).map(
        action: Action.inner,
        effectForEvent: { [clock] _ in
          .run { send in
            try await clock.sleep(for: .seconds(5))
            await send(.loaded("Picked"))
          }
        })
    case .inner(let intent):
      return Tile(clock: clock).handle(intent, in: state, at: \.inner).map(
        action: Action.inner, event: { _ in Event.dismiss })
    }
  }
}

/// A parent embedding children every way: one always present, one presented, a collection by id,
/// and a navigation stack with an alert and a confirmation dialog.
struct Board: Feature {
  enum Route: Equatable, Sendable {
    case tile(Tile.State)
    case about

    var tile: Tile.State? {
      get { if case .tile(let state) = self { state } else { nil } }
      set { if let newValue { self = .tile(newValue) } }
    }
  }

  /// A presented child in a case of an enum; two cases hold the same type.
  enum Destination: Equatable, Sendable {
    case tile(Tile.State)
    case spare(Tile.State)
    case named(tile: Tile.State)
  }

  struct State: Equatable, Sendable {
    var header = Tile.State(id: 0)
    var destination: Destination?
    var sheet: Sheet.State?
    @Presented var panel: Sheet.State? = nil
    var focus: Tile.State?
    var tiles: IdentifiedArray<Tile.State> = []
    var path = RouteStack<Route>()
    var alert: AlertState<Intent>?
    var dialog: ConfirmationDialogState<Intent>?
    var selected: [Int] = []
  }

  enum Intent: Equatable, Sendable {
    case header(Tile.Intent)
    case sheet(Sheet.Intent)
    case focus(Tile.Intent)
    case tile(Int, Tile.Intent)
    case route(RouteID, Tile.Intent)
    case present
    case showFocus(Int)
    case replaceTile(Int)
    case swapRoute(RouteID, Route)
    case stopAllTimers
    case pick(Int, Tile.Intent)
    case destination(Tile.Intent)
    case stacked(RouteID, Tile.Intent)
    case show(Destination?)
    case newStack([Route])
    case panel(Sheet.Intent)
    case showPanel(String)
    case addTile(Int)
    case removeTile(Int)
    case push(Route)
    case pop
    case popToRoot
    case deepLink([Route])
    case removeRoute(RouteID)
    case popToRoute(RouteID)
    case askToClear
    case clearConfirmed
    case askToShare
    case alert(DialogAnswer<Intent>)
    case dialog(DialogAnswer<Intent>)
  }

  enum Action: Equatable, Sendable {
    case header(Tile.Action)
    case sheet(Sheet.Action)
    case focus(Tile.Action)
    case tile(Int, Tile.Action)
    case route(RouteID, Tile.Action)
    case tileSelected(Int)
    case sheetDismissed
    case presented
    case focused(Int)
    case tileReplaced(Int)
    case routeSwapped(RouteID, Route)
    case destination(Tile.Action)
    case stacked(RouteID, Tile.Action)
    case shown(Destination?)
    case stackReplaced([Route])
    case panel(Sheet.Action)
    case panelShown(String)
    case added(Int)
    case removed(Int)
    case pushed(Route)
    case popped
    case poppedToRoot
    case replaced([Route])
    case routeRemoved(RouteID)
    case poppedTo(RouteID)
    case alertShown
    case cleared
    case dialogShown
    case dismiss(Dismissal<State>)
  }

  var clock: any Clock<Duration>
  var tile: Tile { Tile(clock: clock) }
  var sheet: Sheet { Sheet(clock: clock) }

  func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .header(let action): tile.reduce(&state.header, action)
    case .sheet(let action): sheet.reduce(&state.sheet, action)
    case .focus(let action): tile.reduce(&state.focus, action)
    case .tile(let id, let action): tile.reduce(&state.tiles[id: id], action)
    case .route(let id, let action):
      guard case .tile(var child) = state.path[id: id] else { return }
      tile.reduce(&child, action)
      state.path[id: id] = .tile(child)
    case .tileSelected(let id): state.selected.append(id)
    case .sheetDismissed: state.sheet = nil
    case .presented: state.sheet = Sheet.State()
    case .focused(let id): state.focus = Tile.State(id: id)
    case .tileReplaced(let id):
      // The same id, a new row: removed and added again, in its place, in one action.
      guard let position = state.tiles.ids.firstIndex(of: id) else { return }
      state.tiles.remove(id: id)
      state.tiles.insert(Tile.State(id: id), at: position)
    case .routeSwapped(let id, let route): state.path[id: id] = route
    case .destination(let action): tile.reduce(&state.destination, case: Destination.tile, action)
    case .stacked(let id, let action): tile.reduce(&state.path[id: id], case: Route.tile, action)
    case .shown(let destination): state.destination = destination
    case .stackReplaced(let routes): state.path = RouteStack(routes)
    case .panel(let action): sheet.reduce(&state.panel, action)
    case .panelShown(let text): state.panel = Sheet.State(text: text)
    case .added(let id): state.tiles.append(Tile.State(id: id))
    case .removed(let id): state.tiles.remove(id: id)
    case .pushed(let route): state.path.push(route)
    case .popped: state.path.pop()
    case .poppedToRoot: state.path.popToRoot()
    case .replaced(let routes): state.path.replace(with: routes)
    case .alertShown:
      state.alert = AlertState(
        title: "Clear all tiles?", message: "This cannot be undone.",
        buttons: [
          .init("Clear", role: .destructive, intent: .clearConfirmed), .init("Cancel", role: .cancel),
        ])
    case .routeRemoved(let id): state.path.remove(id: id)
    case .poppedTo(let id): state.path.pop(to: id)
    case .cleared: state.tiles.removeAll()
    case .dialogShown:
      state.dialog = ConfirmationDialogState(
        title: "Share", titleVisibility: .visible,
        buttons: [
          .init("Start the header's timer", intent: .header(.startTimer)), .init("Cancel", role: .cancel),
        ])
    case .dismiss(let dismissal): dismissal.apply(to: &state)
    }
  }

  func handle(_ intent: Intent, state: State) -> Effect<Action, Never> {
    switch intent {
    case .header(let intent):
      return tile.handle(intent, in: state, at: \.header).map(
        action: Action.header, actionForEvent: { _ in .tileSelected(0) })
    case .sheet(let intent):
      return sheet.handle(intent, in: state, at: \.sheet)
        .map(action: Action.sheet, actionForEvent: { _ in .sheetDismissed })
    case .focus(let intent):
      return tile.handle(intent, in: state, at: \.focus).map(
        action: Action.focus, actionForEvent: { _ in .tileSelected(-2) })
    case .tile(let id, let intent):
      return tile.handle(intent, in: state, at: \.tiles, id: id)
        .map(action: { .tile(id, $0) }, actionForEvent: { _ in .tileSelected(id) })
    case .route(let id, let intent):
      return tile.handle(intent, in: state, at: \.path[id: id]?.tile)
        .map(action: { .route(id, $0) }, actionForEvent: { _ in .tileSelected(-1) })
    case .present: return .send(.presented)
    case .showFocus(let id): return .send(.focused(id))
    case .replaceTile(let id): return .send(.tileReplaced(id))
    case .swapRoute(let id, let route): return .send(.routeSwapped(id, route))
    // The id the tiles use: it reaches every tile's timer, at any depth.
    case .stopAllTimers: return .cancel(id: Tile.CancelID.timer)
    case .destination(let intent):
      return tile.handle(intent, in: state, at: \.destination, case: Destination.tile)
        .map(action: Action.destination, actionForEvent: { _ in .tileSelected(-3) })
    case .stacked(let id, let intent):
      return tile.handle(intent, in: state, at: \.path, id: id, case: Route.tile)
        .map(action: { .stacked(id, $0) }, actionForEvent: { _ in .tileSelected(-4) })
    case .show(let destination): return .send(.shown(destination))
    case .panel(let intent):
      return sheet.handle(intent, in: state, at: \.$panel).map(
        action: Action.panel, actionForEvent: { _ in .tileSelected(-5) })
    case .showPanel(let text): return .send(.panelShown(text))
    case .newStack(let routes): return .send(.stackReplaced(routes))
    case .pick(let id, let intent):
      // A picked tile's event starts the parent's work: the tile is focused and its timer runs.
      return tile.handle(intent, in: state, at: \.tiles, id: id).map(
        action: { .tile(id, $0) },
        effectForEvent: { [clock] _ in
          .merge(
            .send(.focused(id)),
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.focus(.ticked))
            })
        })
    case .addTile(let id): return .send(.added(id))
    case .removeTile(let id): return .send(.removed(id))
    case .push(let route): return .send(.pushed(route))
    case .pop: return .send(.popped)
    case .popToRoot: return .send(.poppedToRoot)
    case .deepLink(let routes): return .send(.replaced(routes))
    case .removeRoute(let id): return .send(.routeRemoved(id))
    case .popToRoute(let id): return .send(.poppedTo(id))
    case .askToClear: return .send(.alertShown)
    case .clearConfirmed: return .send(.cleared)
    case .askToShare: return .send(.dialogShown)
    case .alert(let answer): return handle(answer, in: state, dismissing: \.alert, action: Action.dismiss)
    case .dialog(let answer): return handle(answer, in: state, dismissing: \.dialog, action: Action.dismiss)
    }
  }
}
