import CartAnimation
@testable import CartOutput
import Testing

/// Copyable types take the first overload, the only one that asks for Copyable.
private func isCopyable<T>(_: T.Type) -> Bool { true }
private func isCopyable<T: ~Copyable>(_: T.Type) -> Bool { false }

/// A record of the pieces that take the most room for their kind: strings that are all escapes,
/// numbers beyond the four-decimal range, and NaN.
private struct WidestPieces: MeasuredRecord {
    func write(_ pieces: (strings: [String], numbers: [Double]), to line: inout some RecordLine) {
        line.append(#"{"pieces":["#)
        for s in pieces.strings { line.append(string: s); line.append(",") }
        for x in pieces.numbers { line.append(number: x); line.append(",") }
        let x: StaticString = "\"x\""
        x.withUTF8Buffer { line.append(bytes: $0) }
        line.append("]}\n")
    }
}

/// Pairs `x,y`, one per line, as `append(pair:_:)` writes them.
private struct Pairs: MeasuredRecord {
    func write(_ pairs: [(Double, Double)], to line: inout some RecordLine) {
        for (x, y) in pairs {
            line.append(pair: x, y)
            line.append("\n")
        }
    }
}

@Suite struct RecordBufferTests {
    /// A copy would free the same memory twice.
    @Test func theBufferCannotBeCopied() {
        #expect(!isCopyable(RecordBuffer.self))
        #expect(isCopyable(RecordMeasure.self))  // the check tells the two apart
    }

    /// The room a record gets is what its own pieces measure, so whatever they hold fits: here
    /// far more than a small buffer's first capacity, which grows once to take it.
    @Test func aRecordOfTheWidestPiecesFitsItsMeasure() throws {
        let pieces = (
            strings: [String(repeating: "\u{1}\u{1f}", count: 5_000), String(repeating: "\"\\\n\t", count: 2_000), "é"],
            numbers: [-.greatestFiniteMagnitude, .leastNonzeroMagnitude * -1, 1e300, -123_456_789_012.3456, .nan, -.infinity])
        var measure = RecordMeasure()
        WidestPieces().write(pieces, to: &measure)
        var buffer = RecordBuffer(capacity: 64)
        buffer.append(pieces, as: WidestPieces())
        let bytes = Array(buffer.bytes)
        #expect(bytes.count <= measure.bound)
        #expect(bytes.count > 60_000)
        let parsed = try JSONValue.parse(bytes)
        guard case .array(let written)? = parsed["pieces"] else {
            Issue.record("not a record of pieces: \(parsed)")
            return
        }
        #expect(written.prefix(3).map(\.string) == pieces.strings)
        #expect(written[3].number == -.greatestFiniteMagnitude && written[5].number == 1e300)
        #expect(written[7] == .null && written[8] == .null && written[9].string == "x")
    }

    /// A text layer's line with a long string, font and names of nothing but escapes, and its
    /// numbers out of range: every byte is written, in order, and the line reads back.
    @Test func aTextLayerLineOfAnyLengthIsWrittenWhole() throws {
        let escapes = String(repeating: "\u{7}\"", count: 20_000)
        var text = TextLayerState()
        text.string = String(repeating: "\u{2}¡", count: 100_000)
        text.font = escapes
        text.fontSize = .greatestFiniteMagnitude
        var state = LayerState()
        state.position = Point(x: -.greatestFiniteMagnitude, y: 1e300)
        state.contents = escapes
        state.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        state.text = text
        let out = MemoryOutput()
        let writer = JSONLinesWriter(output: out)
        let layers = [LayerSample(name: escapes, superlayer: escapes, state: state),
                      LayerSample(name: "b", superlayer: escapes, state: state)]
        try writer.writeSample(time: 1e300, layers: layers)
        let lines = out.bytes.split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == 2)
        for (line, layer) in zip(lines, layers) {
            let record = try JSONValue.parse(line)
            #expect(record["layer"]?.string == layer.name && record["superlayer"]?.string == escapes)
            #expect(record["contents"]?.string == escapes && record["backgroundColor"]?.string == "#ff800040")
            #expect(record["text"]?["string"]?.string == text.string && record["text"]?["font"]?.string == escapes)
            #expect(record["text"]?["fontSize"]?.number == .greatestFiniteMagnitude)
        }
    }

    /// A pair is its two numbers formatted one after the other, whether y is x (copied, not
    /// formatted again) or not: the widest numbers in and out of range, a repeat after a long
    /// one, zeros of both signs and NaN among them.
    @Test func aPairIsItsTwoNumbersWhetherOrNotTheyAreTheSame() {
        let numbers: [Double] = [0, -0.0, 0.98814, -123_456_789_012.3456, 9.1e11, -.greatestFiniteMagnitude, 1e300,
                                 .leastNonzeroMagnitude, 4 * .pi, -0.00005, .nan, .infinity, 1, 24]
        var pairs = numbers.map { ($0, $0) }
        for (i, x) in numbers.enumerated() { pairs.append((x, numbers[(i + 5) % numbers.count])) }
        var buffer = RecordBuffer(capacity: 16)
        buffer.append(pairs, as: Pairs())
        let lines = String(decoding: Array(buffer.bytes), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == pairs.count + 1)
        for (line, (x, y)) in zip(lines, pairs) {
            #expect(line == NumberFormat.string(x) + "," + NumberFormat.string(y), "pair \(x), \(y)")
        }
    }
}
