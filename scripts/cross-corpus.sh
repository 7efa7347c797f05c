#!/usr/bin/env bash
# Runs the corpus of one cross target (tests/corpus/ll/<arch>-linux-gnu/*.{O0,O2,O2g}.ll,
# arch aarch64 or riscv64) through rllc, static (gcc -static) and PIE
# (-relocation-model=pic, run with the sysroot), under qemu-<arch>, and compares stdout
# plus "exit=<code>" with tests/corpus/expected.
# Usage: scripts/cross-corpus.sh <arch> [rllc binary] [name filter]
# Prints pass/fail counts per opt level and model and the failing cases.
set -u
ARCH=${1:-}
case "$ARCH" in
  aarch64 | riscv64) shift ;;
  *) echo "usage: $0 aarch64|riscv64 [rllc binary] [name filter]" >&2; exit 2 ;;
esac
TRIPLE=$ARCH-linux-gnu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RLLC=${1:-${CARGO_TARGET_DIR:-$ROOT/target}/release/rllc}
FILTER=${2:-}
OUT=${OUT:-/tmp/$ARCH-corpus}
mkdir -p "$OUT"
export RLLC ROOT OUT ARCH TRIPLE

one() {
  f=$1; model=$2
  base=$(basename "$f" .ll); prog=${base%.*}
  exp="$ROOT/tests/corpus/expected/$prog.out"
  o="$OUT/$base.$model"
  if [ "$model" = static ]; then
    "$RLLC" -mtriple=$TRIPLE -filetype=obj -relocation-model=static "$f" -o "$o.o" 2>"$o.err" \
      && $TRIPLE-gcc -static "$o.o" -o "$o.bin" -lm 2>>"$o.err" || { echo "FAIL $base $model compile"; return; }
    (cd "$OUT" && timeout 20 qemu-$ARCH "$o.bin" >"$o.out" 2>/dev/null; echo "exit=$?" >>"$o.out")
  else
    "$RLLC" -mtriple=$TRIPLE -filetype=obj -relocation-model=pic "$f" -o "$o.o" 2>"$o.err" \
      && $TRIPLE-gcc "$o.o" -o "$o.bin" -lm 2>>"$o.err" || { echo "FAIL $base $model compile"; return; }
    (cd "$OUT" && timeout 20 qemu-$ARCH -L /usr/$TRIPLE "$o.bin" >"$o.out" 2>/dev/null; echo "exit=$?" >>"$o.out")
  fi
  if cmp -s "$o.out" "$exp"; then echo "PASS $base $model"; else echo "FAIL $base $model output"; fi
}
export -f one

ls "$ROOT"/tests/corpus/ll/$TRIPLE/*${FILTER}*.ll \
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
