#!/usr/bin/env bash
# The gcc C torture tests (gcc/testsuite/gcc.c-torture/execute, from gcc 12.2's source as
# Debian ships it) built by rllc and by llc-19 from the same clang-19 IR, run, compared.
#
#   scripts/gcc-torture.sh [COUNT] [FIRST]   # tests FIRST..FIRST+COUNT-1 in name order
#                                            # (default: all, from 0)
#
# Each test prog.c: clang-19 --target=$TARGET -O0 and -O2 -S -emit-llvm (CLANG_FLAGS: old
# GNU C accepted as gcc 12 accepts it); for each .ll,
# llc-19 (the reference) and rllc, -filetype=obj -relocation-model=pic, linked by the
# target's gcc (-lm), run with a timeout (natively or under qemu); stdout and the exit
# status must match. A test is discarded when clang-19 cannot compile it (GNU C that clang
# lacks: nested functions, ...), when llc-19 or gcc cannot build the reference, when
# the reference times out, when two runs of it print different things (addresses), or
# when clang made a whole function `unreachable` (it proved the run undefined). Prints "N passed, M failed", the discards, and each failing
# test with its step; exit status 0 when nothing failed. Failing tests keep their files in
# $GCC_TORTURE_DIR/failures/<test>/.
#
# Environment: TARGET (x86_64-linux-gnu, aarch64-linux-gnu or riscv64-linux-gnu), STRIDE
# (run every STRIDE-th of the selected tests: a sample of the whole suite), RLLC
# (default target/release/rllc), JOBS (default: cores), TIMEOUT (reference, seconds,
# default 5), GCC_TORTURE_DIR (default target/gcc-torture-$TARGET). The sources are
# downloaded once into target/gcc-torture-src (87 MB from deb.debian.org).
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

export TARGET=${TARGET:-x86_64-linux-gnu}
case $TARGET in
    x86_64-linux-gnu) export LINK=gcc RUNNER="" CROSS_INC="" ;;
    aarch64-linux-gnu | riscv64-linux-gnu)
        export LINK=$TARGET-gcc RUNNER="qemu-${TARGET%%-*} -L /usr/$TARGET"
        export CROSS_INC="-nostdlibinc -isystem /usr/$TARGET/include"
        ;;
    *) echo "error: no way to link and run programs for TARGET=$TARGET" >&2; exit 2 ;;
esac
bench_tools clang-19 llc-19 "$LINK" curl xz ${RUNNER%% *}
bench_rllc
export RLLC_BIN TIMEOUT=${TIMEOUT:-5}
# The tests are old GNU C: implicit declarations and int, as gcc 12 takes them (warnings).
export CLANG_FLAGS="-w -Wno-error=implicit-function-declaration -Wno-error=implicit-int -Wno-error=int-conversion
    -Wno-error=incompatible-pointer-types -Wno-error=return-type"

# --- the sources ------------------------------------------------------------------------
src_root=$ROOT/target/gcc-torture-src
export SRC=$src_root/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
# One fetch at a time (the tests for several targets run this script side by side), and
# the tests directory appears only once complete.
mkdir -p "$src_root"
exec 9>"$src_root.lock"
flock 9
if [[ ! -d $SRC ]]; then
    echo "== fetching gcc 12.2's sources (Debian's gcc-12_12.2.0.orig.tar.gz)"
    rm -rf "$src_root/tmp" && mkdir -p "$src_root/tmp"
    curl -sSfL -o "$src_root/tmp/orig.tar.gz" http://deb.debian.org/debian/pool/main/g/gcc-12/gcc-12_12.2.0.orig.tar.gz
    tar -xzf "$src_root/tmp/orig.tar.gz" -C "$src_root/tmp" gcc-12-12.2.0/gcc-12.2.0-dfsg.tar.xz
    tar -xJf "$src_root/tmp/gcc-12-12.2.0/gcc-12.2.0-dfsg.tar.xz" -C "$src_root/tmp" \
        --wildcards 'gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute/*'
    mv "$src_root/tmp/gcc-12.2.0" "$src_root/gcc-12.2.0"
    rm -rf "$src_root/tmp"
