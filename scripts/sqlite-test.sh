#!/usr/bin/env bash
# SQLite through rllc: the sqlite3 amalgamation (fetched from the npm registry at test
# time, never committed; bench/lib.sh) and bench/programs/sqlite_driver.c, a SQL workload
# that prints its results and a checksum, each compiled by clang-19 -O2 -S -emit-llvm, then
# built three ways and run:
#
#   reference  llc-19 -O0 -relocation-model=pic, gcc (PIE)
#   pic        rllc   -O2 -relocation-model=pic, gcc (PIE)
#   static     rllc   -O0 -relocation-model=static, gcc -static
#
# Both rllc builds must print exactly what the reference prints and exit as it does.
#
#   scripts/sqlite-test.sh            # RLLC: the rllc to test (default target/release/rllc)
#
# Work files go to $SQLITE_TEST_DIR (default target/sqlite-test). Exit status 0 when
# both builds match.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

bench_tools clang-19 llc-19 gcc
bench_sqlite_ll
bench_rllc

dir=${SQLITE_TEST_DIR:-$ROOT/target/sqlite-test}
mkdir -p "$dir"
driver=$ROOT/bench/programs/sqlite_driver.c
echo "== clang-19 -O2 -S -emit-llvm sqlite_driver.c"
clang-19 --target=x86_64-linux-gnu -O2 -S -emit-llvm -w -I"$BENCH_WORK" "$driver" -o "$dir/driver.ll"

# build NAME TOOL OPT RELOC LINKFLAGS...: objects for sqlite3.ll and driver.ll, linked.
build() {
    local name=$1 tool=$2 opt=$3 reloc=$4
    shift 4
    echo "== $name: $(basename "$tool") $opt -relocation-model=$reloc"
    local t0=$SECONDS
    "$tool" "$opt" -filetype=obj -relocation-model="$reloc" "$BENCH_WORK/sqlite3.ll" -o "$dir/$name.sqlite3.o"
    "$tool" "$opt" -filetype=obj -relocation-model="$reloc" "$dir/driver.ll" -o "$dir/$name.driver.o"
    gcc "$@" "$dir/$name.driver.o" "$dir/$name.sqlite3.o" -o "$dir/$name" -lm
    echo "   built in $((SECONDS - t0)) s"
}

# run NAME: runs the program, writing NAME.out and NAME.status.
run() {
    local status=0
    timeout 300 "$dir/$1" >"$dir/$1.out" 2>&1 || status=$?
    echo "$status" >"$dir/$1.status"
}

build reference llc-19 -O0 pic
build pic "$RLLC_BIN" -O2 pic
build static "$RLLC_BIN" -O0 static -static
failed=0
run reference
echo "reference: exit $(cat "$dir/reference.status"), $(wc -l <"$dir/reference.out") lines, last: $(tail -n 1 "$dir/reference.out")"
for b in pic static; do
    run $b
    if cmp -s "$dir/reference.out" "$dir/$b.out" && cmp -s "$dir/reference.status" "$dir/$b.status"; then
        echo "$b: same output and exit status as the reference"
    else
        echo "$b: MISMATCH (exit $(cat "$dir/$b.status") vs $(cat "$dir/reference.status"))"
        diff "$dir/reference.out" "$dir/$b.out" | head -20 || true
        failed=1
    fi
done
exit $failed
