import CartAnimation

/// Where an attached animation is in its run, as the run loop reports it: didStart once
/// ([ASSUME CB-start]), then didStop once ([ASSUME CB-once]), or didStop alone when it is removed
/// before it starts.
enum RunState {
    /// Attached, its start not reported yet.
    case pending
    /// didStart reported; its stop to come.
    case started
    /// didStop reported: nothing more to come.
    case stopped
}

/// The run loop's view of one attachment: its run state and its entries in the queue, kept
/// right as layers change time or place. A track lives from the animation's addition until its
/// stop is reported, removal or not.
final class Track {
    let attachment: Attachment
    var state = RunState.pending
    /// Bumped (wrapping) when the track's entries are dropped: queued entries of an older
    /// generation are stale.
    var generation: Int32 = 0
    /// Valid entries of this track in the queue (its start, its stop).
    var queued = 0
    /// Counted in `endlessRunning`.
    var countedEndless = false

    init(_ a: Attachment) { attachment = a }
}

/// The tracks of attachments that still have events to come, found from the attachment by its
/// `runSlot`. The table owns the tracks and they their attachments; a slot freed is used again.
struct TrackTable {
    private var slots: [Track?] = []
    private var free: [Int32] = []

    /// No track is held.
    var isEmpty: Bool { free.count == slots.count }

    /// The attachment's track, if this table holds one (a slot another run loop gave is not
    /// taken for this one's).
    subscript(_ att: Attachment) -> Track? {
        let i = Int(att.runSlot)
        guard i >= 0, i < slots.count, let t = slots[i], t.attachment === att else { return nil }
        return t
    }

    /// Holds `track` (of an attachment that has none here).
    mutating func insert(_ track: Track) {
        let i: Int32
        if let f = free.popLast() {
            i = f
            slots[Int(f)] = track
        } else {
            i = Int32(slots.count)
            slots.append(track)
        }
        track.attachment.runSlot = i
    }

    /// Lets go of the attachment's track, if held.
    mutating func remove(_ att: Attachment) {
        guard self[att] != nil else { return }
        slots[Int(att.runSlot)] = nil
        free.append(att.runSlot)
        att.runSlot = -1
    }
}

extension Runner {
    /// Turns what the script changed (scene changes) into queue entries, and into scene records
    /// for a sink that wants them.
    func absorbChanges() throws {
        // Held until their animations are recorded too: a layer the script let go of (Lua's
        // garbage) still has its animation in the records (lint's CA008 counts every one).
        let changed = try recordChangedLayers()
        defer { withExtendedLifetime(changed) {} }
        while scene.hasChanges {
            scene.takeChanges(into: &takenChanges)
            for change in takenChanges {
                try recordScene(change)
                switch change {
                case .added(let att):
                    let track = Track(att)
                    tracks.insert(track)
                    reschedule(track)
                case .removed(let att, let sequence):
                    // Removed before it reported its stop (a track is dropped once it has):
                    // didStop(finished: false), now, after what is already due at this instant (§6).
                    guard let track = tracks[att] else { break }
                    retire(track)
                    queue.push(.init(tick: now, sequence: sequence, kind: .stop(track, finished: false),
                                     generation: track.generation))
                    track.queued += 1
                    liveEvents += 1
                case .timingChanged(let layer):
                    layer.forEachInTree { l in
                        for att in l.attachments {
                            if let track = tracks[att] { reschedule(track) }
                        }
                    }
                case .warning(let w):
                    warn(w)
                }
            }
        }
        takenChanges.removeAll(keepingCapacity: true)  // what they held let go of now, not at the next take
    }

    /// What each layer made or changed since the last time is now, for a sink that wants
    /// scene records; the list is taken either way (it holds the layers). Also as a run fails,
    /// so that writers see what the failing code had set.
    @discardableResult
    func recordChangedLayers() throws -> [Layer] {
        guard scene.hasChangedLayers else { return [] }
        let changed = scene.takeChangedLayers()
        guard stream.wantsSceneRecords else { return changed }
        for layer in changed { try stream.scene(.layer(LayerFacts(layer))) }
        return changed
    }

