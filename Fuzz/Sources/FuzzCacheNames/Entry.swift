import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzCacheNames_main`): libFuzzer's driver.
@_cdecl("FuzzCacheNames_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzCacheNames($0, $1) }
}
