import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzPipeJSON_main`): libFuzzer's driver.
@_cdecl("FuzzPipeJSON_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzPipeJSON($0, $1) }
}