fi
flock -u 9
mapfile -t tests < <(cd "$SRC" && ls -1 -- *.c | sort)
((${#tests[@]} > 1000)) || { echo "error: only ${#tests[@]} tests in $SRC" >&2; exit 1; }
first=${2:-0}
count=${1:-${#tests[@]}}
tests=("${tests[@]:first:count}")
# STRIDE=k: every k-th of those (a sample spread over the whole suite).
if ((${STRIDE:-1} > 1)); then
    mapfile -t tests < <(printf '%s\n' "${tests[@]}" | awk -v k="$STRIDE" 'NR % k == 1')
fi

dir=${GCC_TORTURE_DIR:-$ROOT/target/gcc-torture-$TARGET}
export RUN=$dir/run FAILURES=$dir/failures
rm -rf "$RUN" "$FAILURES"
mkdir -p "$RUN/results" "$FAILURES"

# One test in its own directory: writes $RUN/results/<test> ("pass", "discard <why>" or
# "fail <steps>").
one_test() {
    local t=$1 name=${1%.c} d=$RUN/$1 o code fails=()
    # Quiet: bash would report every program that aborts (as failing tests do on purpose).
    exec 2>/dev/null
    mkdir -p "$d" && cd "$d"
    finish() {
        echo "$1" >"$RUN/results/$name"
        if [[ $1 == fail* ]]; then
            cd "$RUN" && mv "$d" "$FAILURES/$name"
            echo "$name: FAIL ${1#fail }"
        else
            cd "$RUN" && rm -rf "$d"
        fi
    }
    for o in O0 O2; do
        # shellcheck disable=SC2086
        clang-19 --target="$TARGET" $CROSS_INC $CLANG_FLAGS -$o -S -emit-llvm "$SRC/$t" -o prog.$o.ll 2>clang.log ||
            { finish "discard clang"; return; }
        # A function whose whole body is `unreachable`: clang proved the run undefined
        # (a read of an uninitialized union member, say), and both builds run into
        # whatever code follows the function.
        if awk '/^define .*\{$/ { getline a; getline b; if (a == "  unreachable" && b == "}") found = 1 }
                END { exit !found }' prog.$o.ll; then
            finish "discard undefined"
            return
        fi
        llc-19 -$o -mtriple="$TARGET" -filetype=obj -relocation-model=pic prog.$o.ll -o ref.$o.o 2>ref.log &&
            $LINK ref.$o.o -o ref.$o -lm 2>>ref.log || { finish "discard reference-build"; return; }
        # Twice: a program that prints addresses (of the stack, say) has no one answer.
        for run in 1 2; do
            code=0
            # shellcheck disable=SC2086
            (timeout "$TIMEOUT" $RUNNER ./ref.$o >ref.$o.out$run) 2>/dev/null || code=$?
            ((code == 124)) && { finish "discard timeout"; return; }
            echo "exit=$code" >>ref.$o.out$run
        done
        cmp -s ref.$o.out1 ref.$o.out2 || { finish "discard nondeterministic"; return; }
        mv ref.$o.out1 ref.$o.out
    done
    for o in O0 O2; do
        code=0
        timeout 120 "$RLLC_BIN" -$o -mtriple="$TARGET" -filetype=obj -relocation-model=pic prog.$o.ll \
            -o rllc.$o.o 2>rllc.$o.log || code=$?
        if ((code != 0)); then
            fails+=("$o rllc: $(head -n 1 rllc.$o.log | sed -E 's/^rllc: (error: )?prog\.O[02]\.ll: //' | cut -c 1-100)")
            continue
        fi
        $LINK rllc.$o.o -o rllc.$o -lm 2>link.$o.log || { fails+=("$o link error"); continue; }
        code=0
        # shellcheck disable=SC2086
        (timeout $((3 * TIMEOUT)) $RUNNER ./rllc.$o >rllc.$o.out) 2>/dev/null || code=$?
        echo "exit=$code" >>rllc.$o.out
        cmp -s ref.$o.out rllc.$o.out || fails+=("$o mismatch ($(tail -n 1 ref.$o.out) vs $(tail -n 1 rllc.$o.out))")
    done
    if ((${#fails[@]})); then
        local result
        result=$(printf '%s; ' "${fails[@]}")
        finish "fail ${result%; }"
    else
        finish pass
    fi
}
export -f one_test

jobs=${JOBS:-$(nproc)}
echo "== gcc torture ($TARGET): ${#tests[@]} tests from #$first, $jobs jobs, reference timeout ${TIMEOUT}s"
printf '%s\n' "${tests[@]}" | xargs -P "$jobs" -I{} bash -c 'one_test "$1"' _ {}

passed=0 failed=0 discarded=0 missing=0
declare -A why=()
for t in "${tests[@]}"; do
    r=$(cat "$RUN/results/${t%.c}" 2>/dev/null || echo missing)
    case $r in
        pass) passed=$((passed + 1)) ;;
        fail*) failed=$((failed + 1)) ;;
        discard*) discarded=$((discarded + 1)); why[${r#discard }]=$((${why[${r#discard }]:-0} + 1)) ;;
        *) missing=$((missing + 1)) ;;
    esac
done
echo
echo "$passed passed, $failed failed"
echo "$discarded discarded ($(for k in "${!why[@]}"; do printf '%s: %s, ' "$k" "${why[$k]}"; done | sed 's/, $//'))" \
    "of ${#tests[@]} tests"
((missing == 0)) || echo "$missing tests have no result (harness error)"
((failed == 0 && missing == 0))
