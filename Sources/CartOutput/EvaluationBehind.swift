import CartAnimation

/// `--format none`'s samples: each evaluated as the JSON Lines writer evaluates it, with nothing
/// written — the plan's lines, the whole sample of a line with more than motion, every kept
/// line's motion. A sample that reads no layer goes behind whole on a frame of the plan detached
/// for it (`ScenePlan.detachFrame`), up to `HelperThread.depth` of them, as the writer's do; one
/// that does keeps its lines here and sends only the kept lines' motion (`evaluateMotion`).
public final class EvaluationBehind {
    let crew: SampleCrew
    /// The samples behind, oldest first: each one's ticket and frame.
    private var pending: [(ticket: Int, frame: PlanFrame)] = []
    /// A frame given back, for the next detach.
    private var spare: PlanFrame?

    public init(crew: SampleCrew) { self.crew = crew }

    deinit { finish() }

    /// Evaluates `plan`'s sample at `time`.
    public func evaluate(_ plan: ScenePlan, at time: Double) {
        giveBack(keeping: HelperThread.depth - 1)
        guard plan.prepareLines() else {
            finish()
            return plan.withSamples(at: time) { _ in }
        }
        guard plan.readsNoLayer, crew.behind(plan.entryCount) else {
            finish()
            plan.fillLines(at: time)
            for k in plan.lines.indices where plan.lines[k].kept == 0 { _ = plan.sample(k) }
            return crew.evaluateMotion(of: plan)
        }
        let frame = plan.detachFrame(reusing: spare)
        spare = nil
        let ticket = crew.runBehind(lines: frame.entryCount) {
            frame.fill(at: time)
            for k in frame.lines.indices {
                if frame.lines[k].kept == 0 { _ = frame.sample(k) } else { _ = frame.motion(ofLine: k) }
            }
        } ?? 0
        pending.append((ticket, frame))
    }

    /// Waits for every sample behind, their frames given back.
    public func finish() {
        giveBack(keeping: 0)
        crew.waitBehind()
    }

    private func giveBack(keeping: Int) {
        while pending.count > keeping {
            let (ticket, frame) = pending.removeFirst()
            crew.waitBehind(upTo: ticket)
            frame.giveBack()
            spare = frame
        }
    }
}
