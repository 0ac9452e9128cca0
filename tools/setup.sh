#!/usr/bin/env bash
# Makes sure what cartlua builds against is installed: pkg-config, Lua 5.4 (liblua5.4-dev),
# mimalloc (libmimalloc-dev), the allocator the command is linked with, cairo (libcairo2-dev)
# and giflib (libgif-dev) for pictures, libmicrohttpd (libmicrohttpd-dev)
# for `cartlua preview`; with --tests also chromium,
# rlottie (librlottie-dev), luacheck (lua-check), Perl's TAP::Parser and Python's junitparser;
# with --bench (`make bench`) the peers and tools the benchmarks run: lua5.4, a C compiler (gcc),
# /usr/bin/time (time), valgrind, and chromium with Playwright for the preview's latency. Installs them with apt-get when run as root; otherwise says
# what to run. Quiet when everything is there already.
set -euo pipefail

need=()
mode=${1:-}
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists lua5.4 2>/dev/null; then need+=(liblua5.4-dev); fi
[ -f /usr/include/mimalloc.h ] || need+=(libmimalloc-dev)
if ! pkg-config --exists cairo 2>/dev/null; then need+=(libcairo2-dev); fi
[ -f /usr/include/gif_lib.h ] || need+=(libgif-dev)
if ! pkg-config --exists libmicrohttpd 2>/dev/null; then need+=(libmicrohttpd-dev); fi
# The tests talk to the preview's server with curl.
if [ "$mode" = --tests ] && ! command -v curl >/dev/null 2>&1; then need+=(curl); fi
# The tests also open the HTML player in a real browser (and the benchmarks time the preview
# in it).
if [ "$mode" != "" ] && ! command -v chromium >/dev/null 2>&1; then need+=(chromium); fi
# ... and play the Lottie documents in a real Lottie player, rlottie (its C API).
if [ "$mode" = --tests ] && ! pkg-config --exists rlottie 2>/dev/null; then need+=(librlottie-dev); fi
# ... and hold cartlua's own Lua chunks (Sources/CartLua/Prelude) to luacheck.
if [ "$mode" = --tests ] && ! command -v luacheck >/dev/null 2>&1; then need+=(lua-check); fi
# ... and drive that browser with Playwright for Python (pointed at the system chromium: no
# browser download).
if [ "$mode" != "" ] && ! python3 -c "import playwright" >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then python3 -m pip install -q playwright >/dev/null 2>&1 || true
    else echo "cartlua setup: missing Playwright for Python: python3 -m pip install playwright" >&2; fi
fi
# ... and read `cartlua test`'s reports back with real consumers: Perl's TAP::Parser (package
# perl) for TAP, junitparser for Python (PyPI) for JUnit XML.
if [ "$mode" = --tests ] && ! perl -MTAP::Parser -MJSON::PP -e 1 >/dev/null 2>&1; then need+=(perl); fi
if [ "$mode" = --tests ] && ! python3 -c "import junitparser" >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then python3 -m pip install -q junitparser >/dev/null 2>&1 || true
    else echo "cartlua setup: missing junitparser for Python: python3 -m pip install junitparser" >&2; fi
fi
# The benchmarks time cartlua against plain Lua 5.4 and a C program, and count instructions.
if [ "$mode" = --bench ]; then
    command -v lua5.4 >/dev/null 2>&1 || need+=(lua5.4)
    command -v cc >/dev/null 2>&1 || need+=(gcc)
    [ -x /usr/bin/time ] || need+=(time)
    command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "cartlua setup: installing ${need[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${need[@]}" >/dev/null
else
    echo "cartlua setup: missing ${need[*]}. Install them with:" >&2
    echo "    sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
    exit 1
fi
