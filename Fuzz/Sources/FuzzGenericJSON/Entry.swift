import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzGenericJSON_main`): libFuzzer's driver.
@_cdecl("FuzzGenericJSON_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzGenericJSON($0, $1) }
}
