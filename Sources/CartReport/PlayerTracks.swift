import CartOutput

/// The HTML player's timeline tracks from a recorded run: the rows `cartlua explain` draws, in
/// its words (Timeline's repeats and fill), a group's children under it.
public enum PlayerTracks {
    public static func of(_ recorder: RunRecorder) -> [PlayerTrack] {
        recorder.spans.map { s in
            let children = Timeline.children(of: s).map { c in
                PlayerTrack(layer: s.layer, key: c.what, begin: c.begin, end: c.end,
                            repeats: Timeline.repeats(c.timing, unicode: true), autoreverses: c.timing.autoreverses,
                            fill: c.timing.fillMode.rawValue)
            }
            return PlayerTrack(layer: s.layer, key: s.key, begin: s.begin, end: s.end,
                               repeats: Timeline.repeats(s.timing, unicode: true),
                               autoreverses: s.timing?.autoreverses ?? false, fill: Timeline.fill(s), children: children)
        }
    }
}
