import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzRedirect_main`): libFuzzer's driver.
@_cdecl("FuzzRedirect_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzRedirect($0, $1) }
}
