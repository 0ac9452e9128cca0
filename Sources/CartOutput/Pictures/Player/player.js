// The player, last of the page's scripts: the playhead, the controls, the selection, the values
// and events panels, and window.cartlua — load(data) takes a run (the page's own data first;
// the live preview calls it again with each new run), showError/clearError draw a script's
// failure over the last good run, state() tells where the page is.
(function () {
  "use strict";
  var parts = window.cartluaParts;
  var $ = function (id) { return document.getElementById(id); };
  var text = parts.text, fmt = parts.fmt;
  var data = null, frames = [], index = 0, playing = false, clock = 0, lastTick = null, selected = null, error = null;
  var stage = parts.stage($("viewport"), $("stage"), select);
  var axis = parts.axis();
  var hue = function (name) { return parts.hue(Math.max(0, stage.names.indexOf(name))); };
  var tracks = parts.tracks($("tracks"), axis, { select: select, seek: seek, hue: hue });
  var curves = parts.curves($("curves"), axis);
  var params = parts.params($("params"), function (values) {
    if (typeof window.cartlua.onParams === "function") window.cartlua.onParams(values);
  });

  function frameAt(t) {
    var lo = 0, hi = frames.length - 1;
    if (hi < 0) return 0;
    if (t <= frames[0].t) return 0;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (frames[mid].t <= t + 1e-9) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  function draw(i) {
    if (!frames.length) return;
    index = Math.max(0, Math.min(frames.length - 1, i));
    var f = frames[index];
    stage.draw(f);
    $("scrub").value = index;
    $("time").textContent = "t = " + f.t.toFixed(3) + " s";
    document.body.dataset.t = fmt(f.t);
    if (axis.follow(f.t)) renderTimeline();
    tracks.playhead(f.t);
    curves.playhead(index);
    showValues();
  }

  function showValues() {
    var f = frames[index], name = selected || $("layer").value, rows = "";
    var l = f && f.layers.filter(function (x) { return x.name === name; })[0];
    if (l) {
      // Escaped: a text layer's string is the script's.
      for (var k in l.values) rows += "<tr><td>" + k + "</td><td>" + text([].concat(l.values[k]).map(fmt).join(", ")) + "</td></tr>";
    } else if (name) {
      rows = "<tr><td colspan=2>" + text(name) + " is not in the tree now</td></tr>";
    }
    $("values").innerHTML = "<table>" + rows + "</table>";
    var t = f ? f.t : 0, ev = "";
    data.events.forEach(function (e) {
      var now = Math.abs(e.t - t) < 1e-9, cls = (now ? "now" : "") + (e.log !== undefined ? " log" : "");
      ev += "<div" + (cls ? " class='" + cls.trim() + "'" : "") + ">" + fmt(e.t) + " " +
            (e.log !== undefined ? "log " + text(e.log)
                                 : e.event + (e.layer ? " " + text(e.layer) + (e.key ? " " + text(e.key) : "") : "")) + "</div>";
    });
    $("events").innerHTML = ev;
  }

  // The tracks and curves at the axis' zoom, then the playhead on them.
  function renderTimeline() {
    tracks.render(selected);
    curves.render(selected);
    $("zoomlevel").textContent = fmt(axis.zoom) + "×";
    if (frames.length) { tracks.playhead(frames[index].t); curves.playhead(index); }
  }

  // One selection: the stage's click, the layer <select> and a track's bar all land here.
  function select(name) {
    stage.select(selected, name);
    selected = name;
    $("layer").value = name;
    renderTimeline();
    showValues();
  }

  function seek(t) { setPlaying(false); clock = Math.max(0, Math.min(data.end, t)); draw(frameAt(clock)); stage.measure(); }

  // One tick loop at a time: a pause and a play within one frame must not start a second.
  var loops = 0;
  function tick(now, loop) {
    if (!playing || loop !== loops) { lastTick = null; return; }
    if (lastTick !== null) clock += (now - lastTick) / 1000 * parseFloat($("speed").value);
    lastTick = now;
    if (clock > data.end) {
      if ($("loop").checked) clock = 0; else { clock = data.end; setPlaying(false); }
    }
    draw(frameAt(clock));
    if (playing) requestAnimationFrame(function (t) { tick(t, loop); });
  }

  function setPlaying(p) {
    var was = playing;
    playing = p;
    if (!p) stage.measure();
    $("play").innerHTML = p ? "&#10074;&#10074;" : "&#9654;";
    if (p && !was) {
      if (clock >= data.end) clock = 0;
      var loop = ++loops;
      lastTick = null;
      requestAnimationFrame(function (t) { tick(t, loop); });
    }
  }

  function step(k) { setPlaying(false); draw(index + k); clock = frames[index].t; stage.measure(); }

  $("play").onclick = function () { setPlaying(!playing); };
  $("back").onclick = function () { step(-1); };
  $("fwd").onclick = function () { step(1); };
  $("scrub").oninput = function () { setPlaying(false); draw(parseInt(this.value, 10)); clock = frames[index].t; stage.measure(); };
  $("layer").onchange = function () { select(this.value); };

  // Time zoom, shared by tracks and curves: the buttons zoom about the playhead, ctrl+wheel
  // about the pointer; shift+wheel pans.
  function zoom(factor, at) { axis.zoomBy(factor, at); renderTimeline(); }
  $("zoomin").onclick = function () { zoom(Math.SQRT2, clock); };
  $("zoomout").onclick = function () { zoom(Math.SQRT1_2, clock); };
  ["tracks", "curves"].forEach(function (id) {
    $(id).addEventListener("wheel", function (e) {
      var plot = e.target.closest && e.target.closest(".plot");
      if (e.ctrlKey) {
        e.preventDefault();
        var x = plot ? e.clientX - plot.getBoundingClientRect().left : axis.width / 2;
        zoom(e.deltaY < 0 ? Math.SQRT2 : Math.SQRT1_2, axis.t(x));
      } else if (e.shiftKey) {
        e.preventDefault();
        axis.pan((e.deltaY || e.deltaX) / axis.width * axis.span());
        renderTimeline();
      }
    }, { passive: false });
  });

  // The axis spans the timeline's width right of the label columns (fixed while it plays).
  function measureAxis() {
    axis.width = Math.max(300, $("tracks").clientWidth - parts.labelWidth - 8);
    axis.clamp();
    $("timeline").style.setProperty("--plot", axis.width + "px");
  }
  window.addEventListener("resize", function () { measureAxis(); renderTimeline(); });

  function fromHash() {
    var m = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
    if (m) { clock = parseFloat(m[1]); draw(frameAt(clock)); stage.measure(); return true; }
    return false;
  }
  window.addEventListener("hashchange", fromHash);

  // A run into the page. Again with a new run, it keeps the playhead's time (clamped to the new
  // run), the selected layer (by name, while the run has it), the zoom and playing or not.
  function load(d) {
    // Playing goes on: the running tick loop draws the new run's frames.
    var first = data === null, t = clock, name = selected;
    d.frames = d.frames || []; d.events = d.events || [];
    data = d; frames = d.frames;
    stage.reset(d);
    $("scrub").max = Math.max(0, frames.length - 1);
    $("layer").innerHTML = stage.names.map(function (n) { return "<option>" + text(n) + "</option>"; }).join("");
    selected = null;
    measureAxis();
    axis.setDuration(d.end);
    tracks.load(d);
    curves.load(frames, d.events);
    params.load(d);
    if (first) {
      if (!fromHash()) { clock = 0; draw(0); stage.measure(); }
    } else {
      clock = Math.max(0, Math.min(d.end, t));
      draw(frameAt(clock));
      stage.measure();
    }
    // At first the first layer that animates (its curves are the interesting ones), else the first.
    var animated = tracks.rows.length ? tracks.rows[0].layer : stage.names[0];
    var has = function (n) { return stage.names.indexOf(n) >= 0; };
    var keep = name !== null && has(name) ? name : has(animated) ? animated : stage.names[0];
    if (keep !== undefined) select(keep); else renderTimeline();
    clearError();
  }

  // A script's failure over the stage, the last good run left under it: the message's
  // "file:line:" first, on a line of its own.
  function showError(message) {
    var m = /^(.*?:\d+:)\s*([\s\S]*)$/.exec(String(message)), box = $("error");
    error = String(message);
    box.innerHTML = m ? "<b>" + text(m[1]) + "</b>\n" + text(m[2]) : text(error);
    box.style.display = "block";
  }

  function clearError() { error = null; $("error").style.display = "none"; $("error").textContent = ""; }

  function state() {
    var f = frames[index];
    return { t: f ? f.t : 0, clock: clock, index: index, selected: selected, zoom: axis.zoom, from: axis.from,
             playing: playing, error: error, params: Object.assign({}, params.values) };
  }

  window.cartlua = { load: load, showError: showError, clearError: clearError, state: state, onParams: null };
  load(JSON.parse($("trace").textContent));
})();
