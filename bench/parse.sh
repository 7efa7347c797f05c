#!/usr/bin/env bash
# Parse benchmark: how fast rllc reads and verifies a large real module, against LLVM.
#
#   bench/parse.sh [RUNS]
#
# Fetches the sqlite3 amalgamation from the npm registry (it ships inside the
# better-sqlite3 package, at package/deps/sqlite3/sqlite3.c) into bench/work/, compiles it
# with `clang-19 -O2 -S -emit-llvm` to sqlite3.ll, builds rllc in release mode, and
# measures in one hyperfine run
#     rllc --parse-only sqlite3.ll                          (parse + verify)
#     opt-19 -passes=verify -disable-output sqlite3.ll      (LLVM's parse + verify)
# then the same two commands again alternating round by round, and the peak RSS of both
# (GNU time -v). Prints the speedups (opt time / rllc time) and rllc's peak memory
# relative to the file size.
set -euo pipefail
runs=${1:-10}
source "$(dirname "$0")/lib.sh" # tools, the sqlite3 amalgamation and its .ll
root=$ROOT
work=$BENCH_WORK

# Tools, installed from Debian's packages when missing (as root, non-interactive).
bench_tools npm clang-19 opt-19 hyperfine time
bench_sqlite_ll

echo "== building rllc (release)"
(cd "$root" && cargo build --release --quiet --bin rllc)
target_dir=${CARGO_TARGET_DIR:-$root/target}
[[ $target_dir = /* ]] || target_dir=$root/$target_dir
rllc=$target_dir/release/rllc
ll=$work/sqlite3.ll
size=$(stat -c %s "$ll")
echo "sqlite3.ll: $((size / 1024 / 1024)) MiB, $(wc -l < "$ll") lines"

# Both must accept the module, or the timings mean nothing.
"$rllc" --parse-only "$ll"
opt-19 -passes=verify -disable-output "$ll"

echo "== timing ($runs runs each)"
csv=$work/hyperfine.csv
hyperfine --warmup 1 --runs "$runs" --export-csv "$csv" \
    -n rllc "$rllc --parse-only $ll" \
    -n opt-19 "opt-19 -passes=verify -disable-output $ll"

# The same comparison with the two commands alternating, one run of each per round: on a
# shared or virtual machine the speed drifts over seconds (other guests, memory the host
# takes back), and hyperfine's runs of one command followed by runs of the other see
# different machines. Alternating gives both the same conditions; the ratio of medians
# is the figure to quote.
#
# The clock is bash's own `EPOCHREALTIME` (microseconds), read without starting a process:
# `$(date +%s%N)` forks and execs `date`, about 1.5 ms here, and the second reading's
# cost landed inside the command timed (3% of rllc's time, 0.3% of opt-19's).
echo "== interleaved ($runs rounds)"
[[ -n ${EPOCHREALTIME-} ]] || { echo "bench/parse.sh: needs bash 5 or later (EPOCHREALTIME)" >&2; exit 1; }
: > "$work/interleaved.txt"
for ((i = 0; i < runs; i++)); do
    t0=${EPOCHREALTIME//[!0-9]/}; "$rllc" --parse-only "$ll"; t1=${EPOCHREALTIME//[!0-9]/}
    opt-19 -passes=verify -disable-output "$ll"; t2=${EPOCHREALTIME//[!0-9]/}
    echo "$((t1 - t0)) $((t2 - t1))" >> "$work/interleaved.txt"
done
median_ms() { sort -n | awk '{v[NR] = $1} END {m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m / 1e3}'; }
inter_rllc=$(awk '{print $1}' "$work/interleaved.txt" | median_ms)
inter_opt=$(awk '{print $2}' "$work/interleaved.txt" | median_ms)

rllc_kb=$(peak_rss_kb "$rllc" --parse-only "$ll")
opt_kb=$(peak_rss_kb opt-19 -passes=verify -disable-output "$ll")

# hyperfine's CSV: command,mean,stddev,median,user,system,min,max. The median and the
# minimum are printed too: on a shared machine a few slow runs move the mean a lot.
field() { awk -F, -v c="$1" -v f="$2" '$1 == c {print $f}' "$csv"; }
awk -v r="$(field rllc 2)" -v o="$(field opt-19 2)" -v rm="$(field rllc 4)" -v om="$(field opt-19 4)" \
    -v rn="$(field rllc 7)" -v on="$(field opt-19 7)" -v rk="$rllc_kb" -v ok="$opt_kb" -v s="$size" \
    -v ir="$inter_rllc" -v io="$inter_opt" 'BEGIN {
    printf "\n";
    printf "parse+verify time:  rllc %.3f s   opt-19 %.3f s   (median %.3f / %.3f, min %.3f / %.3f)\n", r, o, rm, om, rn, on;
    printf "peak RSS:           rllc %.1f MiB   opt-19 %.1f MiB   (file %.1f MiB)\n", rk / 1024, ok / 1024, s / 1048576;
    printf "speedup (opt-19 time / rllc time):      %.2fx   (medians %.2fx, minimums %.2fx)\n", o / r, om / rm, on / rn;
    printf "interleaved medians:                    rllc %.1f ms   opt-19 %.1f ms   speedup %.2fx\n", ir, io, io / ir;
    printf "rllc peak memory / file size:           %.2f\n", rk * 1024 / s;
}'
