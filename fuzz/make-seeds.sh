#!/usr/bin/env bash
# Regenerates the committed seed corpus fuzz/corpus/parse_verify/seed-*: small modules
# from clang-19 (one function per file, via llvm-extract-19) of tests/programs/*.c and
# fuzz/seed-src/*, plus examples/hello.ll and the negative tests. Files over MAX bytes
# are left out so libFuzzer's mutations stay fast.
set -euo pipefail
cd "$(dirname "$0")/.."
MAX=${MAX:-5000}
out=fuzz/corpus/parse_verify
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$out"/seed-*
mkdir -p "$out"

emit() { # emit <source> <name> <flags...>: clang-19 to $work/<name>.ll, paths made relative
    local src=$1 name=$2; shift 2
    local lang=c; [[ $src == *.cpp ]] && lang=c++
    (cd "$(dirname "$src")" && clang-19 -x "$lang" -S -emit-llvm -w -fdebug-prefix-map="$PWD"=. "$@" \
        "$(basename "$src")" -o "$work/$name.ll") || true
}

for src in tests/programs/*.c fuzz/seed-src/*.c fuzz/seed-src/*.cpp; do
    b=$(basename "${src%.*}")
    emit "$src" "$b-O2" -O2 -fexceptions
    emit "$src" "$b-O0g" -O0 -g -fexceptions
    emit "$src" "$b-O2g" -O2 -g -fexceptions
done

n=0
for f in "$work"/*.ll; do
    for fn in $(grep -oP '^define [^@]*@\K[A-Za-z0-9_.$]+' "$f"); do
        seed="$out/seed-$(basename "${f%.ll}")-$fn.ll"
        llvm-extract-19 -S --func="$fn" "$f" -o - 2>/dev/null | grep -v '^; ModuleID' > "$seed" || true
        if [[ ! -s $seed || $(stat -c %s "$seed") -gt $MAX ]]; then rm -f "$seed"; else n=$((n + 1)); fi
    done
done
cp examples/hello.ll "$out/seed-hello.ll"
for f in tests/negative/*.ll; do cp "$f" "$out/seed-neg-$(basename "$f")"; done
echo "$n extracted seeds; corpus: $(ls "$out"/seed-* | wc -l) files, $(cat "$out"/seed-* | wc -c) bytes"
