import CartAnimation
import Foundation
import CartOutput
import Testing

@Suite struct TextTableWriterTests {
    @Test func columnsAreAligned() throws {
        var a = LayerState()
        a.position = Point(x: 187.5, y: 406)
        var b = LayerState()
        b.position = Point(x: 1, y: 2)
        b.opacity = 0.5
        let out = MemoryOutput()
        try TextTableWriter(output: out).writeSample(time: 0.25, layers: [
            LayerSample(name: "window", superlayer: nil, state: a),
            LayerSample(name: "coin10", superlayer: "window", state: b),
        ])
        let lines = out.lines
        #expect(lines[0] == "t = 0.25 s")
        let header = lines[1], row1 = lines[2], row2 = lines[3]
        // Each column's values start where its title starts.
        for (column, v1, v2) in [("position", "187.5, 406", "1, 2"), ("opacity", "1", "0.5")] {
            let offset = header.range(of: column)!.lowerBound.utf16Offset(in: header)
            #expect(String(row1.dropFirst(offset)).hasPrefix(v1))
            #expect(String(row2.dropFirst(offset)).hasPrefix(v2))
        }
        #expect(row2.contains("coin10  window"))
        #expect(row2.contains("0.5"))
    }
}
