#!/usr/bin/env bash
# Regenerates the C++ exception-handling run tests of tests/run/ (<prog>.cpp): the IR
# at -O0, -O2 and -O2 -g (clang++-19, run from tests/run so paths stay relative) and
# the expected output <prog>.out, taken from llc-19's builds (static and PIE, linked
# by g++) of every level, which must all agree (stdout, then "exit=<code>").
# Usage: scripts/cpp-eh-tests.sh [prog...]   (default: every tests/run/*.cpp)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT/tests/run"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
progs=${*:-$(ls *.cpp | sed 's/\.cpp$//')}
for p in $progs; do
  # A program may ask for more clang flags in a line "// clang-flags: ...".
  flags=$(sed -n 's|^// clang-flags: ||p' "$p.cpp")
  clang++-19 $flags -S -emit-llvm -O0 "$p.cpp" -o "$p.O0.ll"
  clang++-19 $flags -S -emit-llvm -O2 "$p.cpp" -o "$p.O2.ll"
  clang++-19 $flags -S -emit-llvm -O2 -g "$p.cpp" -o "$p.O2g.ll"
  ref=
  for opt in O0 O2 O2g; do
    for model in static pic; do
      llc-19 -filetype=obj -relocation-model=$model "$p.$opt.ll" -o "$TMP/$p.o"
      if [ $model = static ]; then g++ -static "$TMP/$p.o" -o "$TMP/$p"; else g++ "$TMP/$p.o" -o "$TMP/$p"; fi
      set +e
      (cd "$TMP" && timeout 20 "./$p" >"$TMP/out" 2>/dev/null)
      code=$?
      set -e
      echo "exit=$code" >>"$TMP/out"
      if [ -z "$ref" ]; then
        cp "$TMP/out" "$p.out"
        ref=1
      elif ! cmp -s "$TMP/out" "$p.out"; then
        echo "$p: llc-19's $opt $model build behaves differently" >&2
        exit 1
      fi
    done
  done
  echo "$p: $(tail -1 "$p.out")"
done
