// A page served by `cartlua preview` (data.live): each run arrives on /events (Server-Sent
// Events) as {"serial", "run", "error"} and is loaded in place (the playhead, selection and
// zoom stay); a failure is drawn over the last good run; a changed control asks the server for
// a run with the values that differ from the script's defaults (POST /run?name=value…), so a
// default edited in the script still counts for a param nobody moved; one request at a time,
// the latest values winning.
(function () {
  "use strict";
  var cartlua = window.cartlua;
  var own = JSON.parse(document.getElementById("trace").textContent);
  if (own.live !== true || typeof EventSource === "undefined") return;

  function query(values) {
    return Object.keys(values).sort().map(function (k) {
      return encodeURIComponent(k) + "=" + encodeURIComponent(String(values[k]));
    }).join("&");
  }

  var defaults = {};
  function keepDefaults(d) {
    defaults = {};
    (d.params || []).forEach(function (p) { defaults[p.name] = p["default"]; });
  }
  keepDefaults(own);

  var events = new EventSource("/events");
  events.onmessage = function (e) {
    var m = JSON.parse(e.data);
    if (m.run) { keepDefaults(m.run); cartlua.load(m.run); swiftButton(); }
    if (m.error) cartlua.showError(m.error);
    // Which run the page shows, for tools and tests.
    document.body.dataset.run = String(m.serial);
  };

  // "Copy Swift" beside the params' Copy: `cartlua export --swift` of the run shown, put in the
  // command box and on the clipboard.
  function swiftButton() {
    var copy = document.querySelector("#params .copy");
    if (!copy || copy.querySelector(".swiftbutton")) return;
    var button = document.createElement("button");
    button.className = "swiftbutton";
    button.textContent = "Copy Swift";
    button.onclick = function () {
      fetch("/export.swift").then(function (r) {
        return r.text().then(function (t) {
          if (!r.ok) { cartlua.showError(t.trim()); return; }
          var area = copy.querySelector(".command");
          area.value = t;
          document.body.dataset.swift = String(t.length);
          if (navigator.clipboard) navigator.clipboard.writeText(t).catch(function () {});
        });
      });
    };
    copy.appendChild(button);
  }
  swiftButton();

  var pending = null, sending = false;
  function send() {
    if (sending || pending === null) return;
    var values = pending;
    pending = null;
    sending = true;
    fetch("/run?" + query(values), { method: "POST" }).then(function (r) {
      if (!r.ok) return r.text().then(function (t) { cartlua.showError(t.trim()); });
    }).catch(function () {}).then(function () { sending = false; send(); });
  }
  cartlua.onParams = function (values) {
    pending = {};
    Object.keys(values).forEach(function (k) { if (values[k] !== defaults[k]) pending[k] = values[k]; });
    send();
  };
})();
