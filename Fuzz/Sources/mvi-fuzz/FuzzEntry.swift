import Foundation

#if FUZZING
  // Built with `-sanitize=fuzzer` (Fuzz/run): `main` hands control to libFuzzer's driver, which
  // calls `testOneInput` once per input. (SwiftPM links an executable's entry point as `main`
  // itself, so libFuzzer's own `main` cannot be used.) The target is chosen by MVI_FUZZ_TARGET.
  nonisolated(unsafe) private var selected: FuzzTarget?

  @_silgen_name("LLVMFuzzerRunDriver")
  private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  @_cdecl("LLVMFuzzerTestOneInput")
  func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected?.run(bytes)
    return 0
  }

  @main
  enum FuzzMain {
    static func main() {
      let name = ProcessInfo.processInfo.environment["MVI_FUZZ_TARGET"] ?? ""
      guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set MVI_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(64)
      }
      selected = target
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runDriver(&argc, &argv, testOneInput))
    }
  }
#else
  /// Without the fuzzer: `mvi-fuzz TARGET FILE…` runs the files through a target once each,
  /// to reproduce a crash libFuzzer found.
  @main
  enum FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        print("usage: mvi-fuzz \(names) FILE...  (fuzzing itself: Fuzz/run TARGET)")
        exit(64)
      }
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("cannot read \(path)")
          exit(66)
        }
        target.run([UInt8](data))
        print("ok \(path)")
      }
    }
  }
#endif
