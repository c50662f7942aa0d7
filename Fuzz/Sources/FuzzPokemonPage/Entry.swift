import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzPokemonPage_main`): libFuzzer's driver.
@_cdecl("FuzzPokemonPage_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzPokemonPage($0, $1) }
}
