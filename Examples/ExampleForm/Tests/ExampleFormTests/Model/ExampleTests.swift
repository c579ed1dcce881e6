import ExampleForm
import Foundation
import Testing

@Suite("Example")
struct ExampleTests {
  @Test func encodesWithTheSeedsFieldNamesAndDecodesBack() throws {
    let example = Example(name: "John Doe", exampleName: "SwiftUI")
    let data = try JSONEncoder().encode(example)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: String]
    #expect(object == ["name": "John Doe", "exampleName": "SwiftUI"])
    #expect(try JSONDecoder().decode(Example.self, from: data) == example)
  }
}
