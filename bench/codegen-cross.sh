#!/usr/bin/env bash
# Code quality benchmark of a cross target (AArch64 or RISC-V 64): run time under qemu of
# the programs in bench/programs/ compiled by rllc, against the same IR compiled by
# llc-19 -O2.
#
#   bench/codegen-cross.sh aarch64|riscv64 [PROGRAM...]
#                         # default: every bench/programs/*.c but sqlite_driver
#
# Environment: RLLC (the rllc to measure; default target/release/rllc, built with cargo
# if missing), RUN_TIMEOUT (seconds per run, default 600).
#
# Per program: clang-19 -O2 -S -emit-llvm for <arch>-linux-gnu gives prog.ll; it is built
# twice, `llc-19 -O2 -filetype=obj -relocation-model=static` and the same with rllc, each
# linked statically with <arch>-linux-gnu-gcc (-lm). Both binaries run once under
# qemu-<arch> and their stdout and exit status must be identical (MISMATCH otherwise).
# There is no AArch64 or RISC-V hardware here, and emulated wall time is slow (minutes per program
# for llc's build) and noisy on a shared machine, so the measure is the number of guest
# instructions executed, counted by a small qemu plugin (bench/qemu-insn-count.c, built
# here with gcc); the wall time of the same run is printed beside it. Both ratios are
# rllc / llc-19 -O2, with their geometric means; programs that fail or mismatch are left
# out of the means. sqlite_driver is only run when named (it needs the sqlite3
# amalgamation, bench/lib.sh).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

arch=${1:-}
case "$arch" in
    aarch64 | riscv64) shift ;;
    *) echo "usage: $0 aarch64|riscv64 [PROGRAM...]" >&2; exit 2 ;;
esac
run_timeout=${RUN_TIMEOUT:-600}
triple=$arch-linux-gnu
flags=(-mtriple=$triple -O2 -filetype=obj -relocation-model=static)
out=$BENCH_WORK/codegen-$arch
mkdir -p "$out"/llc "$out"/rllc

bench_tools clang-19 llc-19 $triple-gcc qemu-$arch gcc
bench_rllc
plugin=$out/insn-count.so
gcc -O2 -shared -fPIC "$BENCH_DIR/qemu-insn-count.c" -o "$plugin"

