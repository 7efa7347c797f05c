#!/usr/bin/env bash
# Regenerates the run-test programs of one target, tests/run/<arch>/ (aarch64 or riscv64;
# tests/run/ itself for x86_64): for every <prog>.c (not the *.gcc.c companions) the IR
# <prog>.{O0,O2,O2g}.ll and the expected output <prog>.out. A program shared by every
# target is tests/run/<prog>.c with a symbolic link tests/run/<arch>/<prog>.c to it.
#
# Usage (from anywhere): tests/run/regen-cross.sh <arch> [<prog>...]   (default: all programs)
# (x86_64 needs the programs named: tests/run/ also holds programs made otherwise.)
#
# IR:   clang-19 -S -emit-llvm --target=<arch>-linux-gnu -nostdlibinc
#         -isystem /usr/<arch>-linux-gnu/include -fdebug-prefix-map=<root>=.
#         {-O0 | -O2 | -O2 -g}      (the same flags as tests/corpus/regen.sh; clang runs
#       from the repository root on relative paths so the files do not depend on the checkout)
# .out: stdout of the O0 .ll built by llc-19 (-filetype=obj -relocation-model=static),
#       linked by <arch>-linux-gnu-gcc -static (with <prog>.gcc.c compiled at -O1, as
#       tests/run_programs.rs does, plus -lm -latomic, and -pthread for threads_*),
#       run under qemu-<arch>, then a last line exit=<code>.
# Checks (the script fails if one differs from the .out): the O2 and O2g .ll built by
# llc-19 (static and PIE), and a pure gcc build (<arch>-linux-gnu-gcc -O2 of <prog>.c and
# its companion), must print the same; a program whose source says "regen: clang only"
# (clang's vector extensions, say) has no gcc build. A line "// regen: clang flags <flags>"
# in the source adds flags to clang's (and to the gcc build's).
#
# Programs using a companion (<prog>.gcc.c) share types and functions through <prog>.h:
# the header is included once with FN(n)=r_##n (definitions, compiled by clang) and once
# with FN(n)=g_##n and PROTO_ONLY (prototypes) on the clang side, and the other way round
# on the gcc side, so every call pattern crosses compilers in both directions.
#
# Needs: clang-19, llc-19, <arch>-linux-gnu-gcc (+ libc6-dev-arm64-cross or
# libc6-dev-riscv64-cross), qemu-<arch>.
set -euo pipefail

ARCH="${1:-}"
case "$ARCH" in
  aarch64 | riscv64) shift ;;
  x86_64) shift; [[ $# -gt 0 ]] || { echo "usage: $0 x86_64 <prog>..." >&2; exit 2; } ;;
  *) echo "usage: $0 aarch64|riscv64|x86_64 [<prog>...]" >&2; exit 2 ;;
esac
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
cd "$ROOT"
DIR=tests/run/$ARCH
TRIPLE=$ARCH-linux-gnu
CLANG="${CLANG:-clang-19}"
LLC="${LLC:-llc-19}"
GCC="${GCC:-$TRIPLE-gcc}"
QEMU=(qemu-$ARCH -L /usr/$TRIPLE)
CFLAGS=(--target=$TRIPLE -nostdlibinc -isystem /usr/$TRIPLE/include "-fdebug-prefix-map=$ROOT=.")
if [[ $ARCH == x86_64 ]]; then
  DIR=tests/run
  GCC=gcc
  QEMU=()
  CFLAGS=(--target=$TRIPLE "-fdebug-prefix-map=$ROOT=.")
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

opt_flags() {
  case "$1" in
    O0) echo "-O0" ;;
    O2) echo "-O2" ;;
    O2g) echo "-O2 -g" ;;
  esac
}

# Link flags beyond the harness's "-lm -latomic" (keep in sync with tests/run_programs.rs).
link_extra() {
  case "$1" in
    threads_*) echo "-pthread" ;;
  esac
}

run() { # exe out
  local code=0
  timeout 20 ${QEMU[@]+"${QEMU[@]}"} "$1" >"$2" || code=$?
  echo "exit=$code" >>"$2"
}

