// The property curves of the selected layer: for each value of the frames' `values` that changes
// over the run (position x and y, scale, rotation, opacity, bounds, …) a small plot of value over
// time on the shared time axis, its min and max labelled, the layer's animation events marked,
// the playhead drawn and the value at the playhead read out. A pop, a fade and a spring's
// overshoot show as what they are.
(function (parts) {
  "use strict";
  var text = parts.text, fmt = parts.fmt;
  var components = { 2: ["x", "y"], 4: ["x", "y", "width", "height"] };
  var HEIGHT = 44, PAD = 5;

  // The numeric series of one layer's values, frame by frame (null where the layer is not in
  // the tree), each named "key" or "key.component"; booleans as 0 and 1.
  function series(frames, name) {
    var out = {}, order = [];
    frames.forEach(function (f, i) {
      var l = f.layers.find(function (x) { return x.name === name; });
      if (!l) return;
      Object.keys(l.values).forEach(function (key) {
        var v = l.values[key], list = Array.isArray(v) ? v : [v];
        list.forEach(function (x, k) {
          if (typeof x === "boolean") x = x ? 1 : 0;
          if (typeof x !== "number") return;
          var id = list.length > 1 ? key + "." + ((components[list.length] || [])[k] || k) : key;
          if (!out[id]) { out[id] = { name: id, points: new Array(frames.length).fill(null) }; order.push(id); }
          out[id].points[i] = x;
        });
      });
    });
    return order.map(function (id) {
      var s = out[id], known = s.points.filter(function (x) { return x !== null; });
      s.min = Math.min.apply(null, known); s.max = Math.max.apply(null, known);
      return s;
    }).filter(function (s) { return s.max - s.min > 1e-9; });
  }

  parts.curves = function (el, axis) {
    var c = { list: [], name: null, frames: [], events: [] }, all = [], line = null, rows = [];

    function y(s, v) { return PAD + (s.max - v) / (s.max - s.min) * (HEIGHT - 2 * PAD); }

    // The curve as polylines (a gap where the layer is not in the tree).
    function plot(s) {
      var lines = "", run = [];
      function flush() { if (run.length) lines += "<polyline points='" + run.join(" ") + "'/>"; run = []; }
      s.points.forEach(function (v, i) {
        if (v === null) { flush(); return; }
        run.push(axis.x(c.frames[i].t).toFixed(1) + "," + y(s, v).toFixed(1));
      });
      flush();
      var marks = c.events.map(function (e) {
        var x = axis.x(e.t).toFixed(1);
        return "<line class='event " + e.event + "' x1='" + x + "' x2='" + x + "' y1='0' y2='" + HEIGHT + "'/>";
      }).join("");
      return "<svg class='curve' width='" + axis.width + "' height='" + HEIGHT + "'>" + marks + lines +
             "<text class='max' x='3' y='10'>" + fmt(s.max) + "</text><text class='min' x='3' y='" + (HEIGHT - 2) + "'>" +
             fmt(s.min) + "</text><circle class='dot' r='2.5' cx='-9' cy='-9'/></svg>";
    }

    // A new run: its frames and events; the curves are made again at the next render.
    c.load = function (frames, events) { c.frames = frames; all = events; c.name = undefined; };

    // The curves of layer `name` at the axis' current zoom.
    c.render = function (name) {
      if (name !== c.name) {
        c.name = name;
        c.list = name ? series(c.frames, name) : [];
        c.events = all.filter(function (e) { return e.layer === name; });
      }
      var html = "<div class='lane head'><div class='labels'><span class='c-all'>curves of " + text(name || "—") +
                 "</span></div><div class='plot ruler'>" + axis.ruler() + "</div></div>";
      c.list.forEach(function (s) {
        html += "<div class='lane curve-row' data-curve=\"" + text(s.name) + "\" data-min='" + fmt(s.min) + "' data-max='" + fmt(s.max) +
                "'><div class='labels'><span class='c-name'>" + text(s.name) + "</span><span class='c-now'></span></div>" +
                "<div class='plot'>" + plot(s) + "</div></div>";
      });
      if (!c.list.length) html += "<div class='lane'><div class='labels'><span class='c-all'>" +
        (name ? "nothing of " + text(name) + " changes over the run" : "no layer selected") + "</span></div></div>";
      el.innerHTML = "<div class='lanes'>" + html + "<div class='playhead'></div></div>";
      line = el.firstChild.lastChild;
      rows = [].slice.call(el.querySelectorAll(".curve-row"));
    };

    // The playhead at frame `index`: its line, each curve's dot and the value read out.
    c.playhead = function (index) {
      if (!line) return;
      var f = c.frames[index], t = f ? f.t : 0, x = axis.x(t);
      line.style.display = x < 0 || x > axis.width ? "none" : "block";
      line.style.left = (parts.labelWidth + x).toFixed(1) + "px";
      c.list.forEach(function (s, k) {
        var v = f ? s.points[index] : null, row = rows[k], dot = row.querySelector(".dot");
        row.querySelector(".c-now").textContent = v === null ? "—" : fmt(v);
        dot.setAttribute("cx", v === null ? -9 : x.toFixed(1));
        dot.setAttribute("cy", v === null ? -9 : y(s, v).toFixed(1));
      });
    };
    return c;
  };
})(window.cartluaParts = window.cartluaParts || {});
