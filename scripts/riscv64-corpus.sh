#!/usr/bin/env bash
# Runs the RISC-V 64 corpus (tests/corpus/ll/riscv64-linux-gnu/*.{O0,O2,O2g}.ll) through
# rllc, static (gcc -static) and PIE (-relocation-model=pic, run with the sysroot), under
# qemu-riscv64, and compares stdout plus "exit=<code>" with tests/corpus/expected.
# Usage: scripts/riscv64-corpus.sh [rllc binary] [name filter]
# Prints pass/fail counts per opt level and model and the failing cases.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RLLC=${1:-${CARGO_TARGET_DIR:-$ROOT/target}/release/rllc}
FILTER=${2:-}
OUT=${OUT:-/tmp/rv-corpus}
mkdir -p "$OUT"
export RLLC ROOT OUT

one() {
  f=$1; model=$2
  base=$(basename "$f" .ll); prog=${base%.*}
  exp="$ROOT/tests/corpus/expected/$prog.out"
  o="$OUT/$base.$model"
  if [ "$model" = static ]; then
    "$RLLC" -mtriple=riscv64-linux-gnu -filetype=obj -relocation-model=static "$f" -o "$o.o" 2>"$o.err" \
      && riscv64-linux-gnu-gcc -static "$o.o" -o "$o.bin" -lm 2>>"$o.err" \
      || { echo "FAIL $base $model compile"; return; }
    (cd "$OUT" && timeout 20 qemu-riscv64 "$o.bin" >"$o.out" 2>/dev/null; echo "exit=$?" >>"$o.out")
  else
    "$RLLC" -mtriple=riscv64-linux-gnu -filetype=obj -relocation-model=pic "$f" -o "$o.o" 2>"$o.err" \
      && riscv64-linux-gnu-gcc "$o.o" -o "$o.bin" -lm 2>>"$o.err" || { echo "FAIL $base $model compile"; return; }
    (cd "$OUT" && timeout 20 qemu-riscv64 -L /usr/riscv64-linux-gnu "$o.bin" >"$o.out" 2>/dev/null
      echo "exit=$?" >>"$o.out")
  fi
  if cmp -s "$o.out" "$exp"; then echo "PASS $base $model"; else echo "FAIL $base $model output"; fi
}
export -f one

ls "$ROOT"/tests/corpus/ll/riscv64-linux-gnu/*${FILTER}*.ll \
  | while read -r f; do echo "$f static"; echo "$f pic"; done \
  | xargs -P 2 -L 1 bash -c 'one "$0" "$1"' > "$OUT/results.txt"

for lvl in O0 O2 O2g; do
  for m in static pic; do
    p=$(grep -c "^PASS [^ ]*\.$lvl $m\$" "$OUT/results.txt")
    t=$(grep -c "^[A-Z]* [^ ]*\.$lvl $m" "$OUT/results.txt")
    echo "$lvl $m: $p / $t"
  done
done
echo "total: $(grep -c ^PASS "$OUT/results.txt") / $(wc -l < "$OUT/results.txt")"
grep ^FAIL "$OUT/results.txt" | sort
