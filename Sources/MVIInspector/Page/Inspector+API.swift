import MVI

extension Inspector {
  /// Answers one request of the inspector page's JSON API (paths from `/api/`), for this
  /// inspector's server or an app's own (the `mvi-web` samples answer under `/inspector/api/`):
  ///
  /// - `GET /api/steps?timeline=live&from=N`: the steps from `N` on (``InspectorFeed/Update``);
  /// - `GET /api/step?index=N&timeline=…`: one step in full, its state replayed (``InspectorFeed/Detail``);
  /// - `GET /api/export?timeline=…`: the session, JSON Lines; `GET /api/test`: a replay test of it;
  /// - `POST /api/import` (the session as the body): the imported timeline's steps;
  /// - `POST /api/continue?index=N&timeline=…`: a new store from that step
  ///   (``continueFrom(step:in:interceptors:confirmed:)``); from the imported timeline only with
  ///   `confirm=true` (else 428), as it runs the app on a file's state;
  /// - `POST /api/close-imported`: forgets the imported session.
  ///
  /// Bad input gets a 4xx with `{"error": "…"}` and changes nothing.
  package func respond(to request: HTTPRequest, importLimit: Int = InspectorFeed.importLimit) -> HTTPResponse
  {
    let timelineName = request.query["timeline"] ?? "live"
    guard let timeline = InspectorTimeline(rawValue: timelineName) else {
      return .error("Unknown timeline \"\(timelineName.prefix(40))\" (live or imported).", status: 400)
    }
    if let refusal = Self.notANumber(["index", "from"], in: request) { return refusal }
    let index = request.query["index"].flatMap { Int($0) }
    let route = (request.method, request.path)
    do {
      switch route {
      case ("GET", "/api/steps"):
        let from = request.query["from"].flatMap { Int($0) } ?? 0
        return .json(InspectorFeed.json(try update(from: from, timeline: timeline)))
      case ("GET", "/api/step"):
        guard let index else { return .error("The step's index is missing.", status: 400) }
        return .json(InspectorFeed.json(try detail(index, timeline: timeline)))
      case ("GET", "/api/export"):
        var response = HTTPResponse.text(try exportSession(timeline), contentType: "application/x-ndjson")
        response.headers["Content-Disposition"] = "attachment; filename=\"\(featureName)-session.jsonl\""
        return response
      case ("GET", "/api/test"):
        return .text(try regressionTest(timeline), contentType: "text/x-swift; charset=utf-8")
      case ("POST", "/api/import"):
        guard request.body.count <= importLimit else {
          throw InspectorError.sessionTooLarge(bytes: request.body.count, limit: importLimit)
        }
        guard let text = String(validating: request.body, as: UTF8.self) else {
          throw InspectorError.badSession("the file is not UTF-8 text")
        }
        try importSession(jsonLines: text)
        return .json(InspectorFeed.json(try update(timeline: .imported)))
      case ("POST", "/api/continue"):
        guard let index else { return .error("The step's index is missing.", status: 400) }
        guard continueHandler != nil else { throw InspectorError.continueUnavailable }
        let confirmed = ["1", "true", "yes"].contains(request.query["confirm"] ?? "")
        try continueFrom(step: index, in: timeline, confirmed: confirmed)
        return .json(InspectorFeed.json(["continued": index]))
      case ("POST", "/api/close-imported"):
        closeImported()
        return .json("{}")
      case (_, "/api/steps"), (_, "/api/step"), (_, "/api/export"), (_, "/api/test"), (_, "/api/import"),
        (_, "/api/continue"), (_, "/api/close-imported"):
        return .error("\(request.method.prefix(10)) is not allowed here.", status: 405)
      default:
        return .error("No such page.", status: 404)
      }
    } catch let error as InspectorError {
      return .error(error.description, status: Self.status(error))
    } catch {
      return .error(String(describing: error), status: 500)
    }
  }

  static func status(_ error: InspectorError) -> Int {
    switch error {
    case .noSuchStep, .nothingRecorded, .noImportedSession: 404
    case .notCodable, .continueUnavailable: 409
    case .badSession, .wrongFeature: 400
    case .sessionTooLarge: 413
    case .unconfirmedImportedRun: 428
    }
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
