(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("trace").textContent);
  var frames = data.frames, W = data.screen[0], H = data.screen[1];
  var $ = function (id) { return document.getElementById(id); };
  var zoom = Math.min(1, 720 / H);
  var viewport = $("viewport"), stage = $("stage");
  viewport.style.width = W * zoom + "px"; viewport.style.height = H * zoom + "px";
  stage.style.width = W + "px"; stage.style.height = H + "px"; stage.style.transform = "scale(" + zoom + ")";
  var divs = {}, names = [], index = 0, playing = false, clock = 0, lastTick = null, selected = null;
  $("scrub").max = Math.max(0, frames.length - 1);

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

  function text(s) { return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

  function fmt(x) { return typeof x === "number" ? String(Math.round(x * 10000) / 10000) : String(x); }

  function div(name) {
    var d = divs[name];
    if (d) return d;
    d = document.createElement("div");
    d.className = "layer";
    d.dataset.layer = name;
    d.onclick = function (e) { e.stopPropagation(); select(name); };
    stage.appendChild(d);
    divs[name] = d;
    names.push(name);
    var o = document.createElement("option");
    o.textContent = name;
    $("layer").appendChild(o);
    return d;
  }

  // The contents image where the writer placed it by contentsGravity (l.img: x, y, width,
  // height from the layer's corner), overflowing unless masksToBounds; else the fitted label.
  function drawContents(d, l) {
    var src = l.img && data.images[l.contents], pic = d.querySelector("img.contents");
    if (src) {
      if (!pic) {
        d.textContent = "";
        pic = document.createElement("img");
        pic.className = "contents";
        d.appendChild(pic);
      }
      if (pic.getAttribute("src") !== src) pic.setAttribute("src", src);
      pic.style.left = l.img[0] + "px"; pic.style.top = l.img[1] + "px";
      pic.style.width = l.img[2] + "px"; pic.style.height = l.img[3] + "px";
      d.style.overflow = l.clip ? "hidden" : "visible";
    } else {
      if (pic) d.removeChild(pic);
      if (d.textContent !== (l.label || "")) d.textContent = l.label || "";
      d.style.overflow = "";
    }
  }

  function draw(i) {
    if (!frames.length) return;
    index = Math.max(0, Math.min(frames.length - 1, i));
    var f = frames[index], seen = {};
    f.layers.forEach(function (l, order) {
      if (l.depth === 0) return;
      var d = div(l.name), b = l.bounds, m = l.m;
      var tx = m[0] * b[0] + m[2] * b[1] + m[4], ty = m[1] * b[0] + m[3] * b[1] + m[5];
      d.style.width = Math.abs(b[2]) + "px";
      d.style.height = Math.abs(b[3]) + "px";
      d.style.transform = "matrix(" + [m[0], m[1], m[2], m[3], tx, ty].join(",") + ")";
      d.style.opacity = l.opacity;
      d.style.display = l.hidden ? "none" : "flex";
      d.style.background = l.fill || "transparent";
      d.style.outline = l.outline ? "1px solid " + l.outline : "none";
      d.style.outlineOffset = "-0.5px";
      d.style.borderRadius = l.radius + "px";
      d.style.zIndex = order;
      d.style.fontSize = l.size + "px";
      // A text layer's string (inline SVG), else the contents image or label; rewritten only when it changes.
      if (l.text !== undefined) {
        if (d.cartluaText !== l.text) { d.innerHTML = l.text; d.cartluaText = l.text; }
      } else {
        d.cartluaText = undefined;
        drawContents(d, l);
      }
      d.dataset.centre = fmt(l.centre[0]) + "," + fmt(l.centre[1]);
      seen[l.name] = true;
    });
    names.forEach(function (n) { if (!seen[n]) divs[n].style.display = "none"; });
    $("scrub").value = index;
    $("time").textContent = "t = " + f.t.toFixed(3) + " s";
    document.body.dataset.t = fmt(f.t);
    showValues();
  }

  // Where the browser actually drew each layer (its box's centre, in screen points), kept in
  // the DOM for tests and tools: data-drawn="x,y", and its contents image's box
  // data-image="x,y,width,height". Measured when the playhead rests.
  function measure() {
    var origin = stage.getBoundingClientRect();
    names.forEach(function (n) {
      var d = divs[n], pic = d.querySelector("img.contents");
      if (d.style.display === "none") { delete d.dataset.drawn; delete d.dataset.image; return; }
      var r = d.getBoundingClientRect();
      d.dataset.drawn = fmt((r.left + r.width / 2 - origin.left) / zoom) + "," + fmt((r.top + r.height / 2 - origin.top) / zoom);
      if (!pic) { delete d.dataset.image; return; }
      var q = pic.getBoundingClientRect();
      d.dataset.image = [(q.left - origin.left) / zoom, (q.top - origin.top) / zoom, q.width / zoom, q.height / zoom].map(fmt).join(",");
    });
  }

  function showValues() {
    var f = frames[index], name = selected || $("layer").value, rows = "";
    var l = f && f.layers.filter(function (x) { return x.name === name; })[0];
    if (l) {
      // Escaped: a text layer's string is the script's.
      for (var k in l.values) rows += "<tr><td>" + k + "</td><td>" + text([].concat(l.values[k]).map(fmt).join(", ")) + "</td></tr>";
    } else if (name) {
      rows = "<tr><td colspan=2>" + name + " is not in the tree now</td></tr>";
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

  function select(name) {
    if (selected && divs[selected]) divs[selected].classList.remove("selected");
    selected = name;
    $("layer").value = name;
    if (divs[name]) divs[name].classList.add("selected");
    showValues();
  }

  function tick(now) {
    if (!playing) { lastTick = null; return; }
    if (lastTick !== null) clock += (now - lastTick) / 1000 * parseFloat($("speed").value);
    lastTick = now;
    if (clock > data.end) {
      if ($("loop").checked) clock = 0; else { clock = data.end; setPlaying(false); }
    }
    draw(frameAt(clock));
    requestAnimationFrame(tick);
  }

  function setPlaying(p) {
    playing = p;
    if (!p) measure();
    $("play").innerHTML = p ? "&#10074;&#10074;" : "&#9654;";
    if (p) { if (clock >= data.end) clock = 0; requestAnimationFrame(tick); }
  }

  function step(k) { setPlaying(false); draw(index + k); clock = frames[index].t; measure(); }

  $("play").onclick = function () { setPlaying(!playing); };
  $("back").onclick = function () { step(-1); };
  $("fwd").onclick = function () { step(1); };
  $("scrub").oninput = function () { setPlaying(false); draw(parseInt(this.value, 10)); clock = frames[index].t; measure(); };
  $("layer").onchange = function () { select(this.value); };

  function fromHash() {
    var m = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
    if (m) { clock = parseFloat(m[1]); draw(frameAt(clock)); measure(); return true; }
    return false;
  }
  window.addEventListener("hashchange", fromHash);
  if (!fromHash()) { draw(0); measure(); }
  if (names.length) select(names[0]);
})();
