#!/usr/bin/env bash
# Differential testing of rllc against llc-19 on random C programs from csmith.
#
#   scripts/csmith-diff.sh [COUNT] [FIRST_SEED]     # default: 100 seeds from 1
#
# For each seed S in FIRST_SEED .. FIRST_SEED+COUNT-1:
#   csmith --seed S  (CSMITH_OPTS; a little larger than tests/corpus/regen.sh's)
#   clang-19 -O0 and -O2 -S -emit-llvm (--target=$TARGET, -I/usr/include/csmith)
#   for each .ll, at the same optimization level as clang's:
#     llc-19 -filetype=obj -relocation-model=pic, the target's gcc link: the reference
#     rllc   -filetype=obj -relocation-model=pic, the target's gcc link: the program under test
#   run both with a timeout (natively, or under qemu for another architecture) and
#   compare stdout and exit status.
# A seed whose reference (at either level) times out, crashes, or cannot be generated or
# built is discarded, and counted. A seed passes when both levels match, and fails at the
# first failing step of a level: rllc compile error, link error, crash (or timeout), or
# mismatch. Prints "N passed, M failed", the discarded counts, and each failing seed with
# its steps; exit status 0 when nothing failed.
#
# Environment:
#   TARGET       the triple (default x86_64-linux-gnu; aarch64-linux-gnu links with
#                aarch64-linux-gnu-gcc and runs under qemu-aarch64)
#   RLLC         the rllc to test (default target/release/rllc, built with cargo if missing)
#   JOBS         parallel seeds (default: number of cores)
#   TIMEOUT      seconds for the reference run (default 5); the rllc-built program gets
#                3x that, rllc itself 120 s
#   CSMITH_OPTS  csmith options (default "--max-funcs 6 --max-block-depth 4 --no-packed-struct")
#   CSMITH_DIFF_DIR  work directory (default target/csmith-diff): run/ is scratch,
#                failures/seed_S/ keeps every failing seed's files (source, .ll, objects,
#                logs, both outputs, result.txt with the commands).
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

count=${1:-100}
first=${2:-1}
[[ $count =~ ^[0-9]+$ && $first =~ ^[0-9]+$ ]] || { echo "usage: $0 [COUNT] [FIRST_SEED]" >&2; exit 2; }
last=$((first + count - 1))

export TARGET=${TARGET:-x86_64-linux-gnu}
case $TARGET in
    x86_64-linux-gnu) export LINK=gcc RUNNER="" ;;
    aarch64-linux-gnu) export LINK=aarch64-linux-gnu-gcc RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu" ;;
    riscv64-linux-gnu) export LINK=riscv64-linux-gnu-gcc RUNNER="qemu-riscv64 -L /usr/riscv64-linux-gnu" ;;
    *) echo "error: no way to link and run programs for TARGET=$TARGET" >&2; exit 2 ;;
esac
bench_tools csmith clang-19 llc-19 "$LINK" ${RUNNER%% *}
if [[ ! -f /usr/include/csmith/csmith.h ]]; then # csmith.h: the runtime the programs include
    echo "== installing libcsmith-dev"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq libcsmith-dev >/dev/null
fi
bench_rllc

export RLLC_BIN
export TIMEOUT=${TIMEOUT:-5}
export CSMITH_OPTS=${CSMITH_OPTS:---max-funcs 6 --max-block-depth 4 --no-packed-struct}
dir=${CSMITH_DIFF_DIR:-$ROOT/target/csmith-diff-$TARGET}
export RUN=$dir/run FAILURES=$dir/failures
rm -rf "$RUN"
mkdir -p "$RUN/results" "$FAILURES"

