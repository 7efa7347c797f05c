#!/bin/bash
# Usage: tests/run/abi_fuzz/run.sh FIRST_SEED LAST_SEED  (RLLC: the rllc to test; work in a scratch dir)
set -u
here=$(cd "$(dirname "$0")" && pwd)
R=${RLLC:-$here/../../../target/debug/rllc}
work=$(mktemp -d); cd "$work"
fails=0
for seed in $(seq $1 $2); do
  python3 "$here/gen.py" $seed
  gcc -O1 -w callee.c caller.c -o ref 2>/dev/null || { echo "seed $seed: ref build failed"; continue; }
  ./ref > ref.txt 2>&1
  for opt in O0 O2; do
    for side in caller callee; do
      other=$([ $side = caller ] && echo callee || echo caller)
      clang-19 -w -S -emit-llvm -$opt $side.c -o $side.$opt.ll 2>/dev/null || { echo "seed $seed clang fail"; continue; }
      if ! $R -filetype=obj -relocation-model=pic $side.$opt.ll -o $side.o 2> err.txt; then echo "seed $seed $opt $side: rllc error: $(head -c 150 err.txt)"; fails=$((fails+1)); continue; fi
      gcc -O1 -w -c $other.c -o $other.o && gcc $side.o $other.o -o t 2>/dev/null || { echo "seed $seed $opt $side: link fail"; continue; }
      timeout 10 ./t > t.txt 2>&1
      if ! cmp -s t.txt ref.txt; then echo "seed $seed $opt $side: MISMATCH $(diff t.txt ref.txt | head -3 | tr '\n' ' ')"; fails=$((fails+1)); mkdir -p "$here/../../../target/abi_fuzz/fail_$seed"; cp callee.c caller.c $side.$opt.ll "$here/../../../target/abi_fuzz/fail_$seed/"; fi
    done
  done
done
echo "fails=$fails"
rm -rf "$work"
[ "$fails" = 0 ]
