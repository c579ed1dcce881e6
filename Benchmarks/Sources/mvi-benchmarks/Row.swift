/// One line of the results table.
struct Row {
  /// The case number, `"1"`, `"3b"`.
  var id: String
  /// What is measured.
  var name: String
  /// The median time per operation, in nanoseconds.
  var nanoseconds: Double?
  /// What the case is compared with.
  var baselineName = ""
  /// The baseline's median time per operation, measured in the same run.
  var baselineNanoseconds: Double?
  /// Another figure of the case: a count, bytes, a throughput.
  var figure = ""
  /// The quality bar, in words; empty when the case has none.
  var bar = ""
  /// Whether the bar is met; `nil` when the case has no bar or was not measured.
  var passed: Bool?

  /// The time per operation over the baseline's.
  var ratio: Double? {
    guard let nanoseconds, let baselineNanoseconds, baselineNanoseconds > 0 else { return nil }
    return nanoseconds / baselineNanoseconds
  }

  var result: String {
    switch passed {
    case true?: "pass"
    case false?: "FAIL"
    case nil: bar.isEmpty ? "–" : "not measured"
    }
  }
}

/// Formatting of figures without Foundation.
enum Format {
  /// `value` with `digits` decimals.
  static func decimal(_ value: Double, _ digits: Int = 1) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = grouped(scaled / Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + whole }
    let fraction = String(scaled % Int(scale))
    return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// A time in nanoseconds, with fewer decimals as it grows.
  static func nanoseconds(_ value: Double?) -> String {
    guard let value else { return "–" }
    return decimal(value, value < 10 ? 2 : value < 1000 ? 1 : 0)
  }

  /// An integer with thousands separators: `1,000,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// Bytes, signed.
  static func bytes(_ value: Int) -> String {
    (value > 0 ? "+" : "") + grouped(value) + " B"
  }
}
