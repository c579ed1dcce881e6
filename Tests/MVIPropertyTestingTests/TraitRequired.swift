// These tests check MVIPropertyTesting, which is empty without the package's trait.
#if !PropertyTesting
  #error("MVIPropertyTesting's tests need the trait: swift test --traits PropertyTesting (or scripts/test)")
#endif
