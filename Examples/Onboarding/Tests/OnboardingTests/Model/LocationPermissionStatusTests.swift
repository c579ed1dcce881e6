import Onboarding
import Testing

@Suite("LocationPermissionStatus")
struct LocationPermissionStatusTests {
  @Test func onlyAlwaysAndWhileInUseAreAuthorized() {
    let authorized = LocationPermissionStatus.allCases.filter(\.isAuthorized)
    #expect(authorized == [.authorizedAlways, .authorizedWhenInUse])
  }

  @Test func everyStatusHasItsOwnNameForTheScreen() {
    let names = Set(LocationPermissionStatus.allCases.map(\.displayName))
    #expect(names.count == LocationPermissionStatus.allCases.count)
    #expect(LocationPermissionStatus.denied.displayName.contains("denied"))
  }
}
