import Platform

/// The modules a script requires, found in its text: `require "name"`, `require("name")`,
/// `require 'name'`, followed into each module found (next to the script, dots being
/// subdirectories, as `require` looks). A require with a computed name is not seen.
enum RequireScan {
    /// The paths of the modules `script` requires, directly or through other modules.
    static func modules(of script: String, read: (String) -> [UInt8]?) -> [String] {
        let directory = FileWatcher.split(script).directory
        var found: [String] = []
        var queue = [script]
        var seen: Set<String> = [script]
        while let path = queue.first {
            queue.removeFirst()
            guard let text = read(path) else { continue }
            for name in names(in: text) {
                let module = directory + "/" + name.split(separator: ".").joined(separator: "/") + ".lua"
                if seen.insert(module).inserted {
                    found.append(module)
                    queue.append(module)
                }
            }
        }
        return found
    }

    /// The string-literal names given to `require` in `text`.
    static func names(in text: [UInt8]) -> [String] {
        let word = Array("require".utf8)
        var out: [String] = []
        var i = 0
        func isName(_ c: UInt8) -> Bool {
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
        }
        while i + word.count <= text.count {
            guard text[i..<(i + word.count)].elementsEqual(word), i == 0 || !isName(text[i - 1]) else {
                i += 1
                continue
            }
            var j = i + word.count
            while j < text.count, text[j] == 32 || text[j] == 9 { j += 1 }
            if j < text.count, text[j] == 40 {  // (
                j += 1
                while j < text.count, text[j] == 32 || text[j] == 9 { j += 1 }
            }
            if j < text.count, text[j] == 34 || text[j] == 39 {  // " or '
                let quote = text[j]
                var k = j + 1
                while k < text.count, isName(text[k]) || text[k] == 46 { k += 1 }
                if k < text.count, text[k] == quote, k > j + 1 {
                    out.append(String(decoding: text[(j + 1)..<k], as: UTF8.self))
                }
            }
            i = j
        }
        return out
    }
}
