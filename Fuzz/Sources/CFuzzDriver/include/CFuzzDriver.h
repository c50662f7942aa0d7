#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, LLVM 12+): runs `callback` as libFuzzer's own main would.
/// SwiftPM names an executable's entry point `<Target>_main`, so libFuzzer's main is never linked.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
