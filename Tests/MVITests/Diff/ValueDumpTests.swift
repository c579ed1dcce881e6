import Foundation
import Testing

@testable import MVI

/// Values for the dump tests, named so that their type names are predictable.
enum Dumped {
  struct Address {
    var city: String
    var zip: String?
  }

  struct Profile {
    var name = "Ada"
    var address = Address(city: "London", zip: nil)
    var tags = ["a", "b"]
    var scores = ["b": 2, "a": 1, "c": 3]
    var empty: [Int] = []
    var flag = true
  }

  enum Shape {
    case point
    case named(String)
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    case pair(Int, Int)
    case nested(Address)
  }

  final class Node {
    var name: String
    var next: Node?

    init(_ name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  struct Shared {
    var left: Node
    var right: Node
  }

  struct Described: CustomStringConvertible {
    var secret = 1
    var description: String { "described" }
  }

  indirect enum Chain {
    case end
    case link(Chain)
  }
}

@MainActor
struct ValueDumpTests {
  @Test func aNestedStructIsIndentedWithOneFieldALine() {
    #expect(
      ValueDump.lines(Dumped.Profile()) == [
        "Dumped.Profile(",
        "  name: \"Ada\"",
        "  address: Dumped.Address(",
        "    city: \"London\"",
        "    zip: nil",
        "  )",
        "  tags: [",
        "    [0]: \"a\"",
        "    [1]: \"b\"",
        "  ]",
        "  scores: [",
        "    \"a\": 1",
        "    \"b\": 2",
        "    \"c\": 3",
        "  ]",
        "  empty: []",
        "  flag: true",
        ")",
      ])
  }

  @Test func aValueOnOneLine() {
    #expect(
      ValueDump.line(Dumped.Address(city: "Paris", zip: "75001"))
        == "Dumped.Address(city: \"Paris\", zip: \"75001\")")
    #expect(ValueDump.line([1, 2]) == "[[0]: 1, [1]: 2]")
    #expect(ValueDump.line(["z": true, "a": false]) == "[\"a\": false, \"z\": true]")
  }

