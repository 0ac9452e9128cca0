#!/usr/bin/env bash
# Benchmarks/run.sh — the benchmark suite (`make bench`): cartlua against the tuned peers of
# issue 15, side by side in one run, and the issue's targets met or missed.
#
# The yardstick is the coins-N scene (coin i added at i ms, a 1 s group of a paced quad-curve
# position, a rotation, a scale and an opacity; ≈1000 coins live whatever N) in three programs
# that write the same trace: cartlua (coins.lua), a tuned plain Lua 5.4 program and a C
# program. They come from ../shared/bench/ (coins.lua, plain_coins.lua, c_ref.c) when it is
# there, else from the project's own copies (Benchmarks/coins.lua, reference.lua, reference.c:
# the same programs, for anyone with only the repository).
#
#   0. checks      the references agree byte for byte; cartlua's sample lines against theirs;
#                  with ../shared/bench, the project's references against the shared ones
#   1. start-up    `cartlua run` of an empty script vs `lua5.4` of an empty file (and
#                  Scripts/coins.lua, a small script)
#   2. throughput  layer-samples/s at N = 1000 and 10000 (BENCH_SIZES): JSON Lines to /dev/null
#                  vs the tuned Lua and C; --format none vs C --no-output. Pairs run in turn
#                  (A B A B …), ratios taken pair by pair, medians of BENCH_REPS
#  2b. varied      Benchmarks/varied_coins.lua (each coin its own duration and timing
#                  functions) against the symmetric scene, layer-samples/s, JSON Lines, paired
#   3. N = 100000  once, --format none: time per layer-sample against N = 1000, peak memory
#   4. creation    instructions per coin made from Lua (callgrind, when valgrind is installed):
#                  Benchmarks/create_coins.lua at 2000 coins minus at 1000, over 1000; the
#                  same script's Lua alone, in cartlua and in lua5.4 itself
#   5. Lua ↔ Swift a property set and a method call vs a table write and a function call
# About a minute on 2 cores (the N = 100000 run is most of it); `make bench` then runs
# Benchmarks/test_parallel.sh, about a minute more.
#
# Environment: BENCH_REPS (11), BENCH_SIZES ("1000 10000"), BENCH_BIG (100000; 0 skips it),
# BENCH_YARDSTICK (the shared yardstick's folder, default ../shared/bench),
# BENCH_STARTUP_REPS (21), BENCH_CARTLUA (measure this binary, no build), SWIFT.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}
# 11 pairs: with 5, a ratio near its target (5× the tuned Lua) came out on either side of it
# from one run to the next on this 2-core machine.
REPS=${BENCH_REPS:-11}
SIZES=${BENCH_SIZES:-"1000 10000"}
BIG=${BENCH_BIG:-100000}
STARTUP_REPS=${BENCH_STARTUP_REPS:-21}
CARTLUA=${BENCH_CARTLUA:-.build/release/cartlua}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
t_all=$EPOCHREALTIME
say() { printf '%s\n' "$*" >&2; }

# ---- set-up -------------------------------------------------------------------------------
# What the build and the peers need (installed when run as root, else named).
tools/setup.sh --bench || exit 1
if [ -z "${BENCH_CARTLUA:-}" ]; then
    say "bench: building cartlua (release)…"
    "$SWIFT" build -c release --product cartlua --quiet
fi
SHARED=${BENCH_YARDSTICK:-../shared/bench}
if [ -f "$SHARED/c_ref.c" ]; then
    YARD=$SHARED; SCENE=$YARD/coins.lua; REF_LUA_SRC=$YARD/plain_coins.lua; REF_C_SRC=$YARD/c_ref.c
else
    YARD=Benchmarks; SCENE=Benchmarks/coins.lua; REF_LUA_SRC=Benchmarks/reference.lua; REF_C_SRC=Benchmarks/reference.c