    /// The scene record of a change, when the sink wants them.
    private func recordScene(_ change: SceneChange) throws {
        guard stream.wantsSceneRecords else { return }
        switch change {
        case .added(let att):
            if let record = AttachedAnimation(att) { try stream.scene(.attached(record)) }
        case .removed(let att, _):
            if let layer = att.layer { try stream.scene(.detached(sequence: att.sequence, layer: layer.serial, completed: false)) }
        case .timingChanged, .warning:
            break
        }
    }

    /// Drops a track's queued entries (they become stale) and its endless count.
    func retire(_ track: Track) {
        track.generation &+= 1
        liveEvents -= track.queued
        track.queued = 0
        if track.countedEndless {
            endlessRunning -= 1
            track.countedEndless = false
        }
    }

    /// (Re)computes a track's start and stop ticks from the layer's current time map.
    func reschedule(_ track: Track) {
        retire(track)
        let att = track.attachment
        guard att.isAttached, let layer = att.layer, track.state != .stopped else { return }
        let timing = att.timing
        let ad = timing.activeDuration
        let times = EventTicks(layer: layer, timing: timing, from: now)
        if track.state == .pending, let tick = times.first(threshold: 0, phase: { $0 != .before }) {
            queue.push(.init(tick: tick, sequence: att.sequence, kind: .start(track), generation: track.generation))
            track.queued += 1
            liveEvents += 1
        }
        if ad.isFinite, let tick = times.first(threshold: ad, phase: { $0 == .after }) {
            queue.push(.init(tick: tick, sequence: att.sequence, kind: .stop(track, finished: true),
                             generation: track.generation))
            track.queued += 1
            liveEvents += 1
        }
        updateEndless(track)
    }

    /// A started animation with no end that still moves keeps the run going.
    func updateEndless(_ track: Track) {
        let att = track.attachment
        var endless = false
        if att.isAttached, track.state == .started, !att.timing.activeDuration.isFinite,
           let layer = att.layer {
            endless = layer.timeMap.rate * Double(att.timing.speed) != 0
        }
        if endless != track.countedEndless {
            endlessRunning += endless ? 1 : -1
            track.countedEndless = endless
        }
    }

    /// Whether a popped entry still stands: its track's generation has not moved on (a track
    /// that reported its stop was retired), or its call is still pending.
    func isValid(_ e: EventQueue.Entry) -> Bool {
        switch e.kind {
        case .start(let track), .stop(let track, _):
            return track.generation == e.generation
        case .call:
            return pendingCalls.contains(e.sequence)
        }
    }

    /// Runs one due entry: the trace line first, then the script's callback, then what the
    /// callback changed.
    func process(_ e: EventQueue.Entry, host: ScriptHost) throws {
        guard isValid(e) else { return }
        liveEvents -= 1
        let time = currentTime
        switch e.kind {
        case .start(let track):
            let att = track.attachment
            track.queued -= 1
            track.state = .started
            updateEndless(track)
            try stream.event(at: time, .animationDidStart(layer: att.currentLayerName, key: att.key))
            try host.animationDidStart(att)
        case .stop(let track, let finished):
            let att = track.attachment
            tracks.remove(att)
            track.queued -= 1
            retire(track)
            track.state = .stopped
            // Detach first when removedOnCompletion (§6): a sample now shows the model.
            if finished && att.removedOnCompletion, att.isAttached, let layer = att.layer {
                if stream.wantsSceneRecords {
                    try stream.scene(.detached(sequence: att.sequence, layer: layer.serial, completed: true))
                }
                layer.removeCompleted(att)
            }
            try stream.event(at: time, .animationDidStop(layer: att.currentLayerName, key: att.key, finished: finished))
            try host.animationDidStop(att, finished: finished)
        case .call(let token):
            pendingCalls.remove(e.sequence)
            if !e.late { try stream.event(at: time, .after) }
            try host.performDelayedCall(token: token)
        }
        try absorbChanges()
    }
}
