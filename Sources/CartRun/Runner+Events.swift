import CartAnimation

/// Scheduling of animation events: when each attached animation starts and stops in absolute
/// time, kept right as layers change time or place.
final class Track {
    let attachment: Attachment
    var generation = 0
    var pendingStart = false
    var pendingStop = false
    var countedEndless = false

    init(_ a: Attachment) { attachment = a }
}

extension Runner {
    /// Turns what the script changed (scene changes) into queue entries.
    func absorbChanges() {
        while scene.hasChanges {
            for change in scene.takeChanges() {
                switch change {
                case .added(let att):
                    let track = Track(att)
                    tracks[ObjectIdentifier(att)] = track
                    reschedule(track)
                case .removed(let att, let sequence):
                    if let track = tracks.removeValue(forKey: ObjectIdentifier(att)) { retire(track) }
                    // Removed before it reported: didStop(finished: false), now, after what is
                    // already due at this instant (§6).
                    if !att.didReportStop {
                        queue.push(.init(tick: now, sequence: sequence, kind: .stop(att, finished: false), generation: 0))
                        liveEvents += 1
                    }
                case .timingChanged(let layer):
                    layer.forEachInTree { l in
                        for att in l.attachments {
                            if let track = tracks[ObjectIdentifier(att)] { reschedule(track) }
                        }
                    }
                case .warning(let w):
                    warn(w)
                }
            }
        }
    }

    /// Drops a track's pending entries (they become stale) and its endless count.
    func retire(_ track: Track) {
        track.generation += 1
        if track.pendingStart { liveEvents -= 1 }
        if track.pendingStop { liveEvents -= 1 }
        track.pendingStart = false
        track.pendingStop = false
        if track.countedEndless {
            endlessRunning -= 1
            track.countedEndless = false
        }
    }

    /// (Re)computes a track's start and stop ticks from the layer's current time map.
    func reschedule(_ track: Track) {
        retire(track)
        let att = track.attachment
        guard att.isAttached, let layer = att.layer else { return }
        let timing = att.animation.timing
        let ad = timing.activeDuration
        if !att.didReportStart, let tick = firstTick(layer, timing, threshold: 0, phase: { $0 != .before }) {
            queue.push(.init(tick: tick, sequence: att.sequence, kind: .start(att), generation: track.generation))
            track.pendingStart = true
            liveEvents += 1
        }
        if !att.didReportStop, ad.isFinite, let tick = firstTick(layer, timing, threshold: ad, phase: { $0 == .after }) {
            queue.push(.init(tick: tick, sequence: att.sequence, kind: .stop(att, finished: true), generation: track.generation))
            track.pendingStop = true
            liveEvents += 1
        }
        updateEndless(track)
    }

    /// A started animation with no end that still moves keeps the run going.
    func updateEndless(_ track: Track) {
        let att = track.attachment
        var endless = false
        if att.isAttached, att.didReportStart, !att.didReportStop, !att.animation.timing.activeDuration.isFinite,
           let layer = att.layer {
            endless = layer.timeMap.rate * Double(att.animation.timing.speed) != 0
        }
        if endless != track.countedEndless {
            endlessRunning += endless ? 1 : -1
            track.countedEndless = endless
        }
    }

    /// The first tick at or after now where the animation's phase satisfies `phase` (not
    /// before: started; after: ended), i.e. where its elapsed active time
    /// T = (local − beginTime) × speed reaches `threshold`; nil when it never does.
    ///
    /// The estimate comes from the affine time map; the answer is then checked with the very
    /// arithmetic the evaluator uses (`Layer.localTime`, `MediaTiming.phase`), so that at the
    /// stop tick the evaluator sees the after phase and one tick earlier it does not.
    func firstTick(_ layer: Layer, _ timing: MediaTiming, threshold: Double, phase: (Phase) -> Bool) -> Tick? {
        func reached(_ tick: Tick) -> Bool {
            phase(timing.phase(parentTime: layer.localTime(atAbsolute: VirtualClock.seconds(tick))))
        }
        if reached(now) { return now }
        let map = layer.timeMap
        let rate = map.rate * Double(timing.speed)
        guard rate > 0 else { return nil }
        // T(a) = (rate_layer·a + offset − beginTime)·speed = rate·a + (offset − beginTime)·speed
        let estimate = (threshold - (map.offset - timing.beginTime) * Double(timing.speed)) / rate
        guard var tick = VirtualClock.tick(nearest: estimate) else { return nil }
        if tick <= now { tick = now + 1 }
        if !reached(tick) {
            // Gallop forward, then bisect (rounding put the estimate a few ticks early).
            var lo = tick, step: Tick = 1
            while !reached(lo + step) {
                lo += step
                guard step < (1 << 40) else { return nil }
                step *= 2
            }
            var hi = lo + step
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2
                if reached(mid) { hi = mid } else { lo = mid }
            }
            return hi
        }
        // Reached at the estimate: step back to the first tick that reaches it.
        var lo = now, hi = tick
        if hi - lo > 1 && !reached(hi - 1) { return hi }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if reached(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    func isValid(_ e: EventQueue.Entry) -> Bool {
        switch e.kind {
        case .start(let att):
            return tracks[ObjectIdentifier(att)]?.generation == e.generation
        case .stop(let att, let finished):
            return finished ? tracks[ObjectIdentifier(att)]?.generation == e.generation : !att.didReportStop
        case .call(let id, _, _):
            return pendingCalls.contains(id)
        }
    }

    /// Runs one due entry: the trace line first, then the script's callback, then what the
    /// callback changed.
    func process(_ e: EventQueue.Entry, host: ScriptHost) throws {
        guard isValid(e) else { return }
        liveEvents -= 1
        let time = currentTime
        switch e.kind {
        case .start(let att):
            guard let track = tracks[ObjectIdentifier(att)] else { return }
            track.pendingStart = false
            att.didReportStart = true
            updateEndless(track)
            try stream.event(at: time, .animationDidStart(layer: att.currentLayerName, key: att.key))
            try host.animationDidStart(att)
        case .stop(let att, let finished):
            if finished, let track = tracks.removeValue(forKey: ObjectIdentifier(att)) {
                track.pendingStop = false
                retire(track)
                // Detach first when removedOnCompletion (§6): a sample now shows the model.
                if att.animation.removedOnCompletion { att.layer?.removeCompleted(att) }
            }
            att.didReportStop = true
            try stream.event(at: time, .animationDidStop(layer: att.currentLayerName, key: att.key, finished: finished))
            try host.animationDidStop(att, finished: finished)
        case .call(let id, let token, let silent):
            pendingCalls.remove(id)
            if !silent { try stream.event(at: time, .after) }
            try host.performDelayedCall(token: token)
        }
        absorbChanges()
    }
}
