import Foundation

// `swift run mvi-demo` opens the menu of samples; `swift run mvi-demo --help` lists the options.
let status = await DemoCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(StandardOutput.finish(status))
