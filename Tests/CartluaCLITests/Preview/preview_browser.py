"""`cartlua preview` as a designer uses it, in real Chromium (Debian's) driven by Playwright.

Usage: preview_browser.py CARTLUA SCRIPT_DIR SCREENSHOT.png
Starts `cartlua preview` on a copy of Scripts/coins.lua, opens the page and checks: each param
has a control, the coins are drawn where the run's geometry puts them at a scrubbed time, a
changed control changes the motion, a save updates the page, a syntax error shows file:line
over the last good run and the page recovers after the fix, the tracks and curves follow the
selected layer. Prints one line per check and exits 1 on the first that fails.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

cartlua, scripts, shot = sys.argv[1], sys.argv[2], sys.argv[3]
work = tempfile.mkdtemp(prefix="pv")
for name in os.listdir(scripts):
    if name == "coins.lua" or name.endswith(".png"):
        shutil.copy(os.path.join(scripts, name), work)
script = os.path.join(work, "coins.lua")
original = open(script).read()


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        raise SystemExit(1)


def save(text):
    # As an editor saves: a new file renamed over the old one.
    with open(script + ".tmp", "w") as f:
        f.write(text)
    os.replace(script + ".tmp", script)


server = subprocess.Popen([cartlua, "preview", script, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
try:
    first = server.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", first)
    check(m is not None, "the terminal prints the URL: " + first.strip())
    url = m.group(0)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 1350})
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url)
        run = lambda n: page.wait_for_function("document.body.dataset.run === '%d'" % n, timeout=20000)
        run(1)
        check(page.inner_text("#error") == "", "the first run is on the page, no error")

        kinds = page.eval_on_selector_all(".param.live", "els => els.map(e => e.dataset.param + ':' + e.dataset.kind + ':' + "
                                          "(e.querySelectorAll('.slider').length + e.querySelectorAll('.field').length))")
        check(sorted(kinds) == sorted(["totalCount:number:2", "timeSpace:number:2", "duration:number:2", "animationType:string:1"]),
              "each param has a control: %s" % kinds)

        def at(t):
            page.evaluate("t => { location.hash = 't=' + t; }", t)
            page.wait_for_function("t => document.body.dataset.t === String(t)", arg=t)

        def coin(name):
            return page.eval_on_selector('.layer[data-layer="%s"]' % name, "d => [d.dataset.drawn, d.dataset.centre]")

        at(0.3)
        drawn, centre = coin("coin1")
        dx, dy = [float(a) - float(b) for a, b in zip(drawn.split(","), centre.split(","))]
        check(abs(dx) < 0.5 and abs(dy) < 0.5, "at t = 0.3 coin1 is drawn at %s, where the run puts it (%s)" % (drawn, centre))

        page.fill('.param[data-param="duration"] .field', "0.5")
        page.dispatch_event('.param[data-param="duration"] .field', "change")
        run(2)
        check(page.evaluate("cartlua.state().t") == 0.3, "the playhead stayed at 0.3 s")
        moved, _ = coin("coin1")
        check(moved is not None and moved != drawn, "duration = 0.5 moves coin1 at 0.3 s: %s → %s" % (drawn, moved))
        ends = page.eval_on_selector('.lane.track[data-name="coin1"]', "r => r.innerText")
        check("0.5" in ends.split(), "coin1's track ends at 0.5 s now: %s" % ends.split())

        page.click('.lane.track[data-name="coin3"] .bar')
        curves = page.eval_on_selector_all(".curve-row", "rs => rs.map(r => r.dataset.curve)")
        check(page.evaluate("cartlua.state().selected") == "coin3" and "position.x" in curves and "position.y" in curves,
              "clicking coin3's bar selects it; its curves: %s" % curves)

        save(original.replace('param("timeSpace", 0.1', 'param("timeSpace", 0.2'))
        run(3)
        begins = page.eval_on_selector('.lane.track[data-name="coin2"]', "r => r.innerText")
        state = page.evaluate("cartlua.state()")
        check("0.2" in begins.split() and state["selected"] == "coin3" and state["t"] == 0.3,
              "a save re-runs: coin2 begins at 0.2 s, coin3 still selected, playhead kept (%s)" % begins.split())

        save(original + "\nsyntax error here(\n")
        run(4)
        error = page.inner_text("#error")
        lines = len(original.split("\n")) + 1
        check(re.search(r"coins\.lua:%d:" % lines, error) is not None and page.is_visible("#error"),
              "a syntax error shows its file:line over the page: %s" % error.split("\n")[0])
        kept = page.eval_on_selector_all(".lane.track", "rs => rs.length")
        check(kept == 10 and page.evaluate("cartlua.state().selected") == "coin3", "the last good run stays under it (%d tracks)" % kept)

        save(original)
        run(5)
        check(not page.is_visible("#error"), "the fix clears the error")

        page.click(".swiftbutton")
        page.wait_for_function("document.body.dataset.swift !== undefined")
        swift = page.input_value("#params .command")
        check("Core Animation code for" in swift and "duration = 0.5" in swift,
              "Copy Swift gives the export of the run shown: %s" % swift.split("\n")[1])
        check(all(r.startswith(url) for r in requests), "no request leaves the page's server: %s" % sorted(set(requests)))
        page.screenshot(path=shot)
        browser.close()
finally:
    server.kill()
    out, err = server.communicate()
    if os.environ.get("PREVIEW_DEBUG"):
        print(out, err)
    shutil.rmtree(work, ignore_errors=True)
print("%d passed, 0 failed" % 13)
