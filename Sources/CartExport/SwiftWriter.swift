/// Lines of Swift with 4-space indentation and at most one blank line in a row (none right
/// after an opening brace or a comment, or before a closing brace).
struct SwiftWriter {
    private(set) var lines: [String] = []
    var level = 0

    mutating func line(_ s: String) {
        if s.hasPrefix("}") || s.hasPrefix(")") || s.hasPrefix("]"), lines.last == "" { lines.removeLast() }
        lines.append(String(repeating: "    ", count: level) + s)
    }

    /// A blank line, unless the last line opens a block or is a comment heading what follows.
    mutating func blank() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{"), !last.hasSuffix("("), !last.hasSuffix(" in"),
              !last.drop(while: { $0 == " " }).hasPrefix("//")
        else { return }
        lines.append("")
    }

    /// A blank line whatever comes before (after the file's header comment).
    mutating func separator() { lines.append("") }

    /// `opening`, the body one level in, then `closing`.
    mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Another writer's lines, indented to this one's level.
    mutating func append(_ other: SwiftWriter) {
        for l in other.lines {
            if l.isEmpty { blank() } else { lines.append(String(repeating: "    ", count: level) + l) }
        }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
