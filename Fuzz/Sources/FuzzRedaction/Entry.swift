import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzRedaction_main`): libFuzzer's driver.
@_cdecl("FuzzRedaction_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzRedaction($0, $1) }
}
