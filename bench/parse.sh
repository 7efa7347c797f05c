#!/usr/bin/env bash
# Parse benchmark: how fast rllc reads and verifies a large real module, against LLVM.
#
#   bench/parse.sh [RUNS]
#
# Fetches the sqlite3 amalgamation from the npm registry (it ships inside the
# better-sqlite3 package, at package/deps/sqlite3/sqlite3.c) into bench/work/, compiles it
# with `clang-19 -O2 -S -emit-llvm` to sqlite3.ll, builds rllc in release mode, and
# measures in one hyperfine run
#     rllc --parse-only sqlite3.ll                          (parse + verify)
#     opt-19 -passes=verify -disable-output sqlite3.ll      (LLVM's parse + verify)
# and the peak RSS of both (GNU time -v). Prints the speedup (opt time / rllc time) and
# rllc's peak memory relative to the file size.
set -euo pipefail
runs=${1:-10}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
work=$here/work
pkg=${SQLITE_NPM_PACKAGE:-better-sqlite3@12.11.1}
mkdir -p "$work"

# Tools, installed from Debian's packages when missing (as root, non-interactive).
missing=()
command -v npm >/dev/null || missing+=(npm)
command -v clang-19 >/dev/null || missing+=(clang-19)
command -v opt-19 >/dev/null || missing+=(llvm-19)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[[ -x /usr/bin/time ]] || missing+=(time)
if ((${#missing[@]})); then
    echo "== installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ ! -s $work/sqlite3.c ]]; then
    echo "== fetching the sqlite3 amalgamation ($pkg from npm)"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$pkg" >/dev/null && tar xzf ./*.tgz package/deps/sqlite3)
    mv "$tmp"/package/deps/sqlite3/sqlite3.c "$tmp"/package/deps/sqlite3/sqlite3.h "$work"/
    rm -rf "$tmp"
fi
if [[ ! -s $work/sqlite3.ll || $work/sqlite3.c -nt $work/sqlite3.ll ]]; then
    echo "== clang-19 -O2 -S -emit-llvm sqlite3.c"
    (cd "$work" && clang-19 -O2 -S -emit-llvm -w sqlite3.c -o sqlite3.ll)
fi

echo "== building rllc (release)"
(cd "$root" && cargo build --release --quiet --bin rllc)
target_dir=${CARGO_TARGET_DIR:-$root/target}
[[ $target_dir = /* ]] || target_dir=$root/$target_dir
rllc=$target_dir/release/rllc
ll=$work/sqlite3.ll
size=$(stat -c %s "$ll")
echo "sqlite3.ll: $((size / 1024 / 1024)) MiB, $(wc -l < "$ll") lines"

# Both must accept the module, or the timings mean nothing.
"$rllc" --parse-only "$ll"
opt-19 -passes=verify -disable-output "$ll"

echo "== timing ($runs runs each)"
csv=$work/hyperfine.csv
hyperfine --warmup 1 --runs "$runs" --export-csv "$csv" \
    -n rllc "$rllc --parse-only $ll" \
    -n opt-19 "opt-19 -passes=verify -disable-output $ll"

peak_kb() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2}'; }
rllc_kb=$(peak_kb "$rllc" --parse-only "$ll")
opt_kb=$(peak_kb opt-19 -passes=verify -disable-output "$ll")

# hyperfine's CSV: command,mean,stddev,median,user,system,min,max
rllc_mean=$(awk -F, '$1 == "rllc" {print $2}' "$csv")
opt_mean=$(awk -F, '$1 == "opt-19" {print $2}' "$csv")
awk -v r="$rllc_mean" -v o="$opt_mean" -v rk="$rllc_kb" -v ok="$opt_kb" -v s="$size" 'BEGIN {
    printf "\n";
    printf "parse+verify time:  rllc %.3f s   opt-19 %.3f s\n", r, o;
    printf "peak RSS:           rllc %.1f MiB   opt-19 %.1f MiB   (file %.1f MiB)\n", rk / 1024, ok / 1024, s / 1048576;
    printf "speedup (opt-19 time / rllc time):      %.2fx\n", o / r;
    printf "rllc peak memory / file size:           %.2f\n", rk * 1024 / s;
}'
