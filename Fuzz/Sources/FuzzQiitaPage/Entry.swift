import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzQiitaPage_main`): libFuzzer's driver.
@_cdecl("FuzzQiitaPage_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzQiitaPage($0, $1) }
}
