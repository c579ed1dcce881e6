import MVI
import Testing

/// A stand-in for a view controller: an object made for one route.
final class Screen {
  let id: RouteID
  init(_ id: RouteID) { self.id = id }
}

struct RouteScreensTests {
  let ids = (0..<4).map { RouteID(rawValue: $0) }

  /// Updates `screens` to `ids`, making screens with `Screen.init`.
  func update(_ screens: inout RouteScreens<Screen>, _ ids: [RouteID]) -> [Screen]? {
    screens.update(to: ids, make: Screen.init)
  }

  @Test func theFirstUpdateMakesOneScreenPerRoute() throws {
    var screens = RouteScreens<Screen>()
    let shown = try #require(update(&screens, [ids[0], ids[1]]))
    #expect(shown.map(\.id) == [ids[0], ids[1]])
  }

  @Test func aPushKeepsTheScreensBelowAndMakesOnlyTheNewOne() throws {
    var screens = RouteScreens<Screen>()
    let before = try #require(update(&screens, [ids[0]]))
    var made: [RouteID] = []
    let update = screens.update(to: [ids[0], ids[1]]) { id in
      made.append(id)
      return Screen(id)
    }
    let after = try #require(update)
    #expect(after[0] === before[0])
    #expect(made == [ids[1]])
  }

  @Test func aPopInStateDropsTheTopScreen() throws {
    var screens = RouteScreens<Screen>()
    let before = try #require(update(&screens, [ids[0], ids[1], ids[2]]))
    let after = try #require(update(&screens, [ids[0]]))
    #expect(after.count == 1)
    #expect(after[0] === before[0])
  }

  @Test func aScreenRemovedFromUnderOthersGoesAndTheOthersStay() throws {
    var screens = RouteScreens<Screen>()
    let before = try #require(update(&screens, [ids[0], ids[1], ids[2]]))
    let after = try #require(update(&screens, [ids[0], ids[2]]))
    #expect(after[0] === before[0])
    #expect(after[1] === before[2])
  }

  @Test func theSameIdsChangeNothing() {
    var screens = RouteScreens<Screen>()
    _ = screens.update(to: [ids[0]], make: Screen.init)
    #expect(screens.update(to: [ids[0]], make: Screen.init) == nil)
  }

  @Test func afterTheUserWentBackTheIdsOfTheScreensLeftAreReturned() throws {
    var screens = RouteScreens<Screen>()
    let shown = try #require(update(&screens, [ids[0], ids[1], ids[2]]))
    #expect(screens.ids(keeping: [shown[0]]) == [ids[0]])
    #expect(screens.shown.map(\.id) == [ids[0]])
    // The store then pops the same routes: nothing left to change.
    #expect(screens.update(to: [ids[0]], make: Screen.init) == nil)
  }
}
