import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzLinkHeader_main`): libFuzzer's driver.
@_cdecl("FuzzLinkHeader_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzLinkHeader($0, $1) }
}
