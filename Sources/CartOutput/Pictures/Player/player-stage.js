// The stage: one div per layer, drawn with the frame's geometry and look (LayerLook), and the
// measure of where the browser actually drew them.
(function (parts) {
  "use strict";

  parts.stage = function (viewport, stage, onClick) {
    // Divs by layer id (its serial; its name in data without serials), ids and names in order
    // of first appearance: two layers of one name are two divs (issue 13).
    var s = { divs: {}, ids: [], names: [], scale: 1, images: {} };
    s.id = function (l) { return l.serial !== undefined ? "#" + l.serial : l.name; };

    function div(l) {
      var d = document.createElement("div"), id = s.id(l), name = l.name;
      d.className = "layer";
      d.dataset.layer = name;
      d.onclick = function (e) { e.stopPropagation(); onClick(name); };
      stage.appendChild(d);
      s.divs[id] = d;
      s.ids.push(id);
      if (s.names.indexOf(name) < 0) s.names.push(name);
    }

    // A new run: sized for its screen, a div for every layer the run ever shows, in the order
    // they first appear (so a layer can be selected before it is added).
    s.reset = function (data) {
      var W = data.screen[0], H = data.screen[1];
      s.scale = Math.min(1, 720 / H);
      s.images = data.images || {};
      viewport.style.width = W * s.scale + "px"; viewport.style.height = H * s.scale + "px";
      stage.style.width = W + "px"; stage.style.height = H + "px"; stage.style.transform = "scale(" + s.scale + ")";
      s.ids.forEach(function (n) { stage.removeChild(s.divs[n]); });
      s.divs = {}; s.ids = []; s.names = [];
      data.frames.forEach(function (f) {
        f.layers.forEach(function (l) { if (l.depth !== 0 && !s.divs[s.id(l)]) div(l); });
      });
    };

    // The contents image where the writer placed it by contentsGravity (l.img: x, y, width,
    // height from the layer's corner), overflowing unless masksToBounds; else the fitted label.
    function drawContents(d, l) {
      var src = l.img && s.images[l.contents], pic = d.querySelector("img.contents");
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

    function drawLayer(l, order) {
      var d = s.divs[s.id(l)], b = l.bounds, m = l.m;
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
      d.dataset.centre = parts.fmt(l.centre[0]) + "," + parts.fmt(l.centre[1]);
    }

    // The frame's layers; those not in its tree are hidden.
    s.draw = function (f) {
      var seen = {};
      f.layers.forEach(function (l, order) {
        if (l.depth === 0) return;
        drawLayer(l, order);
        seen[s.id(l)] = true;
      });
      s.ids.forEach(function (n) { if (!seen[n]) s.divs[n].style.display = "none"; });
    };

    // Where the browser actually drew each layer (its box's centre, in screen points), kept in
    // the DOM for tests and tools: data-drawn="x,y", and its contents image's box
    // data-image="x,y,width,height". Measured when the playhead rests.
    s.measure = function () {
      var origin = stage.getBoundingClientRect(), k = s.scale, fmt = parts.fmt;
      s.ids.forEach(function (n) {
        var d = s.divs[n], pic = d.querySelector("img.contents");
        if (d.style.display === "none") { delete d.dataset.drawn; delete d.dataset.image; return; }
        var r = d.getBoundingClientRect();
        d.dataset.drawn = fmt((r.left + r.width / 2 - origin.left) / k) + "," + fmt((r.top + r.height / 2 - origin.top) / k);
        if (!pic) { delete d.dataset.image; return; }
        var q = pic.getBoundingClientRect();
        d.dataset.image = [(q.left - origin.left) / k, (q.top - origin.top) / k, q.width / k, q.height / k].map(fmt).join(",");
      });
    };

    // Selection is by name (the layer menu, tracks and events name layers): every div of it.
    s.select = function (previous, name) {
      s.ids.forEach(function (n) {
        var d = s.divs[n];
        if (d.dataset.layer === previous) d.classList.remove("selected");
        if (d.dataset.layer === name) d.classList.add("selected");
      });
    };
    return s;
  };
})(window.cartluaParts = window.cartluaParts || {});
