#!/usr/bin/env bash
# Regenerates the committed IR corpus (tests/corpus/ll) and the expected outputs
# (tests/corpus/expected) from the C programs in tests/programs.
#
# Usage (from anywhere):
#   tests/corpus/regen.sh            # regenerate .ll files and expected outputs
#   tests/corpus/regen.sh --csmith   # additionally regenerate the csmith C sources first
#
# Needs: clang-19, the Debian cross sysroots (libc6-dev-arm64-cross,
# libc6-dev-riscv64-cross), mingw-w64 headers, and csmith + libcsmith-dev (csmith.h).
# The output is deterministic and does not depend on where the repository is checked out:
# clang runs from the repository root on relative paths and the debug-info compilation
# directory is mapped to ".".
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

CLANG="${CLANG:-clang-19}"
JOBS="${JOBS:-$(nproc)}"
PROGDIR=tests/programs
CORPUS=tests/corpus
LLDIR=$CORPUS/ll
EXPDIR=$CORPUS/expected
CSMITH_INC=/usr/include/csmith

# ---------------------------------------------------------------------------
# csmith programs: fixed seeds and options (csmith 2.3.0). The generated sources
# are committed under tests/programs/csmith/seed_<N>.c; they are only regenerated
# with --csmith. Seeds were picked from 1001..1030 skipping programs that do not
# terminate within a second (1010, 1027, 1029) or are over ~1500 lines (1004).
CSMITH_SEEDS=(1001 1002 1003 1005 1007 1008 1009 1011 1013 1023)
CSMITH_OPTS=(--max-funcs 4 --max-block-depth 3 --no-packed-struct)

# ---------------------------------------------------------------------------
# Targets. Every program is compiled for the four non-Apple triples; programs
# named nohdr_* (no system headers at all) also for the two Apple triples.
TRIPLES=(x86_64-linux-gnu aarch64-linux-gnu riscv64-linux-gnu x86_64-w64-windows-gnu)
APPLE_TRIPLES=(arm64-apple-macosx x86_64-apple-macosx)

# Per-program exclusions: "<program> <triple>" pairs that are not generated.
#   threads_tls:    POSIX threads (pthread_create) — POSIX only, skipped for Windows.
#   setjmp_longjmp: mingw's longjmp unwinds through SEH tables on x86_64 Windows, so
#                   running it needs SEH unwind info; skipped for Windows.
EXCLUDE=(
  "threads_tls x86_64-w64-windows-gnu"
  "setjmp_longjmp x86_64-w64-windows-gnu"
)

# Optimization variants: name -> clang flags (see opt_flags below).
OPT_NAMES=(O0 O2 O2g)
# csmith programs get the same variants; the whole corpus stays around 40 MB. If it
# grows too large, drop O2g here first.
CSMITH_OPT_NAMES=(O0 O2 O2g)

# The triple given to clang. Apple triples get an explicit deployment target (the
# directory name stays without it): with no version clang assumes macOS 10.4 and emits
# DWARF 2 for x86_64, which no current toolchain produces.
clang_triple() {
  case "$1" in
    arm64-apple-macosx) echo "arm64-apple-macosx11.0.0" ;;
    x86_64-apple-macosx) echo "x86_64-apple-macosx10.15.0" ;;
    *) echo "$1" ;;
  esac
}

opt_flags() {
  case "$1" in
    O0) echo "-O0" ;;
    O2) echo "-O2" ;;
    O2g) echo "-O2 -g" ;;
    *) echo "unknown optimization variant $1" >&2; exit 1 ;;
  esac
}

# Header search per triple. -nostdlibinc drops the host's system include paths but
# keeps clang's own resource headers (stdarg.h, stdatomic.h, ...).
triple_flags() {
  case "$1" in
    x86_64-linux-gnu) echo "-nostdlibinc -isystem /usr/include/x86_64-linux-gnu -isystem /usr/include" ;;
    aarch64-linux-gnu) echo "-nostdlibinc -isystem /usr/aarch64-linux-gnu/include" ;;
    riscv64-linux-gnu) echo "-nostdlibinc -isystem /usr/riscv64-linux-gnu/include" ;;
    x86_64-w64-windows-gnu) echo "-nostdlibinc -isystem /usr/x86_64-w64-mingw32/include" ;;
    *-apple-macosx) echo "-nostdlibinc" ;;
    *) echo "unknown triple $1" >&2; exit 1 ;;
  esac
}

excluded() { # prog triple
  local e
  for e in "${EXCLUDE[@]}"; do [[ "$e" == "$1 $2" ]] && return 0; done
  return 1
}

