import Testing

@testable import DemoCLI

@Suite("DemoArgumentError")
struct DemoArgumentErrorTests {
  @Test func eachErrorSaysWhatToTypeInstead() {
    #expect(
      DemoArgumentError.notForSource("--endpoint", .offline, .imageSearch).description
        == "--endpoint does nothing with image-search --source offline (it applies to --source kakao)")
    #expect(
      DemoArgumentError.unknownSample("imag-search").description
        == "unknown sample 'imag-search' (did you mean 'image-search'? samples: image-search, poster, counter, "
        + "onboarding, form, feed)")
    #expect(
      DemoArgumentError.optionNeedsSample("--endpoint").description
        == "--endpoint is an option of image-search, feed: name the sample first, e.g. mvi-demo image-search "
        + "--endpoint ...")
    #expect(
      DemoArgumentError.onceNeedsSample("--once").description
        == "--once needs a sample to run once (image-search, poster, onboarding, form, feed), e.g. mvi-demo feed --once"
    )
    #expect(
      DemoArgumentError.unexpectedWord("poster", .feed).description
        == "unexpected 'poster' after feed: one sample at a time, and a value with spaces needs quotes")
    #expect(
      DemoArgumentError.commandLine("Unknown option '--qurey'. Did you mean '--query'?").description
        == "Unknown option '--qurey'. Did you mean '--query'?")
  }

  @Test func aMisspelledSampleIsMatchedWithinTwoEditsElseNotGuessed() {
    let samples = DemoArguments.Sample.allCases.map(\.rawValue)
    #expect(DemoArgumentError.closest(to: "feeed", in: samples) == "feed")
    #expect(DemoArgumentError.closest(to: "postr", in: samples) == "poster")
    #expect(DemoArgumentError.closest(to: "frm", in: samples) == "form")
    #expect(DemoArgumentError.closest(to: "gallery", in: samples) == nil)
    #expect(DemoArgumentError.unknownSample("gallery").description.contains("did you mean") == false)
  }
}
