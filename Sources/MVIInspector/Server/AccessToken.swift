/// The secret every request must carry when the inspector listens beyond loopback (an app on a
/// phone, inspected from the developer's computer): in the `Authorization: Bearer` header, a
/// `token` query parameter, or the cookie the page gets when opened with the token.
package enum AccessToken {
  /// A new random token: 32 bytes from the system's generator, as 64 hexadecimal digits.
  package static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    return String((0..<64).map { _ in digits[Int(generator.next() % 16)] })
  }

  /// The name of the page's cookie on `port` (a cookie is shared by every port of a host).
  package static func cookieName(port: Int) -> String {
    "mvi-inspector-token-\(port)"
  }

  /// What a request carries: the `Authorization: Bearer` token, else the `token` query
  /// parameter, else the page's cookie; `nil` without one.
  package static func carried(by request: HTTPRequest, port: Int) -> String? {
    if let authorization = request.header("authorization"), authorization.lowercased().hasPrefix("bearer ") {
      return String(authorization.dropFirst(7)).trimmingSpaces
    }
    if let token = request.query["token"] { return token }
    let name = cookieName(port: port)
    for field in request.headers where field.name == "cookie" {
      for pair in field.value.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, String(parts[0]).trimmingSpaces == name {
          return String(parts[1]).trimmingSpaces
        }
      }
    }
    return nil
  }

  /// Whether `given` is `expected`, in a time that does not depend on where they differ (only
  /// on `expected`'s length, which is not secret).
  package static func matches(_ given: String, _ expected: String) -> Bool {
    let given = Array(given.utf8)
    let expected = Array(expected.utf8)
    var difference = UInt8(truncatingIfNeeded: given.count ^ expected.count)
    for index in expected.indices {
      difference |= (index < given.count ? given[index] : 0) ^ expected[index]
    }
    return difference == 0 && given.count == expected.count
  }
}
