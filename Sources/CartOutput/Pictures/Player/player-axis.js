// The player's shared parts, first of the page's scripts: the helpers every panel uses, and the
// ONE time axis the tracks and the curves are drawn on (the same left offset and scale, so a
// bar's end and a curve's corner line up). Zoom and pan belong to the axis, not to a panel.
(function (parts) {
  "use strict";

  // Escaped for HTML text and attributes: layer names, keys and log lines are the script's.
  parts.text = function (s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  };

  // Numbers as the trace writes them: at most 4 decimals.
  parts.fmt = function (x) { return typeof x === "number" ? String(Math.round(x * 10000) / 10000) : String(x); };

  // A colour per layer, in the order layers are first met (as explain colours its bars).
  var palette = ["#2e7d32", "#1565c0", "#8e24aa", "#00838f", "#ef6c00", "#43a047", "#3949ab", "#d81b60", "#00acc1", "#f9a825"];
  parts.hue = function (k) { return palette[k % palette.length]; };

  // The width of the label columns left of the axis, in px: tracks and curves both leave it
  // (player.css gives .labels the same width).
  parts.labelWidth = 480;

  // The smallest "nice" step (1, 2, 2.5, 5 × 10^k) that puts at most `most` ticks in `span`.
  function step(span, most) {
    for (var magnitude = 1e-3; ; magnitude *= 10) {
      var ms = [1, 2, 2.5, 5];
      for (var i = 0; i < ms.length; i++) if (span / (ms[i] * magnitude) <= most) return ms[i] * magnitude;
    }
  }

  // The time axis: the run's [0, duration] shown `zoom` times magnified over `width` px,
  // starting at `from` seconds. Zoom steps by √2 between 1× and 64×.
  parts.axis = function () {
    var a = { duration: 1, width: 600, zoom: 1, from: 0 };
    a.span = function () { return a.duration / a.zoom; };
    a.clamp = function () {
      a.zoom = Math.max(1, Math.min(64, a.zoom));
      a.from = Math.max(0, Math.min(a.duration - a.span(), a.from));
    };
    a.x = function (t) { return (t - a.from) / a.span() * a.width; };
    a.t = function (x) { return a.from + x / a.width * a.span(); };
    a.setDuration = function (d) { a.duration = d > 0 ? d : 1; a.clamp(); };
    // Zooms by `factor` keeping time `at` where it is on screen.
    a.zoomBy = function (factor, at) {
      var x = a.x(at);
      a.zoom = Math.round(a.zoom * factor * 1000) / 1000;
      a.clamp();
      a.from = at - x / a.width * a.span();
      a.clamp();
    };
    a.pan = function (dt) { a.from += dt; a.clamp(); };
    // Pages the view so that `t` is in it (while playing or scrubbing); true when it moved.
    a.follow = function (t) {
      var before = a.from;
      if (t < a.from || t > a.from + a.span()) { a.from = t - a.span() * 0.1; a.clamp(); }
      return a.from !== before;
    };
    // The ruler: tick marks and labels at nice steps within the view.
    a.ruler = function () {
      var s = step(a.span(), Math.max(2, Math.floor(a.width / 70))), html = "";
      for (var k = Math.ceil(a.from / s - 1e-9); k * s <= a.from + a.span() + 1e-9; k++) {
        var x = a.x(k * s);
        html += "<div class='tick' style='left:" + x.toFixed(1) + "px'>" + parts.fmt(k * s) + "</div>";
      }
      return html;
    };
    return a;
  };
})(window.cartluaParts = window.cartluaParts || {});