fi
# -ffp-contract=off: a*b+c rounds twice, as Lua computes it (the traces agree byte for byte).
cc -O2 -ffp-contract=off -o "$TMP/ref_c" "$REF_C_SRC" -lm
cc -O2 -ffp-contract=off -o "$TMP/own_c" Benchmarks/reference.c -lm
REF_C=$TMP/ref_c
commit=$(git log --oneline -1 2>/dev/null || echo "(no git)")
dirty=""
[ -n "$(git status --porcelain -- Sources Package.swift 2>/dev/null)" ] && dirty=" + uncommitted changes in Sources/"

# ---- helpers --------------------------------------------------------------------------------
calc() { awk "BEGIN { printf \"%.9g\", $* }"; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# Whole-process wall seconds of a shell snippet, output to /dev/null; "FAIL" when it failed.
wall() {
    local s e
    s=$EPOCHREALTIME
    sh -c "$1" > /dev/null 2> "$TMP/err" || { say "bench: failed: $1 ($(tail -2 "$TMP/err" | tr '\n' ' '))"; echo FAIL; return; }
    e=$EPOCHREALTIME
    calc "$e - $s"
}
# pair A B: REPS runs of each in turn after one warm-up; sets A_WALL, B_WALL (medians) and AB
# (the median of the per-pair ratios A/B). Without B, only A_WALL.
pair() {
    local i a b as=() bs=() rs=()
    wall "$1" > /dev/null; [ -n "${2:-}" ] && wall "$2" > /dev/null
    for ((i = 0; i < REPS; i++)); do
        a=$(wall "$1"); [ "$a" = FAIL ] && { A_WALL=FAIL; B_WALL=FAIL; AB=FAIL; return; }
        as+=("$a")
        if [ -n "${2:-}" ]; then
            b=$(wall "$2"); [ "$b" = FAIL ] && { A_WALL=FAIL; B_WALL=FAIL; AB=FAIL; return; }
            bs+=("$b"); rs+=("$(calc "$a / $b")")
        fi
    done
    A_WALL=$(median "${as[@]}")
    if [ -n "${2:-}" ]; then B_WALL=$(median "${bs[@]}"); AB=$(median "${rs[@]}"); fi
}
peak_mib() { /usr/bin/time -f %M -o "$TMP/rss" sh -c "$1" > /dev/null 2>&1 || true; awk '{ printf "%.1f", $1 / 1024 }' "$TMP/rss"; }
samples() { "$REF_C" "$1" --no-output 2>&1 >/dev/null | awk '{ print $3 }'; }
rate() { awk -v n="$1" -v t="$2" 'BEGIN { if (t > 0) printf "%.2fM (%.3fs)", n / t / 1e6, t; else print "-" }'; }
TARGETS=()
row() { # text value unit verdict: one line of the targets' list
    TARGETS+=("$(printf '  %-62s %10s%s  %s' "$1" "$(awk -v x="$2" 'BEGIN { printf "%.2f", x }')" "$3" "$4")")
}
target() { # text value op limit [unit]
    row "$1" "$2" "${5:-×}" "$(awk -v x="$2" -v t="$4" -v op="$3" 'BEGIN { print ((op == "le") ? (x <= t) : (x >= t)) ? "met" : "MISSED" }')"
}
# A figure printed beside the targets that issue 15 does not hold to a line (text value [unit]).
figure() { row "$1" "$2" "${3:-×}" "(no target)"; }
# Issue 15 sets the JSON Lines targets (5× the tuned Lua, within 2× of C) at N = 10000; at other
# sizes the same ratios are figures (at 1000 start-up is a fifth of the run).
HEADLINE_N=10000
cartlua_run() { echo "$CARTLUA run $SCENE --set count=$1 --max-time 1000 --max-output 100000 -o /dev/null $2"; }

echo "cartlua benchmarks — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "measured: $commit$dirty; yardstick: $YARD; medians of $REPS, pairs run in turn"

# ---- 0. checks ------------------------------------------------------------------------------
say "bench: checks…"
echo
echo "0. Checks (N = 1000)"
lua5.4 "$REF_LUA_SRC" 1000 > "$TMP/lua.jsonl"
"$REF_C" 1000 > "$TMP/c.jsonl"
if cmp -s "$TMP/lua.jsonl" "$TMP/c.jsonl"; then echo "  tuned Lua and C agree byte for byte ($(wc -l < "$TMP/c.jsonl") lines)"
else echo "  tuned Lua and C DIFFER in $(diff "$TMP/lua.jsonl" "$TMP/c.jsonl" | grep -c '^<' || true) lines"; fi
if [ "$YARD" != Benchmarks ]; then
    for pr in "lua5.4 Benchmarks/reference.lua:lua" "$TMP/own_c:c"; do
        cmd=${pr%:*}; ref=${pr##*:}
        $cmd 1000 | grep '"type":"sample"' > "$TMP/own"; grep '"type":"sample"' "$TMP/$ref.jsonl" > "$TMP/shared"
        if cmp -s "$TMP/own" "$TMP/shared"; then echo "  Benchmarks/reference.${ref}: the shared program's sample lines, byte for byte"
        else echo "  Benchmarks/reference.${ref}: sample lines DIFFER from the shared program's"; fi
    done
fi
"$CARTLUA" run "$SCENE" --set count=1000 -o "$TMP/cartlua.jsonl"
grep '"type":"sample"' "$TMP/c.jsonl" | sort > "$TMP/cs"
grep '"type":"sample"' "$TMP/cartlua.jsonl" | sort > "$TMP/ls"
echo "  cartlua: $(wc -l < "$TMP/ls") sample lines (references $(wc -l < "$TMP/cs")), $(comm -12 "$TMP/cs" "$TMP/ls" | wc -l) byte-identical to theirs (the rest sit on a 4-decimal rounding boundary)"

# ---- 1. start-up ----------------------------------------------------------------------------
say "bench: start-up…"
: > "$TMP/empty.lua"
sc=() sl=() ss=()
for ((i = 0; i < STARTUP_REPS; i++)); do
    sc+=("$(wall "$CARTLUA run $TMP/empty.lua -o /dev/null")")
    sl+=("$(wall "lua5.4 $TMP/empty.lua")")
    ss+=("$(wall "$CARTLUA run Scripts/coins.lua -o /dev/null")")
done
st_c=$(median "${sc[@]}"); st_l=$(median "${sl[@]}"); st_s=$(median "${ss[@]}")
echo
echo "1. Start-up (whole process, median of $STARTUP_REPS)"
printf '  %-48s %8.1f ms\n' "lua5.4 (empty file)" "$(calc "$st_l * 1000")" "cartlua run (empty script)" "$(calc "$st_c * 1000")" \
    "cartlua run Scripts/coins.lua -o /dev/null" "$(calc "$st_s * 1000")"
target "start-up: cartlua run / lua5.4, empty script ≤ 5×" "$(calc "$st_c / $st_l")" le 5

# ---- 2. throughput --------------------------------------------------------------------------
echo
echo "2. Throughput, layer-samples per second (wall)"
printf '  %-8s %10s | %-22s %-22s %-22s | %-22s %-22s\n' N samples "tuned Lua" "C" "cartlua" "C --no-output" "cartlua --format none"
declare -A NS_NONE
for n in $SIZES; do
    say "bench: N = $n…"
    ls_n=$(samples "$n")
    pair "$(cartlua_run "$n" "")" "lua5.4 $REF_LUA_SRC $n"; cl=$A_WALL; lu=$B_WALL; r_lua=$AB
    pair "$(cartlua_run "$n" "")" "$REF_C $n"; r_c=$AB; c=$B_WALL
    pair "$(cartlua_run "$n" "--format none")" "$REF_C $n --no-output"; cn=$A_WALL; c0=$B_WALL; r_none=$AB
    printf '  %-8s %10s | %-22s %-22s %-22s | %-22s %-22s\n' "$n" "$ls_n" "$(rate "$ls_n" "$lu")" \
        "$(rate "$ls_n" "$c")" "$(rate "$ls_n" "$cl")" "$(rate "$ls_n" "$c0")" "$(rate "$ls_n" "$cn")"
    NS_NONE[$n]=$(calc "$cn / $ls_n * 1e9")
    if [ "$r_lua" != FAIL ]; then
        if [ "$n" = "$HEADLINE_N" ]; then
            target "N=$n JSON Lines: cartlua ≥ 5× the tuned Lua (paired)" "$(calc "1 / $r_lua")" ge 5
            target "N=$n JSON Lines: cartlua within 2× of C, i.e. C / cartlua ≥ 0.5" "$(calc "1 / $r_c")" ge 0.5
        else
            figure "N=$n JSON Lines: cartlua / the tuned Lua (paired)" "$(calc "1 / $r_lua")"
            figure "N=$n JSON Lines: C / cartlua" "$(calc "1 / $r_c")"
        fi
        target "N=$n --format none: cartlua ≥ ½ C --no-output" "$(calc "1 / $r_none")" ge 0.5
    fi
done

# ---- 2b. varied coins -----------------------------------------------------------------------
# Benchmarks/varied_coins.lua: every coin its own duration and timing functions. Its rate in
# layer-samples/s against the symmetric scene's, JSON Lines, paired: ≈ 1 when nothing is
# memoised by a coin's time or by identical animations.
n=${SIZES##* }
say "bench: varied coins, N = $n…"
count_samples() { "$CARTLUA" run "$1" --set count="$n" --max-time 1000 --max-output 100000 -o - | grep -c '"type":"sample"'; }
ls_v=$(count_samples Benchmarks/varied_coins.lua); ls_s=$(count_samples "$SCENE")
pair "$CARTLUA run Benchmarks/varied_coins.lua --set count=$n --max-time 1000 --max-output 100000 -o /dev/null" "$(cartlua_run "$n" "")"
echo
if [ "$AB" != FAIL ]; then
    # From the median of the pairs' ratios, as the comment above says: the ratio of two
    # medians swung from 0.75 to 1.1 between runs on a noisy machine.
    r_var=$(calc "($ls_v / $ls_s) / $AB")
    echo "2b. Varied coins (N = $n, JSON Lines): $(rate "$ls_v" "$A_WALL") layer-samples/s vs the symmetric scene's $(rate "$ls_s" "$B_WALL"); paired, $(awk -v x="$r_var" 'BEGIN { printf "%.2f", x }') of its rate"
    target "varied coins: layer-samples/s / the symmetric scene's ≥ 0.8" "$r_var" ge 0.8
fi

# ---- 3. N = BIG -----------------------------------------------------------------------------
if [ "$BIG" != 0 ]; then
    say "bench: N = $BIG (once)…"
    ls_b=$(samples "$BIG")
    /usr/bin/time -f %M -o "$TMP/rss" "$CARTLUA" run "$SCENE" --set count="$BIG" --max-time 1000 --format none -o /dev/null 2> "$TMP/err" \
        || say "bench: cartlua failed at N = $BIG: $(tail -2 "$TMP/err")"
    big_mib=$(awk '{ printf "%.1f", $1 / 1024 }' "$TMP/rss")
    big_wall=$(wall "$(cartlua_run "$BIG" "--format none")")
    echo
    echo "3. N = $BIG, --format none (one run): $(rate "$ls_b" "$big_wall") layer-samples/s, peak $big_mib MiB"
    echo "   tuned Lua $(peak_mib "lua5.4 $REF_LUA_SRC $BIG") MiB, C $(peak_mib "$REF_C $BIG") MiB (JSON Lines to /dev/null)"
    first=${SIZES%% *}
    if [ -n "${NS_NONE[$first]:-}" ] && [ "$big_wall" != FAIL ]; then
        r=$(calc "($big_wall / $ls_b * 1e9) / ${NS_NONE[$first]}")
        echo "   time per layer-sample: $(calc "${NS_NONE[$first]}") ns at N = $first, $(calc "$big_wall / $ls_b * 1e9") ns at N = $BIG"
        target "flat: cartlua ns per layer-sample, N=$BIG / N=$first ≤ 1.3×" "$r" le 1.3
    fi
    target "memory: cartlua peak at N=$BIG (--format none) ≤ 50 MiB" "$big_mib" le 50 " MiB"
fi

# ---- 4. creation ----------------------------------------------------------------------------
echo
if command -v valgrind >/dev/null 2>&1; then
    say "bench: creation (callgrind)…"
    # Instructions of a whole process, and per coin: (2000 − 1000 coins) / 1000 of `$@ COUNT`.
    refs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/refs:/ { gsub(",", "", $4); print $4 }'; }
    per_coin() { echo $(( ($("$@" 2000) - $("$@" 1000)) / 1000 )); }
    made() { refs "$CARTLUA" run Benchmarks/create_coins.lua --set make="$1" --set count="$2" --until 0 --format none -o /dev/null; }
    # The same script's Lua in lua5.4 itself, param and Path stubbed: what building a coin's
    # tables costs before cartlua does anything, the floor under "all of it".
    stock() { refs lua5.4 -e "
        function param(name, default) if name == 'count' then return $1 elseif name == 'make' then return false end return default end
        function Path() local p = {} function p.moveTo(s) return s end function p.quadCurveTo(s) return s end return p end" \
        Benchmarks/create_coins.lua; }
    all=$(per_coin made true)
    lua_only=$(per_coin made false)
    lua_stock=$(per_coin stock)
    echo "4. Creating a coin from Lua (Benchmarks/create_coins.lua, callgrind, (2000 − 1000 coins) / 1000):"
    echo "   $all instructions; the same script's Lua alone (tables, closure, no bindings) $lua_only; the bindings $((all - lua_only))"
    echo "   the same script's Lua in lua5.4 itself, with no cartlua: $lua_stock"
    target "creation: instructions per coin, bindings (beyond its Lua tables) ≤ 20k" "$(calc "($all - $lua_only) / 1000")" le 20 "k"
    target "creation: instructions per coin, all of it ≤ 20k" "$(calc "$all / 1000")" le 20 "k"
else
    echo "4. Creating a coin: not measured (needs valgrind)"
fi

# ---- 5. Lua ↔ Swift ---------------------------------------------------------------------------
say "bench: Lua ↔ Swift…"
bridge() { wall "$CARTLUA run Benchmarks/bridge.lua --format none --set op=$1 --set iters=$2"; }
declare -A OPCOST
for op in empty table func prop method; do
    lo=() hi=()
    for ((i = 0; i < REPS; i++)); do lo+=("$(bridge $op 0)"); hi+=("$(bridge $op 1000000)"); done
    OPCOST[$op]=$(calc "($(median "${hi[@]}") - $(median "${lo[@]}")) / 1000000 * 1e9")
done
echo
echo "5. Lua ↔ Swift, per iteration of 1,000,000 (cartlua run --format none, net of start-up)"
for op in prop method table func empty; do
    case $op in
        prop) what="layer.opacity = x";; method) what="layer:animationKeys()";; table) what="t.opacity = x (plain table)";;
        func) what="f(x) (plain Lua function)";; empty) what="empty loop";;
    esac
    printf '  %-30s %8.1f ns\n' "$what" "${OPCOST[$op]}"
done
target "property set / table write ≤ 5× (per iteration)" "$(calc "${OPCOST[prop]} / ${OPCOST[table]}")" le 5

echo
echo "Targets (issue 15)"
printf '%s\n' "${TARGETS[@]}"
echo
echo "cartlua preview: save and control to page (Scripts/coins.lua, Chromium through Playwright)"
if command -v chromium >/dev/null 2>&1 && python3 -c "import playwright" >/dev/null 2>&1; then
    python3 Benchmarks/preview_latency.py "$CARTLUA" Scripts 20 || echo "  (preview latency: FAILED)"
else
    echo "  (skipped: needs chromium and Playwright for Python — tools/setup.sh --bench)"
fi
echo
echo "(make bench took $(calc "$EPOCHREALTIME - $t_all" | awk '{ printf "%.0f", $1 }') s)"
