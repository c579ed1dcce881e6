import MVI

extension Inspector {
  /// Answers one request of the inspector page's JSON API (paths from `/api/`), for this
  /// inspector's server or an app's own (the `mvi-web` samples answer under `/inspector/api/`):
  ///
  /// - `GET /api/steps?timeline=live&from=N`: the steps from `N` on (``InspectorFeed/Update``);
  /// - `GET /api/step?index=N&timeline=…&lines=L`: one step in full (``InspectorFeed/Detail``), its
  ///   state replayed (live) or as recorded (imported), each text cut at `L` lines (2,000 by default);
  /// - `GET /api/export?timeline=…`: the session, JSON Lines; `GET /api/test`: a replay test of it;
  /// - `POST /api/import` (the session as the body): the imported timeline's steps;
  /// - `POST /api/continue?index=N&timeline=…`: a new store from that step
  ///   (``continueFrom(step:in:interceptors:confirmed:)``); from the imported timeline only with
  ///   `confirm=true` (else 428), as it runs the app on a file's state;
  /// - `POST /api/close-imported`: forgets the imported session;
  /// - `GET /api/intents`: whether the page can send intents, and the intents seen, as JSON;
  /// - `POST /api/send` (the intent's JSON as the body): decodes it into the feature's `Intent`
  ///   (off the main actor) and sends it to the attached store (on it); a bad one is a 400 that
  ///   names where in the JSON it failed, and the store is unchanged. Live timeline only;
  /// - `POST /api/skip?index=N&skip=false|true`: folds the live timeline's later states without
  ///   (or again with) step `N`'s action (``skip(_:)``); live timeline only. The answer is the
  ///   skipped steps and their version (``InspectorFeed/Skipped``), as updates carry them: the
  ///   set with the higher version is the newer.
  ///
  /// Bad input gets a 4xx with `{"error": "…"}` and changes nothing. The work is done here, on the
  /// main actor; ``answer(to:importLimit:)`` leaves the heavy part to another thread.
  package func respond(to request: HTTPRequest, importLimit: Int = InspectorFeed.importLimit) -> HTTPResponse
  {
    switch answer(to: request, importLimit: importLimit) {
    case .now(let response): return response
    case .later(let work):
      switch work.run() {
      case .response(let response): return response
      case .onMainActor(let finish): return finish()
      }
    }
  }

  /// Answers one request of the page's API (see ``respond(to:importLimit:)``), leaving the heavy
  /// work (decoding, dumping, diffing, encoding) to be done off the main actor: the inspector's
  /// server does it on the connection's thread, ``response(to:)`` on a task of its own.
  package func answer(to request: HTTPRequest) -> InspectorAnswer {
    answer(to: request, importLimit: InspectorFeed.importLimit, label: nil)
  }

