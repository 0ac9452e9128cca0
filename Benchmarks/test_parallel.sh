#!/usr/bin/env bash
# Benchmarks/test_parallel.sh — `cartlua test -j 2` against `-j 1` on 40 regression scripts
# (issue 16: at least 1.5× faster). Part of `make bench`, after Benchmarks/run.sh.
#
# The 40 scripts are Scripts/'s five regression scripts, eight times over (each copy in its own
# directory with its variants and support/). The two commands run in turn, A B A B …, several
# times; the report is the median wall time of each, the median of the pairs' ratios, and
# whether the two reports were the same byte for byte (they must be).
#
# Knobs (environment):
#   BENCH_REPS=5          pairs of runs
#   BENCH_CARTLUA=path    measure this cartlua binary instead of building .build/release
#   SWIFT=…               the swift driver
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}
REPS=${BENCH_REPS:-5}
CARTLUA=${BENCH_CARTLUA:-.build/release/cartlua}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

if [ -z "${BENCH_CARTLUA:-}" ]; then
    "$SWIFT" build -c release --product cartlua --quiet
fi
CARTLUA=$(cd "$(dirname "$CARTLUA")" && pwd)/$(basename "$CARTLUA")

for i in 1 2 3 4 5 6 7 8; do
    mkdir -p "$TMP/scripts/copy$i"
    cp Scripts/*.lua "$TMP/scripts/copy$i/"
    cp -r Scripts/support "$TMP/scripts/copy$i/"
done
count=$(find "$TMP/scripts" -name '*_test.lua' | wc -l)

calc() { awk "BEGIN { printf \"%.4g\", $* }"; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Wall seconds of `cartlua test -j JOBS` on the scripts; its report kept in $TMP/report.JOBS.
timed() {
    local s e
    s=$EPOCHREALTIME
    (cd "$TMP/scripts" && "$CARTLUA" test -j "$1" > "$TMP/report.$1")
    e=$EPOCHREALTIME
    calc "$e - $s"
}

timed 1 > /dev/null  # warm-up
serial=() parallel=() ratios=()
for ((i = 0; i < REPS; i++)); do
    a=$(timed 1)
    b=$(timed 2)
    serial+=("$a")
    parallel+=("$b")
    ratios+=("$(calc "$a / $b")")
done
same=no
cmp -s "$TMP/report.1" "$TMP/report.2" && same=yes

s=$(median "${serial[@]}")
p=$(median "${parallel[@]}")
r=$(median "${ratios[@]}")
verdict=$(awk "BEGIN { print ($r >= 1.5) ? \"meets\" : \"MISSES\" }")
echo "cartlua test, $count scripts ($REPS pairs of runs, $(nproc) processors):"
echo "  -j 1  median $s s"
echo "  -j 2  median $p s"
echo "  speed-up (median of the pairs' ratios) ${r}× — $verdict the target of 1.5×"
echo "  reports byte for byte the same: $same ($(tail -1 "$TMP/report.1"))"
