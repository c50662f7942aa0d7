// TerminalUI module.
