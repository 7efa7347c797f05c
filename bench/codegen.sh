#!/usr/bin/env bash
# Code quality benchmark: run time of the programs in bench/programs/ compiled by rllc,
# against the same IR compiled by llc-19 -O2.
#
#   bench/codegen.sh [PROGRAM...]        # default: every bench/programs/*.c
#
# Environment: RLLC (the rllc to measure; default target/release/rllc, built with cargo
# if missing), RUNS (hyperfine runs per binary, default 5), RUN_TIMEOUT (seconds for the
# checking run of each binary, default 120).
#
# Per program: clang-19 -O2 -S -emit-llvm for x86_64-linux-gnu gives prog.ll; it is built
# twice, `llc-19 -O2 -filetype=obj -relocation-model=pic` and `rllc -O2 -filetype=obj
# -relocation-model=pic`, each linked with gcc (-lm). Both binaries run once and their
# stdout and exit status must be identical (a difference is reported as MISMATCH);
# then hyperfine times both in one run (warmup 1). A program whose source says
# "bench-needs: sqlite3" is linked with the sqlite3 amalgamation's .ll (bench/lib.sh),
# built by the same code generator. The table gives per program the median wall time and
# the mean CPU time (user+sys, less disturbed by other load) of both and the ratios
# rllc / llc-O2, and the geometric means of the ratios; programs that rllc fails to
# compile or link, or whose output differs, count as FAIL/MISMATCH and are left out of
# the means (the acceptance target then counts as not met). Exit status: 0 when every
# program built and matched, else 1.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

runs=${RUNS:-5}
run_timeout=${RUN_TIMEOUT:-120}
triple=x86_64-linux-gnu
llc_flags=(-O2 -filetype=obj -relocation-model=pic)
out=$BENCH_WORK/codegen
mkdir -p "$out"/llc "$out"/rllc

bench_tools clang-19 llc-19 gcc hyperfine
bench_rllc

