// The header only declares libFuzzer's driver; this file makes the target buildable.
