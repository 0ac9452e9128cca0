// The script's params (`param(name, default, help)`): read-only in a static page; in a live one
// (data.live) a control each — slider and number field, checkbox, text field — whose changes go
// to the host page's window.cartlua.onParams(values). The "Copy" line is the run with them.
(function (parts) {
  "use strict";
  var text = parts.text;

  // A slider's range: [0, 2x] around a positive x, [2x, 0] around a negative one, [0, 1] at 0;
  // widened the same way when a value falls outside it.
  function around(x) { return x > 0 ? [0, 2 * x] : x < 0 ? [2 * x, 0] : [0, 1]; }
  function widen(r, v) {
    if (v < r[0]) r[0] = around(v)[0];
    if (v > r[1]) r[1] = around(v)[1];
    return r;
  }
  // A slider's step: 1 for an integer param, else a power of ten near a hundredth of the range.
  function stepOf(p, r) { return p.integer ? 1 : Math.pow(10, Math.floor(Math.log10((r[1] - r[0]) / 100))); }

  // A word of a shell command line, quoted only when it has to be.
  function shell(s) { return /^[A-Za-z0-9_.,:\/+=@%-]+$/.test(s) ? s : "'" + String(s).replace(/'/g, "'\\''") + "'"; }

  // A typed number or string as the param's value, or undefined when it is not one (as `--set`
  // parses it: an integer param takes no fraction). Booleans come from their checkbox.
  function parse(p, raw) {
    if (p.kind === "string") return raw;
    var x = Number(raw);
    if (raw.trim() === "" || !isFinite(x) || (p.integer && !Number.isInteger(x))) return undefined;
    return x;
  }

  function readOnly(p) {
    return "<div class='param' data-param=\"" + text(p.name) + "\"><span class='pname'>" + text(p.name) + "</span>" +
           "<span class='pvalue'>" + text(JSON.stringify(p.value)) + "</span>" +
           (p.value !== p["default"] ? "<span class='pdefault'>default " + text(JSON.stringify(p["default"])) + "</span>" : "") +
           "<div class='help'>" + text(p.help || "") + "</div></div>";
  }

  function control(p) {
    var name = text(p.name), input;
    if (p.kind === "number") {
      input = "<input type='range' class='slider'><input type='number' class='field' step='any'>";
    } else if (p.kind === "boolean") {
      input = "<input type='checkbox' class='switch'>";
    } else {
      input = "<input type='text' class='field'>";
    }
    return "<div class='param live' data-param=\"" + name + "\" data-kind='" + p.kind + "'><label class='pname'>" + name +
           "</label>" + input + "<div class='help'>" + text(p.help || "") + "</div></div>";
  }

  parts.params = function (el, changed) {
    var ps = { list: [], values: {}, live: false, script: "" }, signature = null, ranges = {};

    // The current values as `cartlua run SCRIPT --set a=1 --set b=2`.
    ps.command = function () {
      return ["cartlua", "run", shell(ps.script)].concat(ps.list.map(function (p) {
        return "--set " + shell(p.name + "=" + String(ps.values[p.name]));
      })).join(" ");
    };

    function showCommand() { el.querySelector(".command").value = ps.command(); }

    function setSlider(row, p, v) {
      var slider = row.querySelector(".slider"), r = widen(ranges[p.name], v);
      slider.min = r[0]; slider.max = r[1]; slider.step = stepOf(p, r);
      slider.value = v;
    }

    // A control's value from the values, unless the user is on it.
    function show(row, p) {
      var v = ps.values[p.name];
      if (p.kind === "boolean") { row.querySelector(".switch").checked = v; return; }
      var field = row.querySelector(".field");
      if (document.activeElement !== field) { field.value = String(v); field.classList.remove("invalid"); }
      if (p.kind === "number" && document.activeElement !== row.querySelector(".slider")) setSlider(row, p, v);
    }

    function wire(row, p) {
      function set(v) { ps.values[p.name] = v; showCommand(); changed(Object.assign({}, ps.values)); }
      var field = row.querySelector(".field"), slider = row.querySelector(".slider"), box = row.querySelector(".switch");
      if (slider) slider.oninput = function () { field.value = slider.value; field.classList.remove("invalid"); set(parse(p, slider.value)); };
      if (box) box.onchange = function () { set(box.checked); };
      if (field) field.onchange = function () {
        var v = parse(p, field.value);
        field.classList.toggle("invalid", v === undefined);
        if (v === undefined) return;
        if (slider) setSlider(row, p, v);
        set(v);
      };
    }

    // A run's params: the panel is made again only when the params themselves changed (names,
    // kinds, defaults), so a live page keeps its controls — and a drag — across re-runs.
    ps.load = function (data) {
      ps.list = data.params || []; ps.live = data.live === true; ps.script = data.script || "";
      ps.list.forEach(function (p) { ps.values[p.name] = p.value; });
      el.style.display = ps.list.length ? "" : "none";
      var sig = JSON.stringify([ps.live, ps.list.map(function (p) { return [p.name, p.kind, p["default"]]; })]);
      if (sig !== signature) {
        signature = sig; ranges = {};
        ps.list.forEach(function (p) { if (p.kind === "number") ranges[p.name] = around(p["default"]); });
        el.innerHTML = "<div class='ptitle'>params</div><div class='plist'>" + ps.list.map(ps.live ? control : readOnly).join("") +
          "</div><div class='copy'><textarea class='command' readonly rows='2'></textarea><button class='copybutton'>Copy</button></div>";
        el.querySelector(".copybutton").onclick = function () {
          var area = el.querySelector(".command");
          area.select();
          if (navigator.clipboard) navigator.clipboard.writeText(area.value).catch(function () { document.execCommand("copy"); });
          else document.execCommand("copy");
        };
        if (ps.live) ps.list.forEach(function (p, k) { wire(el.querySelectorAll(".param")[k], p); });
      }
      if (ps.live) ps.list.forEach(function (p, k) { show(el.querySelectorAll(".param")[k], p); });
      showCommand();
    };
    return ps;
  };
})(window.cartluaParts = window.cartluaParts || {});