for tool in "$CLANG"; do
  command -v "$tool" >/dev/null || { echo "regen.sh: $tool not found" >&2; exit 1; }
done
[[ -f $CSMITH_INC/csmith.h ]] || { echo "regen.sh: $CSMITH_INC/csmith.h not found (install libcsmith-dev)" >&2; exit 1; }

if [[ "${1:-}" == "--csmith" ]]; then
  command -v csmith >/dev/null || { echo "regen.sh: csmith not found" >&2; exit 1; }
  mkdir -p $PROGDIR/csmith
  rm -f $PROGDIR/csmith/seed_*.c
  for s in "${CSMITH_SEEDS[@]}"; do
    (cd $PROGDIR/csmith && csmith --seed "$s" "${CSMITH_OPTS[@]}" -o "seed_$s.c")
  done
fi

# ---------------------------------------------------------------------------
# Build the job list: one line per output file: "<out.ll> <triple> <optname> <src> <extra>".
rm -rf "$LLDIR" "$EXPDIR"
mkdir -p "$EXPDIR"
JOBFILE="$(mktemp)"
trap 'rm -f "$JOBFILE"; [[ -n "${NATIVE_TMP:-}" ]] && rm -rf "$NATIVE_TMP"' EXIT

add_jobs() { # prog src extra triples... (opt names from $opts)
  local prog=$1 src=$2 extra=$3; shift 3
  local t o
  for t in "$@"; do
    excluded "$prog" "$t" && continue
    mkdir -p "$LLDIR/$t"
    for o in "${opts[@]}"; do
      echo "$LLDIR/$t/$prog.$o.ll|$t|$o|$src|$extra" >>"$JOBFILE"
    done
  done
}

for src in $PROGDIR/*.c; do
  prog=$(basename "$src" .c)
  opts=("${OPT_NAMES[@]}")
  if [[ $prog == nohdr_* ]]; then
    add_jobs "$prog" "$src" "" "${TRIPLES[@]}" "${APPLE_TRIPLES[@]}"
  else
    add_jobs "$prog" "$src" "" "${TRIPLES[@]}"
  fi
done
for src in $PROGDIR/csmith/seed_*.c; do
  prog=csmith_$(basename "$src" .c)
  opts=("${CSMITH_OPT_NAMES[@]}")
  add_jobs "$prog" "$src" "-w -I$CSMITH_INC" "${TRIPLES[@]}"
done

compile_one() {
  local out triple opt src extra
  IFS='|' read -r out triple opt src extra <<<"$1"
  # shellcheck disable=SC2086
  "$CLANG" -S -emit-llvm --target="$(clang_triple "$triple")" $(triple_flags "$triple") $(opt_flags "$opt") \
    -fdebug-prefix-map="$ROOT"=. $extra -o "$out" "$src"
}
export -f compile_one triple_flags opt_flags clang_triple
export CLANG ROOT

echo "regen.sh: compiling $(wc -l <"$JOBFILE") .ll files with $JOBS jobs"
tr '\n' '\0' <"$JOBFILE" | xargs -0 -P "$JOBS" -I{} bash -c 'compile_one "$1"' _ {}

# ---------------------------------------------------------------------------
# Expected outputs: native x86_64 build at -O0, stdout followed by "exit=<code>".
NATIVE_TMP="$(mktemp -d)"
run_expected() { # prog src extra-flags...
  local prog=$1 src=$2; shift 2
  local exe="$NATIVE_TMP/$prog" code=0
  "$CLANG" -O0 -w "$@" -o "$exe" "$src" -lm
  (cd "$NATIVE_TMP" && timeout 20 "$exe" >"$ROOT/$EXPDIR/$prog.out") || code=$?
  echo "exit=$code" >>"$EXPDIR/$prog.out"
}
for src in $PROGDIR/*.c; do
  prog=$(basename "$src" .c)
  case $prog in
    threads_tls) run_expected "$prog" "$src" -pthread ;;
    *) run_expected "$prog" "$src" ;;
  esac
done
for src in $PROGDIR/csmith/seed_*.c; do
  run_expected "csmith_$(basename "$src" .c)" "$src" -I$CSMITH_INC
done

# The feature programs (more triples, languages and instrumentations; not run).
"$ROOT/tests/corpus/regen-features.sh"

echo "regen.sh: $(find "$LLDIR" -name '*.ll' | wc -l) .ll files, $(ls "$EXPDIR" | wc -l) expected outputs"
du -sh "$LLDIR"
