// Written by Inspector.regressionTest() for the session of InspectorRegressionTestDriftTests.swift
// (the drift test there fails when the generator writes anything else).

import MVI
import MVITesting
import Testing

/// A session copied from the inspector: its actions, folded through `reduce`, must give the
/// states the store had.
@Test func inspectedScoreboardSessionReplays() throws {
  let session = try RecordedSession<Scoreboard>(
    jsonLines: ##"""
      {"feature":"Scoreboard","format":"swift-mvi session","initialState":{"away":0,"home":0,"log":[]},"version":1}
      {"intent":{"scored":{"home":true,"points":3}}}
      {"action":{"homeScored":{"_0":3}},"source":"intent","state":{"away":0,"home":3,"log":[]}}
      {"action":{"logged":{"_0":"home +3 \"#1\""}},"source":"intent","state":{"away":0,"home":3,"log":["home +3 \"#1\""]}}
      {"intent":{"scored":{"home":false,"points":2}}}
      {"action":{"awayScored":{"_0":2}},"source":"intent","state":{"away":2,"home":3,"log":["home +3 \"#1\""]}}
      {"action":{"logged":{"_0":"away +2"}},"source":"intent","state":{"away":2,"home":3,"log":["home +3 \"#1\"","away +2"]}}
      {"intent":{"reset":{}}}
      {"action":{"reset":{}},"source":"intent","state":{"away":0,"home":0,"log":[]}}
      {"intent":{"scored":{"home":false,"points":1}}}
      {"action":{"awayScored":{"_0":1}},"source":"intent","state":{"away":1,"home":0,"log":[]}}
      {"action":{"logged":{"_0":"away +1"}},"source":"intent","state":{"away":1,"home":0,"log":["away +1"]}}
      """##)
  assertReplays(session, through: Scoreboard())
}
