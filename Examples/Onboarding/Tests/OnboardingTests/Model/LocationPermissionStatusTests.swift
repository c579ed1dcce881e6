import Onboarding
import Testing

@Suite("LocationPermissionStatus")
struct LocationPermissionStatusTests {
  @Test("only always and while in use are authorized")
  func authorized() {
    let authorized = LocationPermissionStatus.allCases.filter(\.isAuthorized)
    #expect(authorized == [.authorizedAlways, .authorizedWhenInUse])
  }

  @Test("every status has its own name for the screen")
  func displayNames() {
    let names = Set(LocationPermissionStatus.allCases.map(\.displayName))
    #expect(names.count == LocationPermissionStatus.allCases.count)
    #expect(LocationPermissionStatus.denied.displayName.contains("denied"))
  }
}
