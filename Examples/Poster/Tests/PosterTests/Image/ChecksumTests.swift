import Poster
import Testing

@Suite("Checksum")
struct ChecksumTests {
  @Test func crc32OfKnownInputsAndContinuedOverParts() {
    #expect(Checksum.crc32([UInt8]()) == 0)
    #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Checksum.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    let whole = Checksum.crc32(Array("hello poster".utf8))
    #expect(Checksum.crc32(Array(" poster".utf8), continuing: Checksum.crc32(Array("hello".utf8))) == whole)
  }

  @Test func adler32OfKnownInputsIncludingOneLongEnoughToNeedTheModulo() {
    #expect(Checksum.adler32([UInt8]()) == 1)
    #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    let long = [UInt8](repeating: 0xFF, count: 100_000)
    var a = 1
    var b = 0
    for byte in long {
      a = (a + Int(byte)) % 65521
      b = (b + a) % 65521
    }
    #expect(Checksum.adler32(long) == UInt32(b << 16 | a))
  }
}