if (($#)); then
    progs=("$@")
else
    progs=()
    for src in "$BENCH_DIR"/programs/*.c; do progs+=("$(basename "$src" .c)"); done
fi

# What each program needs besides itself ("bench-needs: sqlite3" in its source).
needs_sqlite() { grep -q 'bench-needs: sqlite3' "$BENCH_DIR/programs/$1.c"; }
any_sqlite=0
for p in "${progs[@]}"; do
    [[ -f $BENCH_DIR/programs/$p.c ]] || { echo "error: no bench/programs/$p.c" >&2; exit 1; }
    needs_sqlite "$p" && any_sqlite=1
done

# --- IR -------------------------------------------------------------------------------
if ((any_sqlite)); then bench_sqlite_ll; fi
for p in "${progs[@]}"; do
    src=$BENCH_DIR/programs/$p.c
    if [[ ! -s $out/$p.ll || $src -nt $out/$p.ll ]]; then
        echo "== clang-19 -O2 -S -emit-llvm $p.c"
        clang-19 --target=$triple -O2 -S -emit-llvm -w -I"$BENCH_WORK" "$src" -o "$out/$p.ll"
    fi
done

# --- building -------------------------------------------------------------------------
# build_obj TOOL LL OBJ: compile LL to OBJ with llc's flags; stderr kept in OBJ.log.
build_obj() {
    local tool=$1 ll=$2 obj=$3
    "$tool" "${llc_flags[@]}" "$ll" -o "$obj" 2>"$obj.log"
}

# The first line of a log, without the "rllc: error: /path/x.ll: " that every one has.
first_line() { head -n 1 "$1" | sed -E 's/^rllc: (error: )?[^ ]*\.ll: //' | cut -c 1-160; }

# The sqlite3 library object, once per code generator. llc's is reused while it is newer
# than the IR; rllc's is always rebuilt, since rllc is what changes.
declare -A lib_ok=([llc]=1 [rllc]=1)
if ((any_sqlite)); then
    if [[ ! -s $out/llc/sqlite3.o || $BENCH_WORK/sqlite3.ll -nt $out/llc/sqlite3.o ]]; then
        echo "== llc-19 -O2 sqlite3.ll (takes a while)"
        build_obj llc-19 "$BENCH_WORK/sqlite3.ll" "$out/llc/sqlite3.o" ||
            { cat "$out/llc/sqlite3.o.log" >&2; echo "error: llc-19 failed on sqlite3.ll" >&2; exit 1; }
    fi
    echo "== rllc -O2 sqlite3.ll"
    rm -f "$out/rllc/sqlite3.o"
    build_obj "$RLLC_BIN" "$BENCH_WORK/sqlite3.ll" "$out/rllc/sqlite3.o" || lib_ok[rllc]=0
fi

# status: ok, FAIL or MISMATCH; why: the first line of the error, or the differing output.
declare -A status why llc_time rllc_time llc_cpu rllc_cpu
failed=0
for p in "${progs[@]}"; do
    echo "== $p"
    ll=$out/$p.ll
    libs=()
    needs_sqlite "$p" && libs=(sqlite3.o)

    # Reference: llc-19. If this fails the benchmark itself is broken: stop.
    rm -f "$out/llc/$p" "$out/rllc/$p" "$out/rllc/$p.o"
    build_obj llc-19 "$ll" "$out/llc/$p.o" ||
        { cat "$out/llc/$p.o.log" >&2; echo "error: llc-19 failed on $p.ll" >&2; exit 1; }
    gcc "$out/llc/$p.o" "${libs[@]/#/$out/llc/}" -o "$out/llc/$p" -lm

    # rllc: any failure is a result, not an error.
    if ! build_obj "$RLLC_BIN" "$ll" "$out/rllc/$p.o"; then
        why[$p]="rllc failed: $(first_line "$out/rllc/$p.o.log")"
    elif needs_sqlite "$p" && ((!lib_ok[rllc])); then
        why[$p]="rllc failed on sqlite3.ll: $(first_line "$out/rllc/sqlite3.o.log")"
    elif ! gcc "$out/rllc/$p.o" "${libs[@]/#/$out/rllc/}" -o "$out/rllc/$p" -lm 2>"$out/rllc/$p.link.log"; then
        why[$p]="link failed: $({ grep -m1 -E 'error|undefined' "$out/rllc/$p.link.log" ||
            head -n 1 "$out/rllc/$p.link.log"; } | cut -c 1-160)"
    fi
    if [[ -n ${why[$p]:-} ]]; then
        status[$p]=FAIL
        echo "   FAIL: ${why[$p]} (logs in $out/rllc/)"
        failed=$((failed + 1))
        continue
    fi

    # One checking run of each: identical stdout and exit status.
    for cg in llc rllc; do
        code=0
        timeout "$run_timeout" "$out/$cg/$p" >"$out/$cg/$p.out" 2>"$out/$cg/$p.err" || code=$?
        echo "exit=$code" >>"$out/$cg/$p.out"
    done
    if [[ $(tail -n 2 "$out/llc/$p.out") != $'ok\nexit=0' ]]; then
        echo "error: the llc-19 build of $p does not pass its own check:" >&2
        tail -n 5 "$out/llc/$p.out" "$out/llc/$p.err" >&2
        exit 1
    fi
    if ! cmp -s "$out/llc/$p.out" "$out/rllc/$p.out"; then
        status[$p]=MISMATCH
        why[$p]="output differs from llc's ($(tail -n 1 "$out/rllc/$p.out"))"
        [[ $(tail -n 1 "$out/rllc/$p.out") == exit=124 ]] && why[$p]="timed out after ${run_timeout}s"
        echo "   !!! MISMATCH: the rllc build of $p prints something else than the llc-19 build !!!"
        diff "$out/llc/$p.out" "$out/rllc/$p.out" | head -n 20 | sed 's/^/   /'
        failed=$((failed + 1))
        continue
    fi

    csv=$out/$p.csv
    hyperfine --warmup 1 --runs "$runs" --export-csv "$csv" --style basic \
        -n llc "$out/llc/$p" -n rllc "$out/rllc/$p" | grep -E '^(Benchmark|  Time)' || true
    # hyperfine's CSV: command,mean,stddev,median,user,system,min,max
    llc_time[$p]=$(awk -F, '$1 == "llc" {print $4}' "$csv")
    rllc_time[$p]=$(awk -F, '$1 == "rllc" {print $4}' "$csv")
    llc_cpu[$p]=$(awk -F, '$1 == "llc" {print $5 + $6}' "$csv")
    rllc_cpu[$p]=$(awk -F, '$1 == "rllc" {print $5 + $6}' "$csv")
    status[$p]=ok
done

# --- report ---------------------------------------------------------------------------
echo
echo "run time: wall = median of $runs runs (s), cpu = mean user+sys (s); ratio = rllc / llc-19 -O2"
echo "(below 1: rllc faster; the acceptance uses the wall-time ratio, cpu is less disturbed by a busy machine)"
printf '%-16s %9s %9s %8s %9s %9s %8s  %s\n' program llc-wall rllc-wall ratio llc-cpu rllc-cpu ratio ''
ratios=$out/ratios.txt
: >"$ratios"
for p in "${progs[@]}"; do
    if [[ ${status[$p]} == ok ]]; then
        awk -v p="$p" -v l="${llc_time[$p]}" -v r="${rllc_time[$p]}" -v lc="${llc_cpu[$p]}" -v rc="${rllc_cpu[$p]}" -v f="$ratios" '
            BEGIN {
                printf "%-16s %9.3f %9.3f %7.2fx %9.3f %9.3f %7.2fx\n", p, l, r, r / l, lc, rc, rc / lc;
                print r / l, rc / lc >> f;
            }'
    else
        printf '%-16s %9s %9s %8s %9s %9s %8s  %s\n' "$p" - - "${status[$p]}" - - - "${why[$p]}"
    fi
done
awk -v excluded="$failed" -v total="${#progs[@]}" '
    { n++; s += log($1); c += log($2) }
    END {
        if (n) printf "geometric mean of %d ratios: %.3fx (cpu: %.3fx)", n, exp(s / n), exp(c / n);
        else printf "geometric mean: none (no program passed)";
        printf "   (%d of %d programs excluded: FAIL or MISMATCH)\n", excluded, total;
        if (excluded) printf "acceptance: NOT met (%d programs FAIL or MISMATCH)\n", excluded;
        else printf "acceptance: <= 1.5x now (%s), <= 1.2x later (%s)\n",
            exp(s / n) <= 1.5 ? "met" : "NOT met", exp(s / n) <= 1.2 ? "met" : "not yet";
    }' "$ratios"
((failed == 0))
