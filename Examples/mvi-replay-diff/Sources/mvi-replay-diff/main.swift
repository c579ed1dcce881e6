import Foundation
import MVI
import ReplayDiff

// `mvi-replay-diff [FOLDER]`: replays every recorded session in FOLDER (by default
// `Examples/Sessions`) through the samples as built now (`BehaviourDiff`), prints each step
// that behaves differently from the recording, and exits with 0 when none does, 1 on a
// difference, 2 when a session or the folder cannot be replayed or on bad usage.
exit(
  BehaviourDiff.command(
    CommandLine.arguments, replayers: SampleReplayers.all, defaultFolder: "Examples/Sessions"))