# One seed, in its own directory. Writes $RUN/results/S: "pass", "discard <why>", or
# "fail <step>[; <step>]"; moves the directory to $FAILURES/seed_S on failure.
one_seed() {
    local s=$1 d=$RUN/seed_$1 o code result fails=()
    rm -rf "$d" "$FAILURES/seed_$s"
    mkdir -p "$d"
    cd "$d"
    finish() {
        echo "$1" >"$RUN/results/$s"
        case $1 in
            fail*)
                {
                    echo "seed $s: ${1#fail }"
                    echo "csmith --seed $s $CSMITH_OPTS -o prog.c"
                    echo "clang-19 --target=$TARGET -O0|-O2 -S -emit-llvm -w -I/usr/include/csmith prog.c -o prog.O0|O2.ll"
                    echo "llc-19|rllc -O0|-O2 -mtriple=$TARGET -filetype=obj -relocation-model=pic prog.OX.ll -o ref|rllc.OX.o"
                    echo "$LINK ref|rllc.OX.o -o ref|rllc.OX -lm; $RUNNER ./ref.OX > ref.OX.out; $RUNNER ./rllc.OX > rllc.OX.out"
                    echo "rllc: $RLLC_BIN"
                } >result.txt
                cd "$RUN" && mv "$d" "$FAILURES/seed_$s"
                echo "seed $s: FAIL ${1#fail }"
                ;;
            *) cd "$RUN" && rm -rf "$d" ;;
        esac
    }

    # shellcheck disable=SC2086
    timeout 60 csmith --seed "$s" $CSMITH_OPTS -o prog.c >/dev/null 2>&1 || { finish "discard generation"; return; }
    for o in O0 O2; do
        clang-19 --target="$TARGET" -$o -S -emit-llvm -w -I/usr/include/csmith prog.c -o prog.$o.ll \
            2>clang.$o.log || { finish "discard generation"; return; }
    done

    # The reference first, both levels: a seed is discarded before rllc runs at all.
    for o in O0 O2; do
        llc-19 -$o -mtriple="$TARGET" -filetype=obj -relocation-model=pic prog.$o.ll -o ref.$o.o 2>ref.$o.log &&
            $LINK ref.$o.o -o ref.$o -lm 2>>ref.$o.log || { finish "discard reference-build"; return; }
        code=0
        # shellcheck disable=SC2086
        timeout "$TIMEOUT" $RUNNER ./ref.$o >ref.$o.out 2>/dev/null || code=$?
        ((code == 124)) && { finish "discard timeout"; return; }
        ((code != 0)) && { finish "discard crash"; return; }
        echo "exit=$code" >>ref.$o.out
    done

    for o in O0 O2; do
        code=0
        timeout 120 "$RLLC_BIN" -$o -mtriple="$TARGET" -filetype=obj -relocation-model=pic prog.$o.ll -o rllc.$o.o 2>rllc.$o.log || code=$?
        if ((code == 124)); then
            fails+=("$o rllc compile error (timed out after 120 s)")
            continue
        elif ((code > 128)); then
            fails+=("$o rllc compile error (crashed, signal $((code - 128)))")
            continue
        elif ((code != 0)); then
            # The first line, without the "rllc: error: prog.O2.ll: " that every one has.
            fails+=("$o rllc compile error: $(head -n 1 rllc.$o.log | sed -E 's/^rllc: (error: )?prog\.O[02]\.ll: //' | cut -c 1-120)")
            continue
        fi
        if ! $LINK rllc.$o.o -o rllc.$o -lm 2>link.$o.log; then
            fails+=("$o link error: $(grep -m1 -E 'error|undefined' link.$o.log | cut -c 1-120)")
            continue
        fi
        code=0
        # shellcheck disable=SC2086
        timeout $((3 * TIMEOUT)) $RUNNER ./rllc.$o >rllc.$o.out 2>rllc.$o.err || code=$?
        echo "exit=$code" >>rllc.$o.out
        if ((code == 124)); then
            fails+=("$o crash (timed out after $((3 * TIMEOUT)) s)")
        elif ((code > 128)); then # the reference exited with 0
            fails+=("$o crash (signal $((code - 128)))")
        elif ! cmp -s ref.$o.out rllc.$o.out; then
            fails+=("$o mismatch")
        fi
    done
    if ((${#fails[@]})); then
        result=$(printf '%s; ' "${fails[@]}")
        finish "fail ${result%; }"
    else
        finish pass
    fi
}
export -f one_seed

jobs=${JOBS:-$(nproc)}
echo "== csmith-diff ($TARGET): seeds $first..$last, $jobs jobs, reference timeout ${TIMEOUT}s, csmith $CSMITH_OPTS"
seq "$first" "$last" | xargs -P "$jobs" -I{} bash -c 'one_seed "$1"' _ {}

# --- summary ----------------------------------------------------------------------------
passed=0 failed=0 d_timeout=0 d_crash=0 d_gen=0 d_build=0 missing=0
failing=()
for ((s = first; s <= last; s++)); do
    r=$(cat "$RUN/results/$s" 2>/dev/null || echo missing)
    case $r in
        pass) passed=$((passed + 1)) ;;
        fail*) failed=$((failed + 1)); failing+=("  seed $s: ${r#fail }") ;;
        "discard timeout") d_timeout=$((d_timeout + 1)) ;;
        "discard crash") d_crash=$((d_crash + 1)) ;;
        "discard generation") d_gen=$((d_gen + 1)) ;;
        "discard reference-build") d_build=$((d_build + 1)) ;;
        *) missing=$((missing + 1)) ;;
    esac
done
discarded=$((d_timeout + d_crash + d_gen + d_build))
echo
echo "$passed passed, $failed failed"
echo "$discarded discarded (reference timed out: $d_timeout, reference crashed: $d_crash," \
    "csmith/clang failed: $d_gen, llc-19/gcc failed: $d_build) of $count seeds"
((missing == 0)) || echo "$missing seeds have no result (harness error)"
if ((failed)); then
    echo "failing steps, most common first (number of seeds, step):"
    printf '%s\n' "${failing[@]}" | sed 's/^  seed [0-9]*: //' | tr ';' '\n' | sed 's/^ *//' |
        sort | uniq -c | sort -rn | sed 's/^ */  /'
    echo "failing seeds (files in $FAILURES/seed_<N>/):"
    printf '%s\n' "${failing[@]}"
fi
((failed == 0 && missing == 0))
