import CartAnimation
import CartOutput
import CartTestSupport
import Foundation
import Testing

/// The HTML player's timeline tracks, property curves, params and `window.cartlua` in real
/// headless Chromium, on a hand-made run: a card that pops (scale 0 → 1.2 → 1) under a group,
/// a badge that fades with a repeating and an endless animation, and a spring that overshoots.
@Suite(.serialized) struct PlayerPanelsBrowserTests {
    /// Six samples 0.1 s apart (fewer with `samples`); `badge: false` leaves the badge out.
    static func samples(_ k: Int, badge: Bool = true) -> [LayerSample] {
        var window = LayerState()
        window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
        window.position = Point(x: 187.5, y: 406)
        var card = LayerState()
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 187, y: 300)
        let pop = [0, 0.6, 1.2, 1.1, 1, 1, 1, 1, 1][k]
        card.transform = Transform.scale(pop, pop)
        card.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        var fading = LayerState()
        fading.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        fading.position = Point(x: 60, y: 600)
        fading.opacity = Float(max(0, 1 - 0.2 * Double(k)))
        var spring = LayerState()
        spring.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        spring.position = Point(x: [100, 220, 195, 203, 199, 200, 200, 200, 200][k], y: 700)
        return [LayerSample(name: "window", superlayer: nil, state: window),
                LayerSample(name: "card", superlayer: "window", state: card)]
            + (badge ? [LayerSample(name: "badge", superlayer: "window", state: fading)] : [])
            + [LayerSample(name: "spring", superlayer: "window", state: spring)]
    }

    static let tracks = [
        PlayerTrack(layer: "card", key: "pop", begin: 0, end: 0.4, repeats: "once", fill: "removed",
                    children: [PlayerTrack(layer: "card", key: "transform.scale", begin: 0, end: 0.4, repeats: "once", fill: "removed")]),
        PlayerTrack(layer: "badge", key: "pulse", begin: 0.1, end: 0.4, repeats: "×3", autoreverses: true, fill: "forwards"),
        PlayerTrack(layer: "badge", key: "fade", begin: 0, end: nil, repeats: "forever", autoreverses: true, fill: "both"),
    ]

    static let params = [
        PlayerParam(name: "duration", value: .number(1.5), defaultValue: .number(1), help: "seconds of the pop"),
        PlayerParam(name: "totalCount", value: .integer(10), defaultValue: .integer(10), help: "how many"),
        PlayerParam(name: "animationType", value: .string("curve"), defaultValue: .string("curve"), help: "'curve' or 'line'"),
        PlayerParam(name: "debug", value: .bool(false), defaultValue: .bool(false), help: nil),
    ]

    /// The run through an HTMLPlayerWriter: `frames` samples, with or without tracks and params.
    static func writer(frames: Int = 6, badge: Bool = true, tracks: [PlayerTrack] = tracks,
                       params: [PlayerParam] = []) throws -> (HTMLPlayerWriter, MemoryOutput) {
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        w.tracks = tracks
        w.params = params
        try w.writeHeader(TraceHeader(script: "Scripts/pop.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeEvent(time: 0, event: .animationDidStart(layer: "card", key: "pop"))
        if badge { try w.writeEvent(time: 0, event: .animationDidStart(layer: "badge", key: "fade")) }
        for k in 0..<frames {
            let t = Double(k) / 10
            if k == 2 { try w.writeEvent(time: t, event: .after) }
            if k == 3 { try w.writeLog(time: t, message: "popped <b>") }
            if k == 4 { try w.writeEvent(time: t, event: .animationDidStop(layer: "card", key: "pop", finished: true)) }
            try w.writeSample(time: t, layers: samples(k, badge: badge))
        }
        try w.writeEnd(time: Double(frames - 1) / 10, reason: .idle)
        return (w, out)
    }

    static func page(tracks: [PlayerTrack] = tracks, params: [PlayerParam] = []) throws -> URL {
        let (_, out) = try writer(tracks: tracks, params: params)
        let html = try CLI.temporaryDirectory().appendingPathComponent("pop.html")
        try Data(out.bytes).write(to: html)
        return html
    }

    /// What `js` (a function body) returns in the page opened at `t`, as JSON text (JSON.stringify
    /// keeps JavaScript's key order, so a whole result compares as one string).
    static func probe(_ html: URL, t: Double = 0.2, _ js: String) throws -> String {
        let got = try Chromium.probe(html, fragment: "#t=\(t)", "JSON.stringify((function () {\n" + js + "\n})())")
        return try #require(got as? String, "\(got)")
    }

    /// A row per track with explain's columns, a group's child indented under it, bars on the
    /// one axis (0 … 0.5 s), the endless one open to the end; rows of marks for after(), the
    /// animation events and the log line.
    @Test func tracksHaveRowsAndBarsOnOneAxis() throws {
        let got = try Self.probe(try Self.page(), """
            var width = document.querySelector('#tracks .track .plot').offsetWidth;
            var rows = [].map.call(document.querySelectorAll('#tracks .lane.track'), function (r) {
              var bar = r.querySelector('.bar');
              return [].map.call(r.querySelectorAll('.labels span'), function (s) { return s.textContent; }).concat([
                r.classList.contains('child') ? 'child' : '', Math.round(bar.offsetLeft / width * 100), Math.round(bar.offsetWidth / width * 100),
                bar.classList.contains('open') ? 'open' : '']); });
            var marks = [].map.call(document.querySelectorAll('#tracks .lane.marks'), function (r) {
              return [r.querySelector('.labels').textContent, r.querySelectorAll('.mark').length]; });
            return { rows: rows, marks: marks, wide: width >= 300 };
            """)
        // Bars in per cent of the axis: 0 … 0.4 s of 0.5 s is 0 … 80.
        #expect(got == #"{"rows":[["card","pop","0","0.4","once","no","removed","",0,80,""],"#
            + #"["","└ transform.scale","0","0.4","once","no","removed","child",0,80,""],"#
            + #"["badge","pulse","0.1","0.4","×3","yes","forwards","",20,60,""],"#
            + #"["badge","fade","0","…","forever","yes","both","",0,100,"open"]],"#
            + #""marks":[["after() ran",1],["animation events",3],["print/log",1]],"wide":true}"#)
    }

    /// A page without the writer's tracks still has its bars: from the animation events.
    @Test func tracksComeFromTheEventsWithoutTheWritersTracks() throws {
        let got = try Self.probe(try Self.page(tracks: []), """
            return [].map.call(document.querySelectorAll('#tracks .lane.track'), function (r) {
              return [r.querySelector('.c-layer').textContent, r.querySelector('.c-key').textContent,
                      r.querySelector('.c-begin').textContent, r.querySelector('.c-end').textContent, !!r.querySelector('.bar')]; });
            """)
        #expect(got == #"[["card","pop","0","0.4",true],["badge","fade","0","…",true]]"#)
    }

    /// A bar selects its layer for the whole page — the layer <select>, the stage, the tracks and
    /// the curves — as the stage's click and the <select> do.
    @Test func clickingABarSelectsItsLayer() throws {
        let got = try Self.probe(try Self.page(), """
            function now() { return [cartlua.state().selected, document.getElementById('layer').value,
              document.querySelector('.layer.selected').dataset.layer, document.querySelectorAll('#tracks .track.selected').length,
              document.querySelector('#curves .head .labels').textContent]; }
            var first = now();
            document.querySelector('#tracks .bar[data-name=badge]').click();
            var bar = now();
            document.querySelector('#stage [data-layer=spring]').click();
            var stage = now();
            document.getElementById('layer').value = 'card'; document.getElementById('layer').onchange();
            return [first, bar, stage, now()];
            """)
        #expect(got == #"[["card","card","card",2,"curves of card"],["badge","badge","badge",2,"curves of badge"],"#
            + #"["spring","spring","spring",0,"curves of spring"],["card","card","card",2,"curves of card"]]"#)
    }

    /// The curves show what moves as it moves: the pop's scale peaks at 1.2 (labelled) at 0.2 s,
    /// the badge fades 1 → 0, the spring overshoots 200 to 220; each plot lines up with the
    /// tracks' axis, and the value at the playhead is read out.
    @Test func curvesShowThePopTheFadeAndTheOvershoot() throws {
        let got = try Self.probe(try Self.page(), """
            function curves() {
              return [].map.call(document.querySelectorAll('#curves .curve-row'), function (r) {
                return [r.dataset.curve, r.querySelector('text.min').textContent, r.querySelector('text.max').textContent,
                        r.querySelector('.c-now').textContent]; }); }
            var a = document.querySelector('#tracks .track .plot').getBoundingClientRect(), b = document.querySelector('#curves .curve-row .plot').getBoundingClientRect();
            // The peak: where the scale's polyline is highest (the plot's top, 5 px in), in per cent of the axis.
            var points = document.querySelector('#curves .curve-row polyline').getAttribute('points').split(' ').map(function (p) { return p.split(',').map(Number); });
            var top = points.reduce(function (m, p) { return p[1] < m[1] ? p : m; });
            var card = { curves: curves(), aligned: a.left === b.left && a.width === b.width, peak: [Math.round(top[0] / a.width * 100), top[1]] };
            document.getElementById('layer').value = 'badge'; document.getElementById('layer').onchange();
            var badge = curves();
            document.querySelector('#stage [data-layer=spring]').click();
            return [card, badge, curves()];
            """)
        #expect(got == #"[{"curves":[["scale.x","0","1.2","1.2"],["scale.y","0","1.2","1.2"]],"aligned":true,"peak":[40,5]},"#
            + #"[["opacity","0","1","0.6"]],[["position.x","100","220","195"]]]"#)
    }

    /// The zoom is the axis', so tracks and curves zoom together: + doubles the distance of two
    /// marks in two steps and the rulers stay alike; ctrl+wheel zooms about the time under the pointer,
    /// shift+wheel pans, − goes back to the whole run.
    @Test func zoomIsSharedByTracksAndCurves() throws {
        let got = try Self.probe(try Self.page(), t: 0.2, """
            function q(s) { return document.querySelector(s); }
            // From the after() mark (0.2 s) to the log line's (0.3 s).
            function width() { return q('#tracks .mark.log').getBoundingClientRect().left - q('#tracks .mark.after').getBoundingClientRect().left; }
            function rulers() { return q('#tracks .ruler').innerHTML === q('#curves .ruler').innerHTML; }
            var whole = width();
            q('#zoomin').click(); q('#zoomin').click();
            var zoomed = [Math.round(width() / whole * 100), rulers(), q('#zoomlevel').textContent];
            var plot = q('#curves .curve-row .plot'), box = plot.getBoundingClientRect(), x = box.left + box.width / 4;
            var under = cartlua.state().from + (x - box.left) / box.width * (0.5 / cartlua.state().zoom);
            plot.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, clientX: x, clientY: box.top + 5, bubbles: true, cancelable: true }));
            var s = cartlua.state(), still = s.from + (x - box.left) / box.width * (0.5 / s.zoom);
            var wheel = [s.zoom, Math.abs(still - under) < 1e-9, rulers()];
            var from = s.from;
            plot = q('#curves .curve-row .plot');  // drawn again at the new zoom
            plot.dispatchEvent(new WheelEvent('wheel', { deltaY: -50, shiftKey: true, clientX: x, clientY: box.top + 5, bubbles: true, cancelable: true }));
            var panned = cartlua.state().from < from;
            for (var k = 0; k < 8; k++) q('#zoomout').click();
            return [zoomed, wheel, panned, [cartlua.state().zoom, cartlua.state().from, width() === whole]];
            """)
        #expect(got == #"[[200,true,"2×"],[2.828,true,true],true,[1,0,true]]"#)
    }

    /// load() of another run keeps the playhead's time, the selected layer and the zoom, and
    /// playing; a run too short for the playhead, or without the layer, clamps and falls back.
    @Test func loadingAnotherRunKeepsPlayheadSelectionAndZoom() throws {
        let second = try #require(try Self.writer(frames: 9).0.pageData)
        let short = try #require(try Self.writer(frames: 3, badge: false).0.pageData)
        let got = try Self.probe(try Self.page(), t: 0.3, """
            function now() { var s = cartlua.state(); return [s.t, s.selected, s.zoom, s.playing, document.getElementById('time').textContent]; }
            document.querySelector('#tracks .bar[data-name=badge]').click();
            document.getElementById('zoomin').click(); document.getElementById('zoomin').click();
            var before = now();
            cartlua.load(\(second));
            var after = now(), frames = document.getElementById('scrub').max;
            cartlua.load(\(short));
            var clamped = now();
            cartlua.load(\(second));
            document.getElementById('play').click();
            cartlua.load(\(second));
            return [before, after, clamped, [cartlua.state().playing, frames]];
            """)
        #expect(got == #"[[0.3,"badge",2,false,"t = 0.300 s"],[0.3,"badge",2,false,"t = 0.300 s"],"#
            + #"[0.2,"card",2,false,"t = 0.200 s"],[true,"8"]]"#)
    }

    /// showError draws the message over the stage, "file:line:" first, monospaced; the last good
    /// run stays drawn under it; clearError takes it away.
    @Test func showErrorOverlaysTheMessage() throws {
        let got = try Self.probe(try Self.page(), """
            cartlua.showError("pop.lua:12: attempt to index a nil value (global 'x')");
            var box = document.getElementById('error'), r = box.getBoundingClientRect(), v = document.getElementById('viewport').getBoundingClientRect();
            var shown = [getComputedStyle(box).display, box.querySelector('b').textContent, box.textContent,
                         /monospace/.test(getComputedStyle(box).fontFamily), document.elementFromPoint(r.left + 5, r.top + 5) === box,
                         r.left === v.left + 1 && r.width === v.width - 2, cartlua.state().error,
                         document.querySelector('#stage [data-layer=card]').style.display];
            cartlua.clearError();
            return shown.concat([getComputedStyle(box).display, cartlua.state().error]);
            """)
        #expect(got == #"["block","pop.lua:12:","pop.lua:12:\nattempt to index a nil value (global 'x')",true,true,true,"#
            + #""pop.lua:12: attempt to index a nil value (global 'x')","flex","none",null]"#)
    }

    /// A written page shows the params read-only, with the command line that runs them.
    @Test func staticParamsAreReadOnly() throws {
        let got = try Self.probe(try Self.page(params: Self.params), """
            var area = document.querySelector('#params .command');
            return [document.querySelectorAll('#params input').length,
                    [].map.call(document.querySelectorAll('#params .param'), function (p) { return [p.dataset.param, p.querySelector('.pvalue').textContent]; }),
                    area.value, area.readOnly, document.querySelector('[data-param=duration] .help').textContent];
            """)
        #expect(got == #"[0,[["duration","1.5"],["totalCount","10"],["animationType","\"curve\""],["debug","false"]],"#
            + #""cartlua run Scripts/pop.lua --set duration=1.5 --set totalCount=10 --set animationType=curve --set debug=false","#
            + #"true,"seconds of the pop"]"#)
        let none = try Self.probe(try Self.page(), "return getComputedStyle(document.getElementById('params')).display;")
        #expect(none == #""none""#)
    }

    /// A live page makes each param a control of its kind; a change calls onParams with all the
    /// values, a typed value outside the slider widens it, a wrong one is refused; a re-run
    /// with the same params keeps the controls.
    @Test func liveParamsAreControlsThatCallOnParams() throws {
        let got = try Self.probe(try Self.page(params: Self.params), """
            var d = JSON.parse(document.getElementById('trace').textContent); d.live = true; cartlua.load(d);
            var calls = []; cartlua.onParams = function (v) { calls.push(v); };
            function q(s) { return document.querySelector(s); }
            var kinds = [].map.call(document.querySelectorAll('#params .param'), function (p) {
              return [p.dataset.param].concat([].map.call(p.querySelectorAll('input'), function (i) { return i.type; })); });
            var slider = q('[data-param=duration] .slider'), range = [slider.min, slider.max, slider.step, slider.value];
            slider.value = '1.25'; slider.dispatchEvent(new Event('input'));
            var count = q('[data-param=totalCount] .field'); count.value = '30'; count.dispatchEvent(new Event('change'));
            var countSlider = q('[data-param=totalCount] .slider'), widened = [countSlider.min, countSlider.max, countSlider.step, countSlider.value];
            count.value = '2.5'; count.dispatchEvent(new Event('change'));
            var refused = [count.classList.contains('invalid'), calls.length];
            q('[data-param=debug] .switch').click();
            var text = q('[data-param=animationType] .field'); text.value = 'line'; text.dispatchEvent(new Event('change'));
            var typed = q('#params .command').value;
            cartlua.load(d);
            return { kinds: kinds, range: range, widened: widened, refused: refused, calls: calls, typed: typed,
                     kept: q('[data-param=duration] .slider') === slider, rerun: q('#params .command').value };
            """)
        #expect(got == #"{"kinds":[["duration","range","number"],["totalCount","range","number"],["animationType","text"],["debug","checkbox"]],"#
            + #""range":["0","2","0.01","1.5"],"widened":["0","60","1","30"],"refused":[true,2],"calls":["#
            + #"{"duration":1.25,"totalCount":10,"animationType":"curve","debug":false},"#
            + #"{"duration":1.25,"totalCount":30,"animationType":"curve","debug":false},"#
            + #"{"duration":1.25,"totalCount":30,"animationType":"curve","debug":true},"#
            + #"{"duration":1.25,"totalCount":30,"animationType":"line","debug":true}],"#
            + #""typed":"cartlua run Scripts/pop.lua --set duration=1.25 --set totalCount=30 --set animationType=line --set debug=true","#
            + #""kept":true,"rerun":"cartlua run Scripts/pop.lua --set duration=1.5 --set totalCount=10 --set animationType=curve --set debug=false"}"#)
    }

    /// Nothing in the new panels moves while it plays: their boxes are the same at every time,
    /// only the playhead goes.
    @Test func thePanelsKeepTheirPlaceWhateverTheTime() throws {
        let html = try Self.page(params: Self.params)
        var first: String?
        var playheads: [Double] = []
        for t in [0, 0.1, 0.25, 0.5] {
            let got = try Self.probe(html, t: t, """
                return ['#timeline', '#zoombar', '#zoomlevel', '#tracks', '#curves', '#params', '#side', '#curves .curve-row'].map(function (s) {
                  var r = document.querySelector(s).getBoundingClientRect(); return [s, r.left, r.top, r.width, r.height]; });
                """)
            let playhead = try Self.probe(html, t: t, "return document.querySelector('#tracks .playhead').getBoundingClientRect().left;")
            playheads.append(Double(playhead) ?? -1)
            if let first { #expect(got == first, "at t = \(t)") } else { first = got }
        }
        #expect(playheads == playheads.sorted() && Set(playheads).count == 4, "the playhead moves right: \(playheads)")
    }
}
