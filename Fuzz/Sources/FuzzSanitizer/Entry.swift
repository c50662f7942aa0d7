import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzSanitizer_main`): libFuzzer's driver.
@_cdecl("FuzzSanitizer_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzSanitizer($0, $1) }
}
