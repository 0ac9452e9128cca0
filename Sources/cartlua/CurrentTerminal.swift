import CartReport
import Platform

/// The real terminal: CartReport draws for a `Terminal` it is given; the command line asks the
/// system what standard output is (through Platform: a terminal?, its columns, NO_COLOR).
extension Terminal {
    /// The terminal on `fd` as the environment describes it.
    static func current(_ fd: FileDescriptor = .standardOutput) -> Terminal {
        let tty = fd.isTerminal
        return Terminal(width: tty ? fd.terminalColumns ?? defaultWidth : defaultWidth,
                        color: wantsColor(isTTY: tty, noColor: ProcessControl.environment("NO_COLOR")), unicode: tty)
    }
}
