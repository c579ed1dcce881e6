import ExampleForm
import Foundation
import Testing

@Suite("Example")
struct ExampleTests {
  @Test("encodes with the seed's field names and decodes back")
  func codable() throws {
    let example = Example(name: "John Doe", exampleName: "SwiftUI")
    let data = try JSONEncoder().encode(example)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: String]
    #expect(object == ["name": "John Doe", "exampleName": "SwiftUI"])
    #expect(try JSONDecoder().decode(Example.self, from: data) == example)
  }
}
