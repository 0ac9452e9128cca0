// The timeline tracks: a row per attached animation as `cartlua explain` lists it (layer, key,
// begin, end, repeat, autoreverse, fill, and a bar on the shared time axis), a group's children
// indented under it, then rows of marks for after() calls, animation events and log lines.
(function (parts) {
  "use strict";
  var text = parts.text, fmt = parts.fmt;

  // Without the writer's tracks (a page made before they were known): one bar per layer and key
  // from its animationDidStart to its animationDidStop, still running if it never stopped.
  function fromEvents(events) {
    var rows = [], open = {};
    events.forEach(function (e) {
      if (e.event !== "animationDidStart" && e.event !== "animationDidStop") return;
      var id = e.layer + "\u0000" + e.key, waiting = open[id] || (open[id] = []);
      if (e.event === "animationDidStart") {
        var row = { layer: e.layer, key: e.key, begin: e.t, end: null, repeats: "", autoreverses: null, fill: "", children: [] };
        waiting.push(row);
        rows.push(row);
      } else if (waiting.length) {
        waiting.shift().end = e.t;
      } else {
        rows.push({ layer: e.layer, key: e.key, begin: e.t, end: e.t, repeats: "", autoreverses: null, fill: "", children: [] });
      }
    });
    return rows;
  }

  function cells(values) {
    var names = ["layer", "key", "begin", "end", "repeat", "rev", "fill"];
    return "<div class='labels'>" + values.map(function (v, i) {
      return "<span class='c-" + names[i] + "' title=\"" + text(v) + "\">" + text(v) + "</span>";
    }).join("") + "</div>";
  }

  parts.tracks = function (el, axis, on) {
    var p = { rows: [], marks: [] }, lanes = null, line = null;

    p.load = function (data) {
      var rows = [];
      ((data.tracks && data.tracks.length) ? data.tracks : fromEvents(data.events)).forEach(function (t) {
        rows.push({ track: t, child: false, layer: t.layer });
        (t.children || []).forEach(function (c) { rows.push({ track: c, child: true, layer: t.layer }); });
      });
      p.rows = rows;
      var calls = [], events = [], logs = [];
      data.events.forEach(function (e) {
        if (e.log !== undefined) logs.push({ t: e.t, kind: "log", title: fmt(e.t) + " " + e.log });
        else if (e.event === "after") calls.push({ t: e.t, kind: "after", title: fmt(e.t) + " after()" });
        else events.push({ t: e.t, kind: e.event === "animationDidStart" ? "start" : "stop", layer: e.layer,
                           title: fmt(e.t) + " " + e.event + " " + e.layer + (e.key ? " " + e.key : "") });
      });
      p.marks = [["after() ran", calls], ["animation events", events], ["print/log", logs]];
    };

    function bar(r, selected) {
      var t = r.track, end = t.end === null || t.end === undefined ? null : t.end;
      var left = axis.x(t.begin), right = axis.x(end === null ? axis.duration : end);
      if (right < 0 || left > axis.width) return "";
      left = Math.max(0, left); right = Math.min(axis.width, right);
      var cls = "bar" + (r.child ? " child" : "") + (end === null ? " open" : "") + (r.layer === selected ? " selected" : "");
      return "<div class='" + cls + "' data-name=\"" + text(r.layer) + "\" style='left:" + left.toFixed(1) + "px;width:" +
             Math.max(2, right - left).toFixed(1) + "px;background:" + on.hue(r.layer) + "'></div>";
    }

    function trackRow(r, selected) {
      var t = r.track, end = t.end === null || t.end === undefined ? "…" : fmt(t.end);
      var rev = t.autoreverses === true ? "yes" : t.autoreverses === false ? "no" : "";
      var key = (r.child ? "└ " : "") + (t.key === null || t.key === undefined ? "(no key)" : t.key);
      return "<div class='lane track" + (r.child ? " child" : "") + (r.layer === selected ? " selected" : "") +
             "' data-name=\"" + text(r.layer) + "\">" +
             cells([r.child ? "" : t.layer, key, fmt(t.begin), end, t.repeats || "", rev, t.fill || ""]) +
             "<div class='plot'>" + bar(r, selected) + "</div></div>";
    }

    function markRow(label, marks) {
      var html = "";
      marks.forEach(function (m) {
        var x = axis.x(m.t);
        if (x < -4 || x > axis.width + 4) return;
        html += "<div class='mark " + m.kind + "' data-t='" + fmt(m.t) + "' style='left:" + x.toFixed(1) + "px' title=\"" + text(m.title) + "\"></div>";
      });
      return "<div class='lane marks'><div class='labels'><span class='c-all'>" + label + "</span></div><div class='plot'>" + html + "</div></div>";
    }

    // Everything at the axis' current zoom, with `selected`'s bars marked.
    p.render = function (selected) {
      var html = "<div class='lane head'>" + cells(["layer", "key", "begin", "end", "repeat", "autorev", "fill"]) +
                 "<div class='plot ruler'>" + axis.ruler() + "</div></div>";
      p.rows.forEach(function (r) { html += trackRow(r, selected); });
      if (!p.rows.length) html += "<div class='lane'><div class='labels'><span class='c-all'>(no animations)</span></div></div>";
      p.marks.forEach(function (m) { if (m[1].length) html += markRow(m[0], m[1]); });
      el.innerHTML = "<div class='lanes'>" + html + "<div class='playhead'></div></div>";
      lanes = el.firstChild;
      line = lanes.lastChild;
    };

    p.playhead = function (t) {
      if (!line) return;
      var x = axis.x(t);
      line.style.display = x < 0 || x > axis.width ? "none" : "block";
      line.style.left = (parts.labelWidth + x).toFixed(1) + "px";
    };

    // A bar or a row selects its layer; a mark or the ruler moves the playhead.
    el.addEventListener("click", function (e) {
      var target = e.target;
      if (target.classList.contains("mark")) { on.seek(parseFloat(target.dataset.t)); return; }
      var ruler = target.closest(".ruler");
      if (ruler) { on.seek(axis.t(e.clientX - ruler.getBoundingClientRect().left)); return; }
      var row = target.closest(".track");
      if (row) on.select(row.dataset.name);
    });
    return p;
  };
})(window.cartluaParts = window.cartluaParts || {});
