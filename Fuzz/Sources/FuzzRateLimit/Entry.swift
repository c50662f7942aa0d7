import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzRateLimit_main`): libFuzzer's driver.
@_cdecl("FuzzRateLimit_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzRateLimit($0, $1) }
}
