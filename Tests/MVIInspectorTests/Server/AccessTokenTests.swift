import Testing

@testable import MVIInspector

struct AccessTokenTests {
  @Test func aTokenIsRandomAndLong() {
    let token = AccessToken.random()
    #expect(token.utf8.count == 64)
    #expect(token.allSatisfy { $0.isHexDigit })
    #expect(token != AccessToken.random())
  }

  @Test func onlyTheSameTokenMatches() {
    let token = AccessToken.random()
    #expect(AccessToken.matches(token, token))
    #expect(!AccessToken.matches(String(token.dropLast()), token))
    #expect(!AccessToken.matches(token + "0", token))
    #expect(!AccessToken.matches(String(token.dropLast()) + (token.last == "0" ? "1" : "0"), token))
    #expect(!AccessToken.matches("", token))
    // Lengths that differ by a multiple of 256 do not cancel out.
    #expect(!AccessToken.matches(token + String(repeating: "\u{0}", count: 256), token))
  }

  @Test func aRequestCarriesItInTheHeaderTheQueryOrTheCookie() {
    let port = 8_080
    let cookie = "a=b; \(AccessToken.cookieName(port: port))=from-cookie; c=d"
    #expect(
      AccessToken.carried(
        by: HTTPRequest(method: "GET", path: "/", headers: [("authorization", "Bearer t1")]), port: port)
        == "t1")
    #expect(
      AccessToken.carried(by: HTTPRequest(method: "GET", path: "/", query: ["token": "t2"]), port: port)
        == "t2")
    #expect(
      AccessToken.carried(
        by: HTTPRequest(method: "GET", path: "/", headers: [("cookie", cookie)]), port: port)
        == "from-cookie")
    // Another port's inspector has its own cookie.
    #expect(
      AccessToken.carried(
        by: HTTPRequest(method: "GET", path: "/", headers: [("cookie", cookie)]), port: 9_090)
        == nil)
    #expect(AccessToken.carried(by: HTTPRequest(method: "GET", path: "/"), port: port) == nil)
  }
}