status=0
srcs=("$DIR"/*.c "$DIR"/*.cpp)
if [[ $# -gt 0 ]]; then
  srcs=()
  for p in "$@"; do
    if [[ -f $DIR/$p.cpp ]]; then srcs+=("$DIR/$p.cpp"); else srcs+=("$DIR/$p.c"); fi
  done
fi
C_CLANG=$CLANG C_GCC=$GCC C_CFLAGS=("${CFLAGS[@]}")
for src in "${srcs[@]}"; do
  case "$src" in *.gcc.c | */\*.c | */\*.cpp) continue ;; esac
  # C++ (exceptions: tests/run/eh_*.cpp): clang++-19 with the cross libstdc++'s headers
  # (found by the target triple), the target's g++ to link, no gcc-built comparison.
  CLANG=$C_CLANG GCC=$C_GCC CFLAGS=("${C_CFLAGS[@]}") cxx=
  if [[ $src == *.cpp ]]; then
    CLANG=clang++-19 GCC=${GCC%gcc}g++ CFLAGS=(--target=$TRIPLE "-fdebug-prefix-map=$ROOT=.") cxx=1
  fi
  prog=$(basename "$src"); prog=${prog%.cpp}; prog=${prog%.c}
  comp=()
  [[ -f "$DIR/$prog.gcc.c" ]] && comp=(-O1 -w "$DIR/$prog.gcc.c")
  # Flags of the program's own ("// regen: clang flags -fstack-protector-strong", or for
  # the C++ ones "// clang-flags: -std=c++14", as scripts/cpp-eh-tests.sh reads them).
  own=$(sed -n -e 's|^// regen: clang flags ||p' -e 's|^// clang-flags: ||p' "$src" | head -n1)
  for o in O0 O2 O2g; do
    # shellcheck disable=SC2046,SC2086
    "$CLANG" -S -emit-llvm "${CFLAGS[@]}" $(opt_flags $o) $own -o "$DIR/$prog.$o.ll" "$src"
  done
  # The expected output: llc-19 at O0, static.
  "$LLC" -filetype=obj -relocation-model=static "$DIR/$prog.O0.ll" -o "$TMP/$prog.o"
  # shellcheck disable=SC2046
  "$GCC" "$TMP/$prog.o" -o "$TMP/$prog" -lm -latomic "${comp[@]}" -static $(link_extra "$prog")
  run "$TMP/$prog" "$DIR/$prog.out"
  # The same output from the other builds.
  for o in O0 O2 O2g; do
    for m in static pic; do
      [[ $o == O0 && $m == static ]] && continue
      "$LLC" -filetype=obj -relocation-model=$m "$DIR/$prog.$o.ll" -o "$TMP/$prog.$o.o"
      pie=(-static); [[ $m == pic ]] && pie=()
      comp2=("${comp[@]}"); [[ $m == pic && ${#comp[@]} -gt 0 ]] && comp2+=(-fPIE)
      # shellcheck disable=SC2046
      # GNU ld 2.40 for riscv64 crashes (signal 11) on some of llc-19's -O2 -g objects
      # linked statically: that reference build is skipped, the others still check the .out.
      "$GCC" "$TMP/$prog.$o.o" -o "$TMP/$prog.$o" -lm -latomic "${comp2[@]}" "${pie[@]}" $(link_extra "$prog") \
        || { echo "note: $prog.$o.$m: the linker failed on llc-19's object; skipped" >&2; continue; }
      run "$TMP/$prog.$o" "$TMP/$prog.$o.out"
      if ! cmp -s "$TMP/$prog.$o.out" "$DIR/$prog.out"; then
        echo "regen.sh: $prog: llc-19 $o $m output differs from the O0 one" >&2
        diff "$DIR/$prog.out" "$TMP/$prog.$o.out" | head -5 >&2
        status=1
      fi
    done
  done
  if [[ -n $cxx ]] || grep -q "regen: clang only" "$src"; then
    echo "regen.sh: $prog done (clang only: no gcc build)"
    continue
  fi
  gsrc=("$src"); [[ -f "$DIR/$prog.gcc.c" ]] && gsrc+=("$DIR/$prog.gcc.c")
  # shellcheck disable=SC2046
  # shellcheck disable=SC2046,SC2086
  "$GCC" -O2 -w $own "${gsrc[@]}" -o "$TMP/$prog.gcc" -lm -latomic $(link_extra "$prog")
  run "$TMP/$prog.gcc" "$TMP/$prog.gcc.out"
  if ! cmp -s "$TMP/$prog.gcc.out" "$DIR/$prog.out"; then
    echo "regen.sh: $prog: the gcc -O2 build's output differs" >&2
    diff "$DIR/$prog.out" "$TMP/$prog.gcc.out" | head -5 >&2
    status=1
  fi
  if [[ "$(tail -n1 "$DIR/$prog.out")" != "exit=0" ]]; then
    echo "regen.sh: $prog: exits with $(tail -n1 "$DIR/$prog.out")" >&2
    status=1
  fi
  echo "regen.sh: $prog done"
done
exit $status
