/// Swift identifiers for the export: the generated type's name from the script's file name,
/// variable names from layer names and key paths, unique where they must be.
public enum SwiftNames {
    /// Words that cannot be plain identifiers, and names the generated type itself uses.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "some", "any", "async", "consume", "copy", "discard", "each",
        "borrowing", "consuming", "macro", "package", "Type", "Protocol",
        // The generated type's own members and the names its code calls.
        "window", "start", "Delegate", "print",
    ]

    /// `coins.lua` → `CoinsAnimation`, `add-to-cart.lua` → `AddToCartAnimation`.
    public static func typeName(forScript path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
        var name = camel(stem, upperFirst: true)
        if name.isEmpty { name = "Script" }
        if let c = name.unicodeScalars.first, ("0"..."9").contains(c) { name = "Script" + name }
        return name + "Animation"
    }

    /// Words of letters and digits joined in camel case; the first word keeps its inner capitals
    /// (`flyingLabel` stays), later words get a capital (`tab item` → `tabItem`).
    static func camel(_ s: String, upperFirst: Bool) -> String {
        var words: [String] = []
        var word = ""
        for c in s.unicodeScalars {
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                word.unicodeScalars.append(c)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var out = ""
        for (i, w) in words.enumerated() {
            let head = String(w.prefix(1)), tail = String(w.dropFirst())
            if i == 0 {
                out += (upperFirst ? head.uppercased() : head.lowercased()) + tail
            } else {
                out += head.uppercased() + tail
            }
        }
        return out
    }

    /// A variable name for a layer's trace name: `coin1`, `flyingLabel`; `layer` prefixes what
    /// would not be an identifier.
    static func variable(_ name: String) -> String {
        var v = camel(name, upperFirst: false)
        if v.isEmpty { v = "layer" }
        if let c = v.unicodeScalars.first, ("0"..."9").contains(c) { v = "layer" + v }
        return v
    }

    /// The name of an animation of `keyPath`: its last part, with the one before when that is
    /// only an axis (`transform.translation.y` → `translationY`).
    static func animationVariable(keyPath: String) -> String {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let last = parts.last else { return "animation" }
        if ["x", "y", "z", "width", "height"].contains(last), parts.count >= 2 {
            return variable(parts[parts.count - 2] + " " + last)
        }
        return variable(last)
    }
}

/// The names taken in one Swift scope (and the scopes around it, so nothing is shadowed).
final class NameScope {
    private var taken: Set<String>
    private let parent: NameScope?

    init(parent: NameScope? = nil, taken: Set<String> = []) {
        self.parent = parent
        self.taken = taken
    }

    func contains(_ name: String) -> Bool {
        taken.contains(name) || SwiftNames.reserved.contains(name) || (parent?.contains(name) ?? false)
    }

    /// The first free name of `candidates`, else the last with a number appended (2, 3, …).
    func claim(_ candidates: [String]) -> String {
        for c in candidates where !contains(c) {
            taken.insert(c)
            return c
        }
        let base = candidates.last ?? "value"
        var n = 2
        while contains(base + String(n)) { n += 1 }
        taken.insert(base + String(n))
        return base + String(n)
    }
}
