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
# Then, for the host's x86-64, both are built again from -O0 -g IR, and gdb must see the
# same in both (below).
#
#   scripts/sqlite-test.sh            # RLLC: the rllc to test (default target/release/rllc)
#   TARGET=aarch64-linux-gnu scripts/sqlite-test.sh   # cross: the target's gcc, qemu
#   TARGET=riscv64-linux-gnu scripts/sqlite-test.sh   # the same for RISC-V 64
#
# Work files go to $SQLITE_TEST_DIR (default target/sqlite-test[-TARGET]). Exit status 0
# when both builds match.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

target=${TARGET:-x86_64-linux-gnu}
case $target in
    x86_64-linux-gnu) link=gcc runner=() sysroot=() ;;
    aarch64-linux-gnu) link=aarch64-linux-gnu-gcc runner=(qemu-aarch64) sysroot=(-L /usr/aarch64-linux-gnu) ;;
    riscv64-linux-gnu) link=riscv64-linux-gnu-gcc runner=(qemu-riscv64) sysroot=(-L /usr/riscv64-linux-gnu) ;;
    *) echo "error: no way to link and run programs for TARGET=$target" >&2; exit 2 ;;
esac
bench_tools clang-19 llc-19 "$link" gdb ${runner[@]+"${runner[@]}"}
if [[ $target == x86_64-linux-gnu ]]; then
    bench_sqlite_ll
    sqlite_ll=$BENCH_WORK/sqlite3.ll
else
    sqlite_ll=$(bench_sqlite_ll_for "$target")
fi
bench_rllc

dir=${SQLITE_TEST_DIR:-$ROOT/target/sqlite-test${TARGET:+-$TARGET}}
mkdir -p "$dir"
driver=$ROOT/bench/programs/sqlite_driver.c
echo "== clang-19 --target=$target -O2 -S -emit-llvm sqlite_driver.c"
clang-19 --target="$target" -O2 -S -emit-llvm -w -I"$BENCH_WORK" "$driver" -o "$dir/driver.ll"

# build NAME TOOL OPT RELOC LINKFLAGS...: objects for sqlite3.ll and driver.ll, linked.
build() {
    local name=$1 tool=$2 opt=$3 reloc=$4
    shift 4
    echo "== $name: $(basename "$tool") $opt -mtriple=$target -relocation-model=$reloc"
    local t0=$SECONDS
    "$tool" "$opt" -mtriple="$target" -filetype=obj -relocation-model="$reloc" "$sqlite_ll" -o "$dir/$name.sqlite3.o"
    "$tool" "$opt" -mtriple="$target" -filetype=obj -relocation-model="$reloc" "$dir/driver.ll" -o "$dir/$name.driver.o"
    "$link" "$@" "$dir/$name.driver.o" "$dir/$name.sqlite3.o" -o "$dir/$name" -lm
    echo "   built in $((SECONDS - t0)) s"
}

# run NAME: runs the program (under the target's emulator, with its libraries for a PIE),
# writing NAME.out and NAME.status.
run() {
    local status=0 emu=()
    if ((${#runner[@]})); then
        emu=("${runner[@]}")
        [[ $1 == static ]] || emu+=("${sysroot[@]}")
    fi
    timeout 600 ${emu[@]+"${emu[@]}"} "$dir/$1" >"$dir/$1.out" 2>&1 || status=$?
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

if [[ $target != x86_64-linux-gnu ]]; then
    # The cross targets' debugger comparison is tests/debug_info.rs's (under qemu -g).
    exit $failed
fi

# The debugger's view: SQLite and the driver compiled with -O0 -g, built by llc-19 and by
# rllc at -O0, and one gdb session on each (a breakpoint, 25 lines stepped over, 10
# stepped into, the backtrace and the arguments, a struct printed and its type, the line
# of the pc). The transcripts, addresses and offsets into functions masked, must be
# identical.
echo "== debugger: clang-19 -O0 -g, llc-19 and rllc at -O0, the same gdb session"
clang-19 --target=x86_64-linux-gnu -O0 -g -S -emit-llvm -w "$BENCH_WORK/sqlite3.c" -o "$dir/sqlite3.g.ll"
clang-19 --target=x86_64-linux-gnu -O0 -g -S -emit-llvm -w -I"$BENCH_WORK" "$driver" -o "$dir/driver.g.ll"
session=(-ex "break sqlite3_exec" -ex run)
for _ in $(seq 25); do session+=(-ex next); done
for _ in $(seq 10); do session+=(-ex step); done
session+=(-ex bt -ex "info args" -ex "up 3" -ex "print *db->aDb" -ex "ptype db->aDb" -ex 'info line *$pc')
for tool in llc-19 "$RLLC_BIN"; do
    name=debug-$(basename "$tool")
    for m in sqlite3 driver; do
        "$tool" -O0 -filetype=obj -relocation-model=pic "$dir/$m.g.ll" -o "$dir/$name.$m.o"
    done
    gcc "$dir/$name.driver.o" "$dir/$name.sqlite3.o" -o "$dir/$name" -lm
    timeout 300 gdb -nx -batch "${session[@]}" "$dir/$name" 2>&1 |
        grep -v -e '^\[' -e '^Using host libthread_db' | sed -E -e 's/0x[0-9a-f]+/ADDR/g' -e 's/<([A-Za-z0-9_.]+)\+[0-9]+>/<\1>/g' -e "s|$dir/$name|PROGRAM|g" >"$dir/$name.gdb" || true
done
if cmp -s "$dir/debug-llc-19.gdb" "$dir/debug-rllc.gdb" && grep -q 'sqlite3.c:' "$dir/debug-rllc.gdb"; then
    echo "debugger: same session ($(wc -l <"$dir/debug-rllc.gdb") lines)"
else
    echo "debugger: MISMATCH"
    diff "$dir/debug-llc-19.gdb" "$dir/debug-rllc.gdb" | head -40 || true
    failed=1
fi
exit $failed