  /// Answers one request (see ``answer(to:)``), a session over `importLimit` bytes refused; a
  /// step's detail named by `label` (in a group's merged timeline).
  package func answer(to request: HTTPRequest, importLimit: Int, label: GroupLabel?) -> InspectorAnswer {
    let timelineName = request.query["timeline"] ?? "live"
    guard let timeline = InspectorTimeline(rawValue: timelineName) else {
      return .now(.error("Unknown timeline \"\(timelineName.prefix(40))\" (live or imported).", status: 400))
    }
    if let refusal = Self.notANumber(["index", "from", "lines"], in: request) { return .now(refusal) }
    let index = request.query["index"].flatMap { Int($0) }
    let route = (request.method, request.path)
    do throws(InspectorError) {
      switch route {
      case ("GET", "/api/steps"):
        let from = request.query["from"].flatMap { Int($0) } ?? 0
        return .now(.json(InspectorFeed.json(try update(from: from, timeline: timeline))))
      case ("GET", "/api/step"):
        guard let index else { return .now(.error("The step's index is missing.", status: 400)) }
        let lines = max(1, request.query["lines"].flatMap { Int($0) } ?? InspectorFeed.detailLines)
        let snapshot = try snapshot(index, timeline: timeline)
        return .later(
          .response {
            var detail = snapshot.render(maxLines: lines)
            label?.relabel(&detail)
            return .json(InspectorFeed.json(detail))
          })
      case ("GET", "/api/export"):
        let export = try sessionExport(timeline)
        let name = featureName
        return .later(
          .response {
            do throws(InspectorError) {
              var response = HTTPResponse.text(try export(), contentType: "application/x-ndjson")
              response.headers["Content-Disposition"] = "attachment; filename=\"\(name)-session.jsonl\""
              return response
            } catch {
              return .error(error.description, status: Self.status(error))
            }
          })
      case ("GET", "/api/test"):
        let export = try sessionExport(timeline)
        let (type, expression) = (featureName, testExpression)
        return .later(
          .response {
            do throws(InspectorError) {
              let test = RegressionTest.swift(
                session: try export(), featureType: type, featureExpression: expression)
              return .text(test, contentType: "text/x-swift; charset=utf-8")
            } catch {
              return .error(error.description, status: Self.status(error))
            }
          })
      case ("POST", "/api/import"):
        guard request.body.count <= importLimit else {
          throw InspectorError.sessionTooLarge(bytes: request.body.count, limit: importLimit)
        }
        let read = sessionReader()
        let body = request.body
        return .later(
          InspectorWork {
            // Decoded off the main actor; installed on it.
            guard let text = String(validating: body, as: UTF8.self) else {
              return .response(
                .error(InspectorError.badSession("the file is not UTF-8 text").description, status: 400))
            }
            let history: InspectorHistory<F>
            do throws(InspectorError) {
              history = try read(text)
            } catch {
              return .response(.error(error.description, status: Self.status(error)))
            }
            let update = history.update(timeline: .imported, feature: read.featureName, sessions: true)
            let answer = HTTPResponse.json(InspectorFeed.json(update))
            return .onMainActor { [weak self] in
              guard let self else { return .error("The inspected store is gone.", status: 503) }
              // The session replaced is released off the main actor too (its states may be large).
              let replaced = UncheckedTransfer(imported)
              imported = history
              replaced.releaseElsewhere()
              return answer
            }
          })
      case ("POST", "/api/continue"):
        guard let index else { return .now(.error("The step's index is missing.", status: 400)) }
        guard continueHandler != nil else { throw InspectorError.continueUnavailable }
        let confirmed = ["1", "true", "yes"].contains(request.query["confirm"] ?? "")
        try continueFrom(step: index, in: timeline, confirmed: confirmed)
        return .now(.json(InspectorFeed.json(["continued": index])))
      case ("POST", "/api/close-imported"):
        closeImported()
        return .now(.json("{}"))
      case ("GET", "/api/intents"):
        let intents = IntentsAnswer(sends: sendsIntents, attached: store != nil, seen: seenIntents())
        return .now(.json(InspectorFeed.json(intents)))
      case ("POST", "/api/send"):
        guard timeline == .live else { throw InspectorError.liveOnly }
        guard IntentJSON<F>.decodes else { throw InspectorError.intentNotDecodable(feature: featureName) }
        guard store != nil else { throw InspectorError.noStore }
        let (body, name) = (request.body, featureName)
        return .later(
          InspectorWork {
            // Decoded off the main actor (an intent may carry a large value); sent on it.
            let intent: F.Intent
            do throws(InspectorError) {
              intent = try IntentJSON<F>.decode(body, feature: name)
            } catch {
              return .response(.error(error.description, status: Self.status(error)))
            }
            let decoded = UncheckedTransfer(intent)
            return .onMainActor { [weak self] in
              guard let self else { return .error("The inspected store is gone.", status: 503) }
              do throws(InspectorError) {
                let index = history.nextIndex
                _ = try send(decoded.value)
                // The intent's step, and its place among every inspector's steps (a group's timeline).
                return .json(InspectorFeed.json(["sent": index, "order": history[index]?.order ?? -1]))
              } catch {
                return .error(error.description, status: Self.status(error))
              }
            }
          })
      case ("POST", "/api/skip"):
        guard let index else { return .now(.error("The step's index is missing.", status: 400)) }
        guard timeline == .live else { throw InspectorError.liveOnly }
        if request.query["skip"] == "false" {
          unskip(index)
        } else {
          try skip(index)
        }
        let answer = InspectorFeed.Skipped(skipped: skipped.sorted(), skipVersion: skipVersion)
        return .now(.json(InspectorFeed.json(answer)))
      case (_, "/api/steps"), (_, "/api/step"), (_, "/api/export"), (_, "/api/test"), (_, "/api/import"),
        (_, "/api/continue"), (_, "/api/close-imported"), (_, "/api/intents"), (_, "/api/send"),
        (_, "/api/skip"):
        return .now(.error("\(request.method.prefix(10)) is not allowed here.", status: 405))
      default:
        return .now(.error("No such page.", status: 404))
      }
    } catch {
      return .now(.error(error.description, status: Self.status(error)))
    }
  }

  nonisolated static func status(_ error: InspectorError) -> Int {
    error.status
  }

  /// A 400 for the first of `names` given but not a whole number: a step the page cannot name
  /// must not silently become another (or step 0).
  private static func notANumber(_ names: [String], in request: HTTPRequest) -> HTTPResponse? {
    for name in names {
      if let text = request.query[name], Int(text) == nil {
        return .error("The \(name) \"\(text.prefix(40))\" is not a whole number.", status: 400)
      }
    }
    return nil
  }
}

/// What `GET /api/intents` answers.
struct IntentsAnswer: Codable, Equatable {
  /// Whether the feature's `Intent` is `Codable`.
  var sends: Bool
  /// Whether a store is attached to send to.
  var attached: Bool
  /// The intents seen, newest first, as JSON.
  var seen: [String]
}

extension InspectorError {
  /// The HTTP status the page's API answers this error with.
  package var status: Int {
    switch self {
    case .noSuchStep, .nothingRecorded, .noImportedSession: 404
    case .notCodable, .continueUnavailable: 409
    case .badSession, .wrongFeature, .badIntent, .notAnAction: 400
    case .intentNotDecodable, .noStore, .liveOnly: 409
    case .sessionTooLarge: 413
    case .unconfirmedImportedRun: 428
    }
  }
}
