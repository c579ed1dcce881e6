import Foundation
import ReplayDiff

// `mvi-replay-diff [FOLDER]`: replays every recorded session in FOLDER (by default
// `Examples/Sessions`) through the samples' `reduce` as built now, prints each step whose state
// differs from the recording with the diff, and exits with 1 on any difference, 2 on bad usage.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") || arguments.count > 1 {
  print(
    """
    usage: mvi-replay-diff [FOLDER]
    Replays every recorded session (*.jsonl) in FOLDER (default: Examples/Sessions) through the
    samples' reduce as built now and reports each step whose state differs from the recording.
    Exit status: 0 when every session replays to its recorded states, 1 otherwise, 2 on bad usage.
    """)
  exit(arguments.count > 1 ? 2 : 0)
}
let folder = arguments.first ?? "Examples/Sessions"
do {
  let replay = try FolderReplay(folder: folder, replayers: SampleReplayers.all)
  print(replay.report)
  exit(replay.exitStatus)
} catch {
  FileHandle.standardError.write(Data("mvi-replay-diff: \(error)\n".utf8))
  exit(1)
}
