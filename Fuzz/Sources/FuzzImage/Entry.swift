import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzImage_main`): libFuzzer's driver.
@_cdecl("FuzzImage_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzImage($0, $1) }
}