  @Test func enumsShowTheirCaseAndPayload() {
    #expect(ValueDump.line(Dumped.Shape.point) == "Dumped.Shape.point")
    #expect(ValueDump.line(Dumped.Shape.named("x")) == "Dumped.Shape.named(\"x\")")
    #expect(ValueDump.line(Dumped.Shape.circle(radius: 2)) == "Dumped.Shape.circle(radius: 2)")
    #expect(
      ValueDump.line(Dumped.Shape.rect(width: 3, height: 4)) == "Dumped.Shape.rect(width: 3, height: 4)")
    #expect(ValueDump.line(Dumped.Shape.pair(5, 6)) == "Dumped.Shape.pair(5, 6)")
    #expect(
      ValueDump.lines(Dumped.Shape.nested(.init(city: "Rome"))) == [
        "Dumped.Shape.nested(",
        "  Dumped.Address(",
        "    city: \"Rome\"",
        "    zip: nil",
        "  )",
        ")",
      ])
  }

  @Test func optionalsShowTheirValueOrNil() {
    #expect(ValueDump.line(Int?.some(3) as Any) == "3")
    #expect(ValueDump.line(Int?.none as Any) == "nil")
    #expect(ValueDump.line(String??.some(.some("deep")) as Any) == "\"deep\"")
  }

  @Test func stringsAreQuotedAndEscaped() {
    #expect(ValueDump.line("say \"hi\"\n") == #""say \"hi\"\n""#)
    #expect(ValueDump.line(Character("c")) == "\"c\"")
  }

  @Test func setsAndDictionariesAreSortedSoDumpsAreStable() {
    #expect(ValueDump.line(Set(["b", "c", "a"])) == "Set([\"a\", \"b\", \"c\"])")
    let dictionary = Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", $0) })
    let keys = ValueDump.lines(dictionary).dropFirst().dropLast().map { $0.split(separator: ":")[0] }
    #expect(keys == keys.sorted())
    #expect(keys.count == 20)
  }

  @Test func tuplesShowTheirLabels() {
    #expect(ValueDump.line((1, "a")) == "(1, \"a\")")
    #expect(ValueDump.line((x: 1, y: 2)) == "(x: 1, y: 2)")
  }

  @Test func aClassCycleIsMarkedInsteadOfFollowed() {
    let node = Dumped.Node("a")
    node.next = Dumped.Node("b", next: node)
    #expect(
      ValueDump.lines(node) == [
        "Dumped.Node(",
        "  name: \"a\"",
        "  next: Dumped.Node(",
        "    name: \"b\"",
        "    next: Dumped.Node(↩︎)",
        "  )",
        ")",
      ])
  }

  @Test func anObjectSeenTwiceWithoutACycleIsShownBothTimes() {
    let node = Dumped.Node("shared")
    #expect(
      ValueDump.line(Dumped.Shared(left: node, right: node))
        == "Dumped.Shared(left: Dumped.Node(name: \"shared\", next: nil), right: Dumped.Node(name: \"shared\", next: nil))"
    )
  }

  @Test func errorsAndPlatformValuesAreShownByTheirDescription() {
    #expect(ValueDump.line(Boom(code: 4)) == "boom 4")
    #expect(ValueDump.line(Duration.seconds(2)) == Duration.seconds(2).description)
    #expect(ValueDump.line(URL(string: "https://example.com/a")!) == "https://example.com/a")
    #expect(ValueDump.line(Date(timeIntervalSince1970: 0)) == Date(timeIntervalSince1970: 0).description)
  }

  @Test func aStructWhoseDescriptionDropsFieldsIsShownFieldByField() {
    // Its description says "described" whatever `secret` is: a diff must still show the field.
    #expect(ValueDump.line(Dumped.Described()) == "Dumped.Described(secret: 1)")
    let diff = TextDiff.lines(
      ValueDump.lines(Dumped.Described(secret: 1)), ValueDump.lines(Dumped.Described(secret: 2)))
    #expect(diff == ["  Dumped.Described(", "-   secret: 1", "+   secret: 2", "  )"])
  }

  @Test func aTypeDeclaredInAFunctionPrintsAsItIsWritten() {
    struct Local { var value = 1 }
    enum Step { case go(Local) }
    // Named by the enclosing type, without the runtime's "(unknown context at $…)".
    #expect(ValueDump.line(Local()) == "ValueDumpTests.Local(value: 1)")
    #expect(ValueDump.line(Step.go(Local())) == "ValueDumpTests.Step.go(ValueDumpTests.Local(value: 1))")
  }

  @Test func genericTypesPrintWithoutModules() {
    #expect(ValueDump.typeName("MVI.Loadable<Swift.Array<Swift.String>>") == "Loadable<Array<String>>")
    #expect(
      ValueDump.typeName("Swift.Dictionary<Swift.String, App.Row.State>") == "Dictionary<String, Row.State>")
    #expect(ValueDump.typeName("App.Outer<Swift.Int>.Inner") == "Outer<Int>.Inner")
    #expect(ValueDump.typeName("App.(unknown context at $55d1ce47c0cc).Local") == "Local")
    #expect(ValueDump.line(Loadable<[Int]>.loaded([1])) == "Loadable<Array<Int>>.loaded([[0]: 1])")
  }

  @Test func anIdentifiedArrayPrintsItsElementsAsAnArrayDoes() {
    struct Row: Identifiable, Equatable {
      var id: Int
      var title: String
    }
    let rows: IdentifiedArray<Row> = [Row(id: 7, title: "a"), Row(id: 3, title: "b")]
    #expect(ValueDump.lines(rows) == ValueDump.lines([Row(id: 7, title: "a"), Row(id: 3, title: "b")]))
    #expect(
      ValueDump.lines(rows) == [
        "[", "  [0]: ValueDumpTests.Row(", "    id: 7", "    title: \"a\"", "  )",
        "  [1]: ValueDumpTests.Row(", "    id: 3",
        "    title: \"b\"", "  )",
        "]",
      ])
  }

  @Test func aLongUnchangedRunInADiffIsFolded() {
    let old = Array(0..<100)
    var new = old
    new[50] = -1
    let diff = TextDiff.lines(ValueDump.lines(old), ValueDump.lines(new)) ?? []
    #expect(diff.contains("-   [50]: 50"))
    #expect(diff.contains("+   [50]: -1"))
    #expect(diff.filter { $0.contains("unchanged lines") }.count == 2)
    #expect(diff.count < 15)
  }

  @Test func deepValuesAreCutOff() {
    var chain = Dumped.Chain.end
    for _ in 0..<100 { chain = .link(chain) }
    let line = ValueDump.line(chain)
    #expect(line.ranges(of: "Dumped.Chain.link(").count == 40)
    #expect(line.contains("link(…)"))
    #expect(!line.contains("end"))
  }
}
