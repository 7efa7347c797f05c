#!/usr/bin/env bash
# Records the execution profile that optimized builds of rllc use (pgo/rllc.profdata; see
# pgo/README.md): builds an instrumented rllc, runs it over the committed test corpus
# (every .ll under tests/ read and verified, but for tests/corpus/ll/features; the x86-64
# Linux ones also compiled to objects at -O0 and -O2), and merges what it counted. The
# feature files are coverage of rare shapes (GPU kernels, sanitizer and profile
# instrumentation, exotic targets): trained on as well, they weighted the profile toward
# them, and the parser ran 2% more instructions on ordinary C (sqlite3.ll). Run it after
# changing hot code: functions whose code changed since the profile was recorded get no
# profile.
#
#   scripts/pgo.sh
#
# The training inputs are the project's own corpus only, not the benchmark inputs
# (bench/work/), so the benchmarks measure a profile they did not train.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# llvm-profdata must match rustc's LLVM: the rustup component, not Debian's llvm-19.
if ! ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-profdata >/dev/null 2>&1; then
    echo "== installing rustup's llvm-tools (llvm-profdata)"
    rustup component add llvm-tools
fi
profdata=$(ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-profdata | head -1)

raw=$(mktemp -d)
trap 'rm -rf "$raw"' EXIT
target=${CARGO_TARGET_DIR:-$root/target}/pgo-train
echo "== building an instrumented rllc"
RUSTFLAGS="-Cprofile-generate=$raw" CARGO_TARGET_DIR=$target cargo build --release --quiet --bin rllc
rllc=$target/release/rllc

echo "== training on the test corpus"
out=$raw/out.o
n=0
while IFS= read -r -d '' f; do
    "$rllc" --parse-only "$f" >/dev/null 2>&1 || true
    n=$((n + 1))
done < <(find tests -name '*.ll' -not -path '*/features/*' -print0 | sort -z)
while IFS= read -r -d '' f; do
    for opt in -O0 -O2; do
        "$rllc" "$opt" -filetype=obj "$f" -o "$out" >/dev/null 2>&1 || true
    done
done < <(find tests -name '*.ll' -path '*x86_64-linux*' -print0 | sort -z)
echo "$n files read"

mkdir -p pgo
"$profdata" merge --sparse -o pgo/rllc.profdata "$raw"/*.profraw
echo "== wrote pgo/rllc.profdata ($(stat -c %s pgo/rllc.profdata) bytes)"
