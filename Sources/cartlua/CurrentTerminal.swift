import Glibc
import CartReport

/// The real terminal: CartReport draws for a `Terminal` it is given; the command line asks the
/// system what standard output is (isatty, TIOCGWINSZ, NO_COLOR).
extension Terminal {
    /// The terminal on `fd` as the environment describes it.
    static func current(fd: Int32 = 1) -> Terminal {
        let tty = isatty(fd) != 0
        return Terminal(width: tty ? columns(fd) ?? defaultWidth : defaultWidth,
                        color: wantsColor(isTTY: tty, noColor: environment("NO_COLOR")), unicode: tty)
    }

    /// The terminal's width in columns (TIOCGWINSZ), nil when `fd` is not a terminal.
    static func columns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// An environment variable, nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
