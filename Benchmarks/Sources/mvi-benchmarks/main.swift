// The benchmarks of swift-mvi. Run them on demand, in a release build:
//
//     swift run -c release --package-path Benchmarks mvi-benchmarks [--filter NAME] [--skip NAME]
//         [--markdown] [--quick] [--mvi-web PATH] [--observed-side SIDE N]

#if canImport(Glibc)
  import Glibc
#endif

/// Whether this is a debug build (`-c debug`), whose figures mean nothing.
func isDebugBuild() -> Bool {
  _isDebugAssertConfiguration()
}

if isDebugBuild() {
  print(
    """
    mvi-benchmarks measures release builds only; this is a debug build. Run:
        swift run -c release --package-path Benchmarks mvi-benchmarks
    """)
  exit(2)
}

var filter: String?
var skipped: [String] = []
var markdown = false
var observedSide: ObservedSide?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--filter":
    guard let value = arguments.popFirst() else {
      print("--filter needs a case number or name, one of: \(Case.all.map(\.key).joined(separator: ", "))")
      exit(2)
    }
    filter = value
  case "--skip":
    guard let value = arguments.popFirst() else {
      print("--skip needs a case number or name")
      exit(2)
    }
    skipped.append(value)
  case "--markdown":
    markdown = true
  case "--mvi-web":
    guard let value = arguments.popFirst() else {
      print("--mvi-web needs the path of a release-built mvi-web")
      exit(2)
    }
    WebLoad.serverPath = value
  case "--quick":
    Timing.scale = 100
  case "--observed-side":
    guard let name = arguments.popFirst(), ObservedSide.names.contains(name),
      let operations = arguments.popFirst().flatMap({ Int($0) }), operations > 0
    else {
      let names = ObservedSide.names.joined(separator: ", ")
      print("--observed-side needs one of \(names), and a number of sends")
      exit(2)
    }
    observedSide = ObservedSide(name: name, operations: operations)
  case "--help", "-h":
    print(
      """
      usage: mvi-benchmarks [--filter NAME] [--skip NAME]... [--markdown] [--quick] [--mvi-web PATH]
                            [--observed-side SIDE N]
        --filter NAME  run only the cases whose number or name contains NAME:
                       \(Case.all.map { "\($0.number) \($0.key)" }.joined(separator: ", "))
        --skip NAME    leave out the cases NAME matches (as --filter does)
        --markdown     print the table as Markdown
        --quick        divide every operation count by 100 (to run under a profiler)
        --mvi-web PATH the server case 10 starts (default: build the repository's in release)
        --observed-side SIDE N
                       run only N sends of one side of case 13 or 8b, untimed, and no other case
                       (to profile it): model or store (13b), rows-model or rows-store (13d),
                       rows-store-unobserved (13e), leaf-sends or one-level-sends (8b)
      """)
    exit(0)
  default:
    print("unknown argument \(argument); see --help")
    exit(2)
  }
}

if let observedSide {
  // One side of case 13 alone, for a profiler: no case is timed.
  observedSide.run()
  exit(0)
}

let selected = Case.all.filter { benchmark in
  (filter.map(benchmark.matches) ?? true) && !skipped.contains(where: benchmark.matches)
}
guard !selected.isEmpty else {
  print("no case matches \(filter ?? ""); the cases: \(Case.all.map(\.key).joined(separator: ", "))")
  exit(2)
}

print(
  "\(SystemInfo.cpuModel), \(SystemInfo.processorCount) cores, \(SystemInfo.date); "
    + "median of \(Timing.rounds) timed rounds after a warm-up")
let measurements = Measurements()
var rows: [Row] = []
for benchmark in selected {
  let caseRows = await benchmark.run(measurements)
  for row in caseRows {
    print("  \(row.id) \(row.name): \(Format.nanoseconds(row.nanoseconds)) ns/op \(row.result)")
  }
  rows += caseRows
}
print()
print(markdown ? Table.markdown(rows) : Table.text(rows))
let missed = rows.filter { $0.passed == false }.map(\.id)
print()
print(missed.isEmpty ? "All measured bars met." : "Bars missed: \(missed.joined(separator: ", ")).")
