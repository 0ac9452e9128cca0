import CartAnimation

/// What the motion sheet saw of the tree at one moment: a sample, or one side of an instant
/// where something ran (`TraceSink.writeInstant`).
struct Moment {
    enum Kind { case sample, before, after }
    var time: Double
    var kind: Kind
    var layers: [ScreenLayer]
}

/// One layer's path on the screen through a run, from its centre at every moment it is shown:
/// the motion as polylines, broken where the layer jumped or was out of the tree or hidden.
///
/// A jump is the layer in two places at one instant: where it was just before `time` and where
/// it is once that instant's events ran — the snap back to the model value when an animation
/// without a fill ends (its presentation is the model value again from that instant on,
/// CA-SEMANTICS [ASSUME TIME-bound]: at T = AD the animation is in its after phase), or a
/// delegate moving it. A layer removed at an instant ends where it was just before, not at the
/// last sample.
struct Trajectory {
    var segments: [[Point]] = []
    var jumps: [(time: Double, from: Point, to: Point)] = []

    var start: Point? { segments.first?.first }
    var end: Point? { segments.last?.last }

    /// Positions closer than this (points) are the same place.
    static let sameSpot = 0.01

    init(_ key: LayerKey, in moments: [Moment]) {
        var current: [Point] = []
        var last: (time: Double, kind: Moment.Kind, point: Point?)?
        func close() {
            if !current.isEmpty { segments.append(current) }
            current = []
        }
        for m in moments {
            let p = m.layers.first { $0.key == key && !$0.hidden }?.centre
            defer { last = (m.time, m.kind, p) }
            guard let p else {
                close()
                continue
            }
            if m.kind == .after, let l = last, l.kind == .before, l.time == m.time, let from = l.point,
               Trajectory.distance(from, p) > Trajectory.sameSpot {
                close()
                jumps.append((m.time, from, p))
            }
            // The sides of an instant and its sample are one moment: one point (samples at
            // different times stay points of their own, as the trace has them).
            if let l = last, l.time == m.time, let q = current.last, Trajectory.distance(q, p) <= Trajectory.sameSpot { continue }
            current.append(p)
        }
        close()
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
