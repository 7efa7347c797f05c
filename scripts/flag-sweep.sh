#!/usr/bin/env bash
# The IR reader against clang-19 output beyond the committed corpus: every program in
# tests/programs/*.c compiled with many clang flag sets (sanitizers, profiling, LTO
# summaries, CFI, XRay, stack protection, AVX-512, pointer authentication, ...), each
# file checked as tests/roundtrip.rs checks the corpus:
#   rllc --parse-only accepts it (parse and verify);
#   rllc --emit-llvm prints it, llvm-as-19 accepts the print, and llvm-dis-19 of that is
#   the text llvm-dis-19 gives for the original.
#
#   scripts/flag-sweep.sh [FLAG-SET-FILTER]     # e.g. scripts/flag-sweep.sh sanitize
#
# A flag set clang rejects for a program (a target without that feature) is skipped.
# Prints each failure and "checked N, failed M"; exit status 0 when nothing failed.
# Takes about ten minutes for all sets on two cores.
#
# Environment: RLLC (default target/release/rllc, built with cargo if missing).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rllc=${RLLC:-$root/target/release/rllc}
[[ -x $rllc ]] || (cd "$root" && cargo build --release --quiet --bin rllc)
filter=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/a" "$work/b"

flag_sets=(
  "-O1" "-Os" "-Oz" "-O0 -g" "-O3 -g" "-O2 -g -gdwarf-4 -fdebug-types-section"
  "-O2 -fsanitize=address" "-O1 -fsanitize=undefined" "-O2 -fsanitize=memory" "-O2 -fsanitize=thread"
  "-O1 -fsanitize=dataflow" "-O2 -fsanitize=safe-stack" "-O2 -fsanitize=kcfi"
  "-O2 -fsanitize=cfi -flto -fvisibility=hidden" "-O2 -flto=thin" "-O0 -flto=thin -g"
  "-O2 -fprofile-instr-generate -fcoverage-mapping" "-O2 -fpseudo-probe-for-profiling" "-O2 -fxray-instrument"
  "-O2 -fstack-protector-all" "-O2 -fPIC" "-O2 -ffast-math" "-O3 -march=skylake-avx512"
  "-O2 -fcf-protection=full" "-O2 -fno-omit-frame-pointer -mno-red-zone" "-O2 -fzero-call-used-regs=all"
  "-O2 -ftrivial-auto-var-init=pattern" "-O2 -fexceptions -funwind-tables" "-O2 -fsplit-stack"
  "-O2 -fsanitize=hwaddress --target=aarch64-linux-gnu" "-O2 -mbranch-protection=standard --target=aarch64-linux-gnu"
)

n=0
bad=0
for flags in "${flag_sets[@]}"; do
  [[ -z $filter || $flags == *"$filter"* ]] || continue
  for c in "$root"/tests/programs/*.c; do
    prog=$(basename "$c" .c)
    ll=$work/in.ll
    # shellcheck disable=SC2086 # the flag set is a word list
    clang-19 -S -emit-llvm $flags -w -o "$ll" "$c" 2>/dev/null || continue
    n=$((n + 1))
    if ! "$rllc" --parse-only "$ll" 2>"$work/err"; then
      bad=$((bad + 1))
      echo "parse/verify [$flags] $prog: $(head -3 "$work/err" | tr '\n' ' ')"
      continue
    fi
    # The bitcode files have the same name in both, so a summary's module path agrees.
    if ! "$rllc" --emit-llvm "$ll" -o "$work/printed.ll" 2>"$work/err" ||
      ! llvm-as-19 "$work/printed.ll" -o "$work/b/x.bc" 2>"$work/err"; then
      bad=$((bad + 1))
      echo "print/llvm-as [$flags] $prog: $(head -3 "$work/err" | tr '\n' ' ')"
      continue
    fi
    llvm-as-19 "$ll" -o "$work/a/x.bc"
    (cd "$work/a" && llvm-dis-19 x.bc -o - | grep -v '^; ModuleID') >"$work/original.dis"
    (cd "$work/b" && llvm-dis-19 x.bc -o - | grep -v '^; ModuleID') >"$work/printed.dis"
    if ! cmp -s "$work/original.dis" "$work/printed.dis"; then
      bad=$((bad + 1))
      echo "round trip [$flags] $prog: $(diff "$work/original.dis" "$work/printed.dis" | head -4 | tr '\n' ' ')"
    fi
  done
done
echo "checked $n, failed $bad"
[[ $bad -eq 0 ]]
