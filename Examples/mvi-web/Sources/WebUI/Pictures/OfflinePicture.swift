/// The pictures of the offline catalog, drawn by the server as SVG (no network, no photo files):
/// a dog's or a cat's face in its breed's colours, or a simple scene for the other topics. They
/// are drawings, not photos; the name only picks colours, and only numbers and our own colour
/// names reach the SVG.
public enum OfflinePicture {
  /// The SVG for `/offline-images/TOPIC/NAME.svg`, or nil for a path that is not one.
  public static func svg(path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count == 2, parts[1].hasSuffix(".svg") else { return nil }
    let topic = String(parts[0])
    let name = String(parts[1].dropLast(4))
    guard !name.isEmpty, name.utf8.count <= 64,
      name.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (48...57).contains($0) || (97...122).contains($0) })
    else { return nil }
    let seed = name.replacingOccurrences(of: "-thumb", with: "").utf8.reduce(UInt32(2_166_136_261)) {
      ($0 ^ UInt32($1)) &* 16_777_619
    }
    let body: String
    switch topic {
    case "dog": body = dog(name, seed)
    case "cat": body = cat(seed)
    case "sea": body = sea(seed)
    case "mountain": body = mountain(seed)
    case "flower": body = flower(seed)
    case "food": body = food(seed)
    case "city": body = city(seed)
    case "space": body = space(seed)
    default: return nil
    }
    return ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">"##
      + body + "</svg>"
  }

  private static let pastels = ["#cfe8ff", "#ffe3c2", "#d8f3dc", "#f6d6f0", "#fff3b0", "#e0e0ff", "#ffd6d6"]

  private static func pick<T>(_ list: [T], _ seed: UInt32, _ salt: UInt32 = 0) -> T {
    list[Int((seed >> (salt % 24)) % UInt32(list.count))]
  }

  private static func dog(_ name: String, _ seed: UInt32) -> String {
    let breeds: [(String, String, String, Bool)] = [
      ("golden", "#d9a441", "#f3d9a4", false), ("shiba", "#d9822b", "#fbf1e1", true),
      ("maltese", "#f4f1ea", "#ffffff", false), ("poodle", "#8a5a3c", "#b07a55", false),
      ("jindo", "#efe3c8", "#fffaf0", true), ("corgi", "#e08a3c", "#fff6ea", true),
      ("pomeranian", "#f0a95a", "#fde2bd", true), ("beagle", "#b9773c", "#ffffff", false),
      ("samoyed", "#fafafa", "#ffffff", true), ("dachshund", "#7a4a2a", "#9b6a45", false),
      ("husky", "#8c8f99", "#ffffff", true), ("bichon", "#fbf8f2", "#ffffff", false),
    ]
    let (_, fur, muzzle, pointy) =
      breeds.first { name.hasPrefix($0.0) } ?? pick(breeds.map { ("", $0.1, $0.2, $0.3) }, seed)
    let sleeping = name.contains("sleep")
    let ears =
      pointy
      ? ##"<path d="M110 120 L135 30 L185 95 Z" fill="\##(fur)" stroke="#5b3a1e" stroke-width="3"/><path d="M290 120 L265 30 L215 95 Z" fill="\##(fur)" stroke="#5b3a1e" stroke-width="3"/><path d="M128 105 L138 55 L168 95 Z" fill="#f3b6b0"/><path d="M272 105 L262 55 L232 95 Z" fill="#f3b6b0"/>"##
      : ##"<ellipse cx="112" cy="150" rx="34" ry="70" fill="\##(darker(fur))" transform="rotate(18 112 150)"/><ellipse cx="288" cy="150" rx="34" ry="70" fill="\##(darker(fur))" transform="rotate(-18 288 150)"/>"##
    let eyes =
      sleeping
      ? ##"<path d="M150 140 q15 10 30 0" stroke="#222" stroke-width="5" fill="none"/><path d="M220 140 q15 10 30 0" stroke="#222" stroke-width="5" fill="none"/>"##
      : ##"<circle cx="165" cy="138" r="12" fill="#222"/><circle cx="235" cy="138" r="12" fill="#222"/><circle cx="169" cy="134" r="4" fill="#fff"/><circle cx="239" cy="134" r="4" fill="#fff"/>"##
    return
      ##"<rect width="400" height="300" fill="\##(pick(pastels, seed))"/><rect y="250" width="400" height="50" fill="#a7d18a"/>"##
      + ears
      + ##"<ellipse cx="200" cy="160" rx="95" ry="88" fill="\##(fur)" stroke="#5b3a1e" stroke-width="3"/><ellipse cx="200" cy="200" rx="52" ry="40" fill="\##(muzzle)"/>"##
      + eyes
      + ##"<ellipse cx="200" cy="184" rx="17" ry="12" fill="#222"/><path d="M200 196 v14 M200 210 q-16 12 -28 2 M200 210 q16 12 28 2" stroke="#222" stroke-width="4" fill="none" stroke-linecap="round"/>"##
      + (sleeping ? "" : ##"<path d="M190 216 q10 26 20 0 Z" fill="#e86a7a"/>"##)
  }

  private static func cat(_ seed: UInt32) -> String {
    let fur = pick(["#f2a65a", "#7d8597", "#f5f0e6", "#3a3a3a", "#c9a27e", "#e8d5b9"], seed, 3)
    return ##"<rect width="400" height="300" fill="\##(pick(pastels, seed))"/>"##
      + ##"<path d="M115 130 L125 35 L190 90 Z M285 130 L275 35 L210 90 Z" fill="\##(fur)" stroke="#333" stroke-width="3"/>"##
      + ##"<ellipse cx="200" cy="165" rx="100" ry="85" fill="\##(fur)" stroke="#333" stroke-width="3"/>"##
      + ##"<ellipse cx="162" cy="150" rx="13" ry="17" fill="#6bbf59"/><ellipse cx="238" cy="150" rx="13" ry="17" fill="#6bbf59"/><ellipse cx="162" cy="150" rx="4" ry="14" fill="#111"/><ellipse cx="238" cy="150" rx="4" ry="14" fill="#111"/>"##
      + ##"<path d="M190 185 h20 l-10 10 Z" fill="#e88"/><path d="M200 195 q-12 14 -24 4 M200 195 q12 14 24 4 M120 185 h50 M120 200 l50 -8 M280 185 h-50 M280 200 l-50 -8" stroke="#333" stroke-width="3" fill="none"/>"##
  }

  private static func sea(_ seed: UInt32) -> String {
    let sky = pick(["#87cefa", "#ffb07c", "#9ad0ec"], seed)
    return
      ##"<rect width="400" height="300" fill="\##(sky)"/><circle cx="\##(80 + seed % 240)" cy="90" r="38" fill="#ffd84d"/>"##
      + ##"<rect y="170" width="400" height="130" fill="#1f7fbf"/><path d="M0 190 q25 -15 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="#e8f6ff" stroke-width="6" fill="none"/><path d="M0 230 q25 -15 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="#bfe6ff" stroke-width="5" fill="none"/>"##
  }

  private static func mountain(_ seed: UInt32) -> String {
    let peak = 60 + Int(seed % 60)
    return
      ##"<rect width="400" height="300" fill="#bfe3ff"/><path d="M-20 300 L130 \##(peak) L280 300 Z" fill="#5f7d5a"/><path d="M130 300 L290 \##(peak + 40) L440 300 Z" fill="#46624a"/><path d="M105 \##(peak + 35) L130 \##(peak) L155 \##(peak + 35) Z" fill="#fff"/>"##
  }

  private static func flower(_ seed: UInt32) -> String {
    let petal = pick(["#ff7aa2", "#ffd23f", "#b388ff", "#ff8c42"], seed)
    let petals = (0..<8).map { index in
      ##"<ellipse cx="200" cy="95" rx="28" ry="55" fill="\##(petal)" transform="rotate(\##(index * 45) 200 150)"/>"##
    }.joined()
    return
      ##"<rect width="400" height="300" fill="#dff5d8"/><rect x="195" y="150" width="10" height="150" fill="#3f8f3a"/>"##
      + petals + ##"<circle cx="200" cy="150" r="30" fill="#ffcf33" stroke="#c98f00" stroke-width="3"/>"##
  }

  private static func food(_ seed: UInt32) -> String {
    let dish = pick(["#e4572e", "#f3a712", "#a8c686", "#e07a5f"], seed)
    return
      ##"<rect width="400" height="300" fill="#fff4e0"/><ellipse cx="200" cy="170" rx="150" ry="80" fill="#ffffff" stroke="#ccc" stroke-width="4"/><ellipse cx="200" cy="160" rx="100" ry="50" fill="\##(dish)"/><circle cx="170" cy="150" r="12" fill="#fff3"/><circle cx="230" cy="165" r="10" fill="#5a3"/>"##
  }

  private static func city(_ seed: UInt32) -> String {
    let buildings = (0..<8).map { index -> String in
      let height = 80 + Int((seed >> UInt32(index * 3)) % 140)
      return
        ##"<rect x="\##(index * 50 + 4)" y="\##(300 - height)" width="42" height="\##(height)" fill="\##(index % 2 == 0 ? "#34495e" : "#4a6378")"/>"##
    }.joined()
    return ##"<rect width="400" height="300" fill="#f6b26b"/>"## + buildings
  }

  private static func space(_ seed: UInt32) -> String {
    let stars = (0..<30).map { index -> String in
      let value = (seed &* UInt32(index + 7) &* 2_654_435_761) >> 8
      return
        ##"<circle cx="\##(value % 400)" cy="\##((value >> 9) % 300)" r="\##(1 + value % 3)" fill="#fff"/>"##
    }.joined()
    return ##"<rect width="400" height="300" fill="#0b1026"/>"## + stars
      + ##"<circle cx="250" cy="150" r="70" fill="#c97b4a"/><ellipse cx="250" cy="150" rx="120" ry="22" fill="none" stroke="#e8c39e" stroke-width="8"/>"##
  }

  private static func darker(_ hex: String) -> String {
    guard hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return hex }
    let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { $0 * 7 / 10 }
    let text = channels.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    return "#" + text
  }
}
