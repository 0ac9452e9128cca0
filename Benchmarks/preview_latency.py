"""Save-to-page and control-to-page latency of `cartlua preview` (a benchmark, not a test).

Usage: preview_latency.py CARTLUA SCRIPTS_DIR [ROUNDS]
Serves a copy of Scripts/coins.lua, opens the page in Chromium (Playwright, the system
chromium) and times, ROUNDS times each: a save of the script until the page shows the new run,
and a change of the duration control until the page shows its run. The page is watched from
inside (a MutationObserver on body[data-run], read with performance.now()), so the times do not
include Playwright's polling. Prints the median and the slowest of each.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

cartlua, scripts = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
work = tempfile.mkdtemp(prefix="pvbench")
shutil.copy(os.path.join(scripts, "coins.lua"), work)
script = os.path.join(work, "coins.lua")
original = open(script).read()

server = subprocess.Popen([cartlua, "preview", script, "--port", "0"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True)
try:
    url = re.search(r"http://127\.0\.0\.1:\d+/", server.stdout.readline()).group(0)
    # The terminal's reports are not read: keep the pipe from filling.
    drain = subprocess.Popen(["cat"], stdin=server.stdout, stdout=subprocess.DEVNULL)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(url)
        page.wait_for_function("document.body.dataset.run === '1'")
        # Resolves with performance.now() when body[data-run] next changes.
        page.evaluate("""() => { window.nextRun = () => new Promise(done => {
            const o = new MutationObserver(() => { o.disconnect(); done(performance.now()); });
            o.observe(document.body, {attributes: true, attributeFilter: ['data-run']}); }); }""")
        saves, controls = [], []
        for k in range(rounds):
            # A save: the time the file is in place, as the page's clock reads it.
            page.evaluate("() => { window.waiting = nextRun(); }")
            text = original.replace('param("timeSpace", 0.1', 'param("timeSpace", %s' % (0.1 + 0.01 * (k + 1)))
            with open(script + ".tmp", "w") as f:
                f.write(text)
            start = page.evaluate("() => performance.now()")
            os.replace(script + ".tmp", script)
            saves.append(page.evaluate("() => window.waiting") - start)
            # A control: the duration field changed, as a designer types a value.
            value = "%.2f" % (0.5 + 0.01 * k)
            page.evaluate("() => { window.waiting = nextRun(); }")
            start = page.evaluate("""v => { const f = document.querySelector('.param[data-param="duration"] .field');
                f.value = v; const t = performance.now(); f.dispatchEvent(new Event('change')); return t; }""", value)
            controls.append(page.evaluate("() => window.waiting") - start)
        browser.close()
    drain.kill()
finally:
    server.kill()
    server.wait()
    shutil.rmtree(work, ignore_errors=True)
for name, xs in (("save → page", saves), ("control → page", controls)):
    print("  %-16s median %6.1f ms   slowest %6.1f ms   (%d rounds; target ≤ 50 ms)" % (name, statistics.median(xs), max(xs), len(xs)))
