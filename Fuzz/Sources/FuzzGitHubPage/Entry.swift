import CFuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzGitHubPage_main`): libFuzzer's driver.
@_cdecl("FuzzGitHubPage_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzGitHubPage($0, $1) }
}