if (($#)); then
    progs=("$@")
else
    progs=()
    for src in "$BENCH_DIR"/programs/*.c; do
        grep -q 'bench-needs: sqlite3' "$src" || progs+=("$(basename "$src" .c)")
    done
fi
needs_sqlite() { grep -q 'bench-needs: sqlite3' "$BENCH_DIR/programs/$1.c"; }
any_sqlite=0
for p in "${progs[@]}"; do
    [[ -f $BENCH_DIR/programs/$p.c ]] || { echo "error: no bench/programs/$p.c" >&2; exit 1; }
    needs_sqlite "$p" && any_sqlite=1
done

# --- IR -------------------------------------------------------------------------------
if ((any_sqlite)); then
    bench_sqlite_src
    if [[ ! -s $out/sqlite3.ll ]]; then
        clang-19 --target=$triple -O2 -S -emit-llvm -w "$BENCH_WORK/sqlite3.c" -o "$out/sqlite3.ll"
    fi
fi
for p in "${progs[@]}"; do
    src=$BENCH_DIR/programs/$p.c
    if [[ ! -s $out/$p.ll || $src -nt $out/$p.ll ]]; then
        echo "== clang-19 -O2 -S -emit-llvm $p.c"
        clang-19 --target=$triple -O2 -S -emit-llvm -w -I"$BENCH_WORK" "$src" -o "$out/$p.ll"
    fi
done

build_obj() { "$1" "${flags[@]}" "$2" -o "$3" 2>"$3.log"; }
first_line() { head -n 1 "$1" | sed -E 's/^rllc: (error: )?[^ ]*\.ll: //' | cut -c 1-160; }

declare -A lib_ok=([llc]=1 [rllc]=1)
if ((any_sqlite)); then
    for cg in llc rllc; do
        tool=llc-19; [[ $cg == rllc ]] && tool=$RLLC_BIN
        if [[ $cg == rllc || ! -s $out/llc/sqlite3.o ]]; then
            echo "== $cg sqlite3.ll"
            build_obj "$tool" "$out/sqlite3.ll" "$out/$cg/sqlite3.o" || lib_ok[$cg]=0
        fi
    done
fi

declare -A status why insns wall
failed=0
for p in "${progs[@]}"; do
    echo "== $p"
    ll=$out/$p.ll
    libs=()
    needs_sqlite "$p" && libs=(sqlite3.o)
    rm -f "$out/rllc/$p" "$out/rllc/$p.o"
    # llc's build and run are kept while its IR is unchanged (the run is the slow part).
    if [[ ! -s $out/llc/$p.insns || $ll -nt $out/llc/$p.insns ]]; then
        rm -f "$out/llc/$p" "$out/llc/$p.insns"
        build_obj llc-19 "$ll" "$out/llc/$p.o" ||
            { cat "$out/llc/$p.o.log" >&2; echo "error: llc-19 failed on $p.ll" >&2; exit 1; }
        $triple-gcc -static "$out/llc/$p.o" "${libs[@]/#/$out/llc/}" -o "$out/llc/$p" -lm
    fi
    if ! build_obj "$RLLC_BIN" "$ll" "$out/rllc/$p.o"; then
        why[$p]="rllc failed: $(first_line "$out/rllc/$p.o.log")"
    elif needs_sqlite "$p" && ((!lib_ok[rllc])); then
        why[$p]="rllc failed on sqlite3.ll: $(first_line "$out/rllc/sqlite3.o.log")"
    elif ! $triple-gcc -static "$out/rllc/$p.o" "${libs[@]/#/$out/rllc/}" -o "$out/rllc/$p" -lm \
        2>"$out/rllc/$p.link.log"; then
        why[$p]="link failed: $(head -n 1 "$out/rllc/$p.link.log" | cut -c 1-160)"
    fi
    if [[ -n ${why[$p]:-} ]]; then
        status[$p]=FAIL; echo "   FAIL: ${why[$p]}"; failed=$((failed + 1)); continue
    fi
    for cg in llc rllc; do
        if [[ $cg == llc && -s $out/llc/$p.insns ]]; then
            read -r 'insns[llc.$p]' 'wall[llc.$p]' <"$out/llc/$p.insns"
            continue
        fi
        code=0
        t0=$(date +%s.%N)
        timeout "$run_timeout" qemu-$arch -plugin "$plugin" "$out/$cg/$p" >"$out/$cg/$p.out" 2>"$out/$cg/$p.err" ||
            code=$?
        t1=$(date +%s.%N)
        echo "exit=$code" >>"$out/$cg/$p.out"
        wall[$cg.$p]=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
        insns[$cg.$p]=$(sed -n 's/^insns: //p' "$out/$cg/$p.err" | tail -n 1)
    done
    [[ -s $out/llc/$p.insns ]] || echo "${insns[llc.$p]} ${wall[llc.$p]}" >"$out/llc/$p.insns"
    if [[ $(tail -n 2 "$out/llc/$p.out") != $'ok\nexit=0' ]]; then
        echo "error: the llc-19 build of $p does not pass its own check:" >&2
        tail -n 5 "$out/llc/$p.out" "$out/llc/$p.err" >&2
        exit 1
    fi
    if ! cmp -s "$out/llc/$p.out" "$out/rllc/$p.out"; then
        status[$p]=MISMATCH
        why[$p]="output differs from llc's ($(tail -n 1 "$out/rllc/$p.out"))"
        echo "   !!! MISMATCH !!!"
        diff "$out/llc/$p.out" "$out/rllc/$p.out" | head -n 20 | sed 's/^/   /'
        failed=$((failed + 1)); continue
    fi
    echo "   instructions: llc ${insns[llc.$p]}, rllc ${insns[rllc.$p]}"
    status[$p]=ok
done

echo
echo "executed instructions (qemu plugin) and wall time of one run under qemu; ratio = rllc / llc-19 -O2"
printf '%-16s %14s %14s %8s %9s %9s %8s  %s\n' program llc-insns rllc-insns ratio llc-wall rllc-wall ratio ''
ratios=$out/ratios.txt
: >"$ratios"
for p in "${progs[@]}"; do
    if [[ ${status[$p]} == ok ]]; then
        awk -v p="$p" -v l="${insns[llc.$p]}" -v r="${insns[rllc.$p]}" -v lw="${wall[llc.$p]}" \
            -v rw="${wall[rllc.$p]}" -v f="$ratios" '
            BEGIN {
                printf "%-16s %14.0f %14.0f %7.2fx %9.2f %9.2f %7.2fx\n", p, l, r, r / l, lw, rw, rw / lw;
                print r / l, rw / lw >> f;
            }'
    else
        printf '%-16s %14s %14s %8s %9s %9s %8s  %s\n' "$p" - - "${status[$p]}" - - - "${why[$p]}"
    fi
done
awk -v excluded="$failed" -v total="${#progs[@]}" '
    { n++; s += log($1); c += log($2) }
    END {
        if (n) printf "geometric mean of %d ratios: %.3fx instructions (wall: %.3fx)", n, exp(s / n), exp(c / n);
        else printf "geometric mean: none (no program passed)";
        printf "   (%d of %d programs excluded: FAIL or MISMATCH)\n", excluded, total;
    }' "$ratios"
((failed == 0))
