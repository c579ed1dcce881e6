/// The checksums of PNG and zlib: CRC-32 (ISO 3309, over each chunk's type and data) and
/// Adler-32 (over the uncompressed zlib data).
public enum Checksum {
  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The CRC-32 of `bytes`, continuing from `crc` (the CRC of the bytes before, or 0).
  public static func crc32(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    var value = ~crc
    for byte in bytes { value = crcTable[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
    return ~value
  }

  /// The Adler-32 of `bytes`.
  public static func adler32(_ bytes: some Collection<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var pending = 0
    for byte in bytes {
      a &+= UInt32(byte)
      b &+= a
      pending += 1
      if pending == 5552 {  // the most bytes before the sums can overflow 32 bits
        a %= 65521
        b %= 65521
        pending = 0
      }
    }
    return (b % 65521) << 16 | (a % 65521)
  }
}
