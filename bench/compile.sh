#!/usr/bin/env bash
# Compile-time and peak-memory benchmark: rllc against llc-19 on one large real module,
# the sqlite3 amalgamation at clang-19 -O2 (bench/work/sqlite3.ll, as for parse.sh).
#
#   bench/compile.sh [RUNS]      # hyperfine runs per command, default 3
#
# Environment: RLLC (the rllc to measure; default target/release/rllc, built with cargo
# if missing); COMPILE_LL (measure another module instead of sqlite3.ll, e.g. while rllc
# cannot compile that one yet); TARGET (a triple such as aarch64-linux-gnu: SQLite's IR
# is then made by clang-19 for it, and both compilers get -mtriple=TARGET).
#
# Measures in one hyperfine run (after one untimed run of each, which also checks that it
# succeeds and warms the file cache)
#     rllc   -O0 -filetype=obj -relocation-model=pic sqlite3.ll
#     rllc   -O2 -filetype=obj -relocation-model=pic sqlite3.ll
#     llc-19 -O0 -filetype=obj -relocation-model=pic sqlite3.ll
#     llc-19 -O2 -filetype=obj -relocation-model=pic sqlite3.ll   (for reference)
# then the peak RSS of each with GNU time -v. Prints wall and CPU (user+sys) times, peak
# RSS, and the ratios against llc-19 -O0: rllc time / llc -O0 time (wall, which the
# targets use; rllc compiles functions on several threads) and rllc peak RSS / llc -O0
# peak RSS. Objects are written to bench/work/compile/ (not /dev/null: rllc renames its
# output into place).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

runs=${1:-3}
out=$BENCH_WORK/compile
mkdir -p "$out"

bench_tools clang-19 llc-19 hyperfine time
if [[ -n ${COMPILE_LL:-} ]]; then
    ll=$(realpath "$COMPILE_LL")
else
    ll=$(bench_sqlite_ll_for "${TARGET:-}")
fi
mtriple=${TARGET:+-mtriple=$TARGET}
bench_rllc
echo "$(basename "$ll"): $(($(stat -c %s "$ll") / 1024 / 1024)) MiB, $(wc -l <"$ll") lines"

# name -> command line (bash words, no spaces in paths assumed by hyperfine's shell).
names=(rllc-O0 rllc-O2 llc-O0 llc-O2)
declare -A cmd=(
    [rllc-O0]="$RLLC_BIN $mtriple -O0 -filetype=obj -relocation-model=pic $ll -o $out/rllc-O0.o"
    [rllc-O2]="$RLLC_BIN $mtriple -O2 -filetype=obj -relocation-model=pic $ll -o $out/rllc-O2.o"
    [llc-O0]="llc-19 $mtriple -O0 -filetype=obj -relocation-model=pic $ll -o $out/llc-O0.o"
    [llc-O2]="llc-19 $mtriple -O2 -filetype=obj -relocation-model=pic $ll -o $out/llc-O2.o"
)

# Every command must succeed, or its timing means nothing; llc failing is fatal, rllc
# failing is reported and ends the run with status 1.
for n in "${names[@]}"; do
    echo "== $n (untimed check run)"
    # shellcheck disable=SC2086
    if ! ${cmd[$n]} 2>"$out/$n.log"; then
        echo "error: $n failed:" >&2
        head -n 5 "$out/$n.log" >&2
        exit 1
    fi
done
echo "object sizes: $(for n in "${names[@]}"; do printf '%s %s KiB  ' "$n" $(($(stat -c %s "$out/$n.o") / 1024)); done)"
text_size() { llvm-size-19 -A "$1" | awk '$1 == ".text" {print $2}'; }
echo ".text sizes: $(for n in "${names[@]}"; do printf '%s %s  ' "$n" "$(text_size "$out/$n.o")"; done)"
awk -v r="$(text_size "$out/rllc-O2.o")" -v l="$(text_size "$out/llc-O2.o")" \
    'BEGIN { printf ".text of rllc -O2 / llc-19 -O2: %.3f\n", r / l }'

echo "== timing ($runs runs each)"
csv=$out/hyperfine.csv
args=()
for n in "${names[@]}"; do args+=(-n "$n" "${cmd[$n]}"); done
hyperfine --warmup 0 --runs "$runs" --export-csv "$csv" "${args[@]}"

echo "== peak memory (GNU time -v)"
declare -A rss mean cpu
for n in "${names[@]}"; do
    # shellcheck disable=SC2086
    rss[$n]=$(peak_rss_kb ${cmd[$n]})
    # hyperfine's CSV: command,mean,stddev,median,user,system,min,max
    mean[$n]=$(awk -F, -v n="$n" '$1 == n {print $2}' "$csv")
    cpu[$n]=$(awk -F, -v n="$n" '$1 == n {print $5 + $6}' "$csv")
done

echo
echo "input: $ll"
echo "(wall: mean wall-clock time, which the targets use; cpu: mean user+sys, all threads)"
printf '%-8s %9s %14s %9s %13s %15s %13s\n' '' 'wall (s)' 'wall / llc-O0' 'cpu (s)' 'cpu / llc-O0' \
    'peak RSS (MiB)' 'RSS / llc-O0'
for n in "${names[@]}"; do
    awk -v n="$n" -v t="${mean[$n]}" -v t0="${mean[llc-O0]}" -v c="${cpu[$n]}" -v c0="${cpu[llc-O0]}" \
        -v m="${rss[$n]}" -v m0="${rss[llc-O0]}" 'BEGIN {
        printf "%-8s %9.3f %13.3fx %9.3f %12.3fx %15.1f %12.3fx\n", n, t, t / t0, c, c / c0, m / 1024, m / m0
    }'
done
awk -v t0="${mean[rllc-O0]}" -v t2="${mean[rllc-O2]}" -v l0="${mean[llc-O0]}" -v l2="${mean[llc-O2]}" \
    -v m0="${rss[rllc-O0]}" -v m2="${rss[rllc-O2]}" -v lm="${rss[llc-O0]}" '
function frac(r) { return r < 1 ? sprintf("  (1/%.1f)", 1 / r) : "" }
BEGIN {
    printf "\n";
    printf "rllc -O0 time / llc-19 -O0 time:        %.3f%s\n", t0 / l0, frac(t0 / l0);
    printf "rllc -O2 time / llc-19 -O0 time:        %.3f%s\n", t2 / l0, frac(t2 / l0);
    printf "rllc -O2 time / llc-19 -O2 time:        %.3f  (reference)\n", t2 / l2;
    printf "rllc -O0 peak RSS / llc-19 -O0 peak RSS: %.3f\n", m0 / lm;
    printf "rllc -O2 peak RSS / llc-19 -O0 peak RSS: %.3f\n", m2 / lm;
    worst = t0 > t2 ? t0 : t2; mem = m0 > m2 ? m0 : m2;
    printf "acceptance: time <= 1/3 of llc -O0 now (%s), <= 1/10 later (%s); peak memory <= llc -O0 (%s)\n",
        worst <= l0 / 3 ? "met" : "NOT met", worst <= l0 / 10 ? "met" : "not yet", mem <= lm ? "met" : "NOT met";
}'
