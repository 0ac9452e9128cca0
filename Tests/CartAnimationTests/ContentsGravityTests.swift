import Testing
@testable import CartAnimation

/// contentsGravity's placement of an image in the bounds (Apple's "Contents Gravity Values";
/// vertical names read on the iOS screen, `top` = bounds.minY; see ContentsGravity).
struct ContentsGravityTests {
    /// A 100 × 50 layer whose bounds start at (10, 20), and a 40 × 80 image (taller than wide),
    /// gravity → (x, y, width, height) derived by hand.
    @Test(arguments: [
        ("resize", [10, 20, 100, 50]),
        // Fit: height 50 limits, scale 5/8 → 25 × 50, centred across (100 − 25) / 2 = 37.5.
        ("resizeAspect", [47.5, 20, 25, 50]),
        // Fill: width 100 limits, scale 2.5 → 100 × 200, centred: y = 20 + (50 − 200) / 2 = −55.
        ("resizeAspectFill", [10, -55, 100, 200]),
        // Natural size 40 × 80 (contentsScale 1): x free space 60, y free space −30.
        ("center", [40, 5, 40, 80]),
        ("top", [40, 20, 40, 80]),
        ("bottom", [40, -10, 40, 80]),
        ("left", [10, 5, 40, 80]),
        ("right", [70, 5, 40, 80]),
        ("topLeft", [10, 20, 40, 80]),
        ("topRight", [70, 20, 40, 80]),
        ("bottomLeft", [10, -10, 40, 80]),
        ("bottomRight", [70, -10, 40, 80]),
    ] as [(String, [Double])])
    func placement(_ name: String, _ expected: [Double]) throws {
        let g = try #require(ContentsGravity(rawValue: name))
        let r = g.rect(forImageOf: Size(width: 40, height: 80), in: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect([r.origin.x, r.origin.y, r.size.width, r.size.height] == expected)
    }

    @Test func defaultIsResizeAndNamesAreApples() {
        #expect(LayerState().contentsGravity == .resize)
        #expect(ContentsGravity.allCases.map(\.rawValue) == [
            "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
            "resize", "resizeAspect", "resizeAspectFill",
        ])
    }

    /// A wide image in a square: fill crops the sides (overflows left and right), fit letterboxes.
    @Test func wideImageInASquare() {
        let b = Rect(x: 0, y: 0, width: 80, height: 80), img = Size(width: 200, height: 100)
        let fill = ContentsGravity.resizeAspectFill.rect(forImageOf: img, in: b)
        #expect([fill.origin.x, fill.origin.y, fill.size.width, fill.size.height] == [-40, 0, 160, 80])
        let fit = ContentsGravity.resizeAspect.rect(forImageOf: img, in: b)
        #expect([fit.origin.x, fit.origin.y, fit.size.width, fit.size.height] == [0, 20, 80, 40])
    }

    /// An empty image cannot be scaled: the aspect gravities give an empty rect at the centre.
    @Test func emptyImage() {
        let r = ContentsGravity.resizeAspectFill.rect(forImageOf: .zero, in: Rect(x: 0, y: 0, width: 10, height: 20))
        #expect([r.origin.x, r.origin.y, r.size.width, r.size.height] == [5, 10, 0, 0])
    }
}
