import CartAnimation
@testable import CartOutput
import Testing

/// [ASSUME TEXT-layout] (TextLayout.swift): Helvetica's advances, the first baseline 0.77 em below
/// the top, lines 1.15 em apart, breaks, truncation and alignment. Numbers by hand from the AFM
/// widths: "+1" = 584 + 556 = 1140/1000 em.
@Suite struct TextLayoutTests {
    func layout(_ s: String, size: Double = 10, width: Double, height: Double = 100,
                _ configure: (inout TextLayerState) -> Void = { _ in }) -> TextLayout {
        var t = TextLayerState()
        t.string = s
        t.fontSize = size
        configure(&t)
        return TextLayout(t, width: width, height: height)
    }

    func texts(_ l: TextLayout) -> [String] { l.lines.map { $0.runs.map(\.text).joined(separator: "|") } }

    @Test func advancesAreHelveticas() {
        #expect(TextLayout.advance("+1") == 1.14)
        #expect(TextLayout.advance("Wi") == 0.944 + 0.222)
        #expect(TextLayout.advance("中") == 1)
    }

    @Test func alignment() {
        // "+1" at 20 pt is 22.8 pt wide in 80 pt.
        let centre = layout("+1", size: 20, width: 80) { $0.alignmentMode = .center }
        #expect(centre.lines.count == 1 && centre.lines[0].baseline == 15.4 && centre.lines[0].runs.count == 1)
        #expect(abs(centre.lines[0].runs[0].x - 28.6) < 1e-9)
        let right = layout("+1", size: 20, width: 80) { $0.alignmentMode = .right }
        #expect(abs(right.lines[0].runs[0].x - 57.2) < 1e-9)
        for mode in [TextAlignmentMode.natural, .left, .justified] {
            #expect(layout("+1", size: 20, width: 80) { $0.alignmentMode = mode }.lines[0].runs[0].x == 0)
        }
    }

    @Test func unwrappedTextIsOneLinePerParagraph() {
        // Characters wholly past the right edge are dropped (they would be clipped): "one t"
        // ends at 22.24 pt, its "t" starting at 19.46.
        let l = layout("one two three\nfour", width: 20)
        #expect(texts(l) == ["one t", "four"])
        #expect(l.lines.map(\.baseline) == [7.7, 7.7 + 11.5])
    }

    /// "aa bb cc" at 10 pt: each word 11.12 pt, a space 2.78 pt; 30 pt holds two words (25.02).
    @Test func wrappingBreaksAtSpacesAndLongWordsBetweenCharacters() {
        #expect(texts(layout("aa bb cc", width: 30) { $0.isWrapped = true }) == ["aa bb", "cc"])
        #expect(texts(layout("aaaaaaaa", width: 20) { $0.isWrapped = true }) == ["aaa", "aaa", "aa"])
        #expect(texts(layout("", width: 20) { $0.isWrapped = true }) == [])
        #expect(texts(layout("a\n\nb", width: 20) { $0.isWrapped = true }) == ["a", "", "b"])
    }

    @Test func justifiedStretchesAllButTheLastLine() {
        let l = layout("aa bb cc", width: 30) { $0.isWrapped = true; $0.alignmentMode = .justified }
        #expect(l.lines[0].runs.map(\.text) == ["aa", "bb"])
        #expect(abs(l.lines[0].runs[1].x - (30 - 5.56 * 2)) < 1e-9)
        #expect(l.lines[1].runs == [TextLayout.Run(x: 0, text: "cc")])
    }

    /// "abcdefgh" at 10 pt = 5.56+5.56+5+5.56+5.56+2.78+5.56+5.56 = 41.14 pt; the ellipsis 10 pt.
    @Test func truncation() {
        func cut(_ mode: TextTruncationMode, _ width: Double) -> [String] {
            texts(layout("abcdefgh", width: width) { $0.truncationMode = mode })
        }
        #expect(cut(.none, 30) == ["abcdef"])    // clipped: "g" would start at 30.02
        // Room for 20 pt beside the ellipsis: "abc" 16.12, "efgh" 19.46, "ab" + "h" 16.68.
        #expect(cut(.end, 30) == ["abc…"])
        #expect(cut(.start, 30) == ["…efgh"])
        #expect(cut(.middle, 30) == ["ab…h"])
        #expect(cut(.end, 50) == ["abcdefgh"])
        // Wrapped: the last line that fits in the height takes the rest and is cut.
        // Two lines fit in 22 pt (the second's em box ends at 21.5).
        let wrapped = layout("aa bb cc dd ee", width: 30, height: 22) { $0.isWrapped = true; $0.truncationMode = .end }
        #expect(texts(wrapped) == ["aa bb", "cc d…"])
        // Without truncation the third line's top (23 pt) is below the bounds: not kept.
        let all = layout("aa bb cc dd ee", width: 30, height: 22) { $0.isWrapped = true }
        #expect(texts(all) == ["aa bb", "cc dd"])
        #expect(texts(layout("aa bb cc dd ee", width: 30, height: 24) { $0.isWrapped = true }) == ["aa bb", "cc dd", "ee"])
    }

    /// A script's huge string lays out as what can show: a few lines of a few characters.
    @Test func onlyWhatCanShowIsKept() {
        let huge = String(repeating: "word ", count: 200_000)
        let wrapped = layout(huge, width: 80, height: 40) { $0.isWrapped = true }
        #expect(wrapped.lines.count == 4)  // tops at 0, 11.5, 23, 34.5 pt
        #expect(wrapped.lines.allSatisfy { $0.runs.map(\.text.count).reduce(0, +) < 20 })
        let centred = layout(huge, width: 80, height: 40) { $0.alignmentMode = .center }
        #expect(centred.lines.count == 1 && centred.lines[0].runs[0].text.count < 20)
        // Those it keeps stay where the whole line puts them: the visible middle of the line.
        #expect(centred.lines[0].runs[0].x <= 0 && centred.lines[0].runs[0].x > -10)
    }
}
