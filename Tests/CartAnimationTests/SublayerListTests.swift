import CartTestSupport
import Testing
@testable import CartAnimation

/// A layer's sublayers (`SublayerList`): the same order as a plain array under any mix of
/// insertions, moves and removals — the backmost taken out most often, as a coin scene does —
/// and a sublayer taken out is let go of at once, not kept by its empty slot.
struct SublayerListTests {
    @Test func theOrderIsAnArraysUnderAnyMixOfChanges() throws {
        let scene = Scene()
        let parent = scene.makeLayer(name: "p"), other = scene.makeLayer(name: "o")
        var model: [Layer] = []
        var rng = SplitMix64(seed: 7)
        var made = 0
        for step in 0..<4_000 {
            let r = rng.next() % 100
            if model.isEmpty || r < 45 {
                made += 1
                let l = scene.makeLayer(name: "l\(made)")
                if r < 35 || model.isEmpty {
                    try parent.addSublayer(l)
                    model.append(l)
                } else {
                    let at = Int(rng.next() % UInt64(model.count + 1))
                    try parent.insertSublayer(l, at: at)
                    model.insert(l, at: at)
                }
            } else if r < 80 {
                model.removeFirst().removeFromSuperlayer()  // the backmost, as coins go
            } else if r < 92 {
                let k = Int(rng.next() % UInt64(model.count))
                model.remove(at: k).removeFromSuperlayer()
            } else if r < 96 {
                // A move within the parent: taken out and inserted again.
                let k = Int(rng.next() % UInt64(model.count)), to = Int(rng.next() % UInt64(model.count + 1))
                let l = model[k]
                try parent.insertSublayer(l, at: to)
                model.remove(at: k)
                model.insert(l, at: to > k ? to - 1 : to)
            } else {
                // A move to another parent and back to the front.
                let l = model.removeFirst()
                try other.addSublayer(l)
                try parent.addSublayer(l)
                model.append(l)
            }
            if step % 97 == 0 || step == 3_999 {
                #expect(parent.sublayers.map(\.serial) == model.map(\.serial), "step \(step)")
                #expect(parent.sublayerList.count == model.count)
                #expect(model.allSatisfy { $0.superlayer === parent })
            }
        }
    }

    /// The list itself (the layer's tree changes are also held by the plan's edits until the
    /// plan reads them): the backmost and a middle one taken out, the list no longer holds them.
    @Test func aSublayerTakenOutIsLetGoOf() {
        let scene = Scene()
        var list = SublayerList()
        weak var first: Layer?, middle: Layer?
        var kept: [Layer] = []
        do {
            for k in 0..<40 {
                let l = scene.makeLayer(name: "l\(k)")
                list.insert(l, at: list.count)
                if k == 0 { first = l }
                if k == 20 { middle = l }
                if k > 0 && k != 20 { kept.append(l) }
            }
            list.remove(first!)
            list.remove(middle!)
            _ = scene.takeChangedLayers()  // the scene lists new layers until the run loop takes them
        }
        #expect(first == nil && middle == nil)
        #expect(list.map(\.serial) == kept.map(\.serial))
        for l in kept.prefix(20) { list.remove(l) }  // past half: the empty slots dropped
        #expect(list.map(\.serial) == kept.suffix(18).map(\.serial))
        #expect(list.count == 18 && kept.suffix(18).enumerated().allSatisfy { list.position(of: $1) == $0 })
    }
}
