// MVIPropertyTesting's checks exist only with the package's trait `PropertyTesting`, and so do
// these tests (every other file of the target is inside `#if PropertyTesting`): a plain
// `swift test` builds the target empty and says so, once, with the skipped test below.
#if !PropertyTesting
  import Testing

  @Test(
    .disabled(
      "MVIPropertyTesting's tests need the trait: swift test --traits PropertyTesting (scripts/test runs them)"
    ))
  func propertyTestingNeedsItsTrait() {}
#endif
