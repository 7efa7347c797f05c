#!/usr/bin/env bash
# Regenerates tests/corpus/ll/features: the programs of tests/programs/features (none
# uses a system header) compiled by clang-19 for many more triples, languages and
# instrumentations than the main corpus: C++ exception models (Itanium, MSVC funclets,
# SjLj, wasm), coroutines, Objective-C, OpenCL for GPUs and SPIR-V, Windows SEH,
# sanitizers, coverage and profile instrumentation, LTO summaries, strict floating point.
# The round-trip, printer and verifier tests read every file under tests/corpus/ll; the
# run tests read only tests/corpus/ll/x86_64-linux-gnu, so none of these is executed.
#
#   tests/corpus/regen-features.sh     (also run at the end of tests/corpus/regen.sh)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
CLANG="${CLANG:-clang-19}"
SRC=tests/programs/features
OUT=tests/corpus/ll/features
command -v "$CLANG" >/dev/null || { echo "regen-features.sh: $CLANG not found" >&2; exit 1; }
rm -rf "$OUT"
mkdir -p "$OUT"

# One line per file: "<name> <source> <triple> <flags...>". Paths are relative and the
# debug compilation directory is ".", so the output does not depend on the checkout.
JOBS="
lang.O0          lang.c   x86_64-linux-gnu -fblocks -O0
lang.O2g         lang.c   x86_64-linux-gnu -fblocks -O2 -g
lang.thinlto     lang.c   x86_64-linux-gnu -fblocks -O2 -flto=thin
lang.fulllto     lang.c   x86_64-linux-gnu -fblocks -O2 -flto
lang.asan        lang.c   x86_64-linux-gnu -fblocks -O1 -fsanitize=address
lang.ubsan       lang.c   x86_64-linux-gnu -fblocks -O1 -fsanitize=undefined
lang.coverage    lang.c   x86_64-linux-gnu -fblocks -O1 -fprofile-instr-generate -fcoverage-mapping
lang.xray        lang.c   x86_64-linux-gnu -fblocks -O1 -fxray-instrument
lang.hardened    lang.c   x86_64-linux-gnu -fblocks -O2 -fstack-protector-all -fcf-protection=full -ftrivial-auto-var-init=pattern -fpatchable-function-entry=4
more.O0.wasm32       more.c wasm32-wasi -O0
more.O2g.wasm32      more.c wasm32-wasi -O2 -g
more.O2.ppc64le      more.c powerpc64le-linux-gnu -O2
more.O2g.s390x       more.c s390x-linux-gnu -O2 -g
more.O2.mips64el     more.c mips64el-linux-gnuabi64 -O2
more.O2g.loongarch64 more.c loongarch64-linux-gnu -O2 -g
more.O2.armv7        more.c armv7-linux-gnueabihf -O2
more.O0g.i686        more.c i686-linux-gnu -O0 -g
more.Os.thumbv7m     more.c thumbv7m-none-eabi -Os
more.O2.sparcv9      more.c sparcv9-sun-solaris -O2
more.O2g.msvc        more.c x86_64-pc-windows-msvc -O2 -g
more.O2.arm64msvc    more.c aarch64-pc-windows-msvc -O2
more.O3.rv64gcv      more.c riscv64-linux-gnu -march=rv64gcv -O3
more.O3.znver4       more.c x86_64-linux-gnu -march=znver4 -O3 -ffast-math
more.O3.avx512       more.c x86_64-linux-gnu -mavx512f -mavx512bw -O3
more.openmp          more.c x86_64-linux-gnu -fopenmp -O2
more.msan            more.c x86_64-linux-gnu -O1 -fsanitize=memory -fsanitize-memory-track-origins
more.tsan            more.c x86_64-linux-gnu -O1 -fsanitize=thread
more.dfsan           more.c x86_64-linux-gnu -O1 -fsanitize=dataflow
more.safestack       more.c x86_64-linux-gnu -O1 -fsanitize=safe-stack
more.kcfi            more.c x86_64-linux-gnu -O1 -fsanitize=kcfi
more.function        more.c x86_64-linux-gnu -O1 -fsanitize=function
more.sancov          more.c x86_64-linux-gnu -O1 -fsanitize-coverage=trace-pc-guard,trace-cmp,pc-table
more.pgogen          more.c x86_64-linux-gnu -O2 -fprofile-generate
more.cspgogen        more.c x86_64-linux-gnu -O2 -fcs-profile-generate
more.probes          more.c x86_64-linux-gnu -O2 -fpseudo-probe-for-profiling
more.strictfp        more.c x86_64-linux-gnu -O2 -ffp-model=strict
more.zeroregs        more.c x86_64-linux-gnu -O2 -fzero-call-used-regs=all -mspeculative-load-hardening
more.sanmeta         more.c x86_64-linux-gnu -O2 -fexperimental-sanitize-metadata=atomics,uar
more.splitstack      more.c x86_64-linux-gnu -O2 -fsplit-stack
more.hwasan          more.c aarch64-linux-gnu -O1 -fsanitize=hwaddress
more.memtag          more.c aarch64-linux-gnu -march=armv8.5-a+memtag -O1 -fsanitize=memtag-stack
more.bti             more.c aarch64-linux-gnu -O2 -mbranch-protection=standard
more.sls             more.c aarch64-linux-gnu -O2 -mharden-sls=all -moutline-atomics
eh.O0            eh.cpp x86_64-linux-gnu -O0
eh.O2g           eh.cpp x86_64-linux-gnu -O2 -g
eh.cfi           eh.cpp x86_64-linux-gnu -O2 -flto -fvisibility=hidden -fsanitize=cfi -fwhole-program-vtables
eh.vfe           eh.cpp x86_64-linux-gnu -O2 -flto -fvisibility=hidden -fvirtual-function-elimination
eh.ubsan         eh.cpp x86_64-linux-gnu -O1 -fsanitize=undefined,vptr
eh.relvtables    eh.cpp x86_64-linux-gnu -O2 -fexperimental-relative-c++-abi-vtables
eh.O2.aarch64    eh.cpp aarch64-linux-gnu -O2
eh.O2g.riscv64   eh.cpp riscv64-linux-gnu -O2 -g
eh.O0.msvc       eh.cpp x86_64-pc-windows-msvc -O0
eh.O2g.msvc      eh.cpp x86_64-pc-windows-msvc -O2 -g
eh.O2.arm64msvc  eh.cpp aarch64-pc-windows-msvc -O2
eh.O2.i686msvc   eh.cpp i686-pc-windows-msvc -O2
eh.O2.mingw      eh.cpp x86_64-w64-windows-gnu -O2
eh.O2.macos      eh.cpp arm64-apple-macosx11.0.0 -O2
eh.sjlj          eh.cpp armv7-linux-gnueabihf -O2 -fsjlj-exceptions
eh.wasm          eh.cpp wasm32-wasi -O2 -fwasm-exceptions
coro.O0          coro.cpp x86_64-linux-gnu -std=c++20 -O0
coro.O2          coro.cpp x86_64-linux-gnu -std=c++20 -O2
coro.O2g.aarch64 coro.cpp aarch64-linux-gnu -std=c++20 -O2 -g
objc.O0.macos    objc.m arm64-apple-macosx11.0.0 -O0
objc.O2.macos    objc.m arm64-apple-macosx11.0.0 -O2
objc.O2g.macos   objc.m x86_64-apple-macosx10.15.0 -O2 -g
objc.gnustep     objc.m x86_64-linux-gnu -fobjc-runtime=gnustep-2.0 -O2
kernel.amdgcn    kernel.cl amdgcn-amd-amdhsa -cl-std=CL2.0 -mcpu=gfx90a -nogpulib -O2
kernel.amdgcn.O0g kernel.cl amdgcn-amd-amdhsa -cl-std=CL2.0 -mcpu=gfx1100 -nogpulib -O0 -g
kernel.nvptx     kernel.cl nvptx64-nvidia-cuda -cl-std=CL2.0 -O2
kernel.spir      kernel.cl spir64 -cl-std=CL2.0 -O0
kernel.spirv     kernel.cl spirv64 -cl-std=CL2.0 -O2 -g
seh.O2.msvc      seh.c x86_64-pc-windows-msvc -fms-extensions -O2
seh.O0g.msvc     seh.c x86_64-pc-windows-msvc -fms-extensions -O0 -g
seh.O1.arm64msvc seh.c aarch64-pc-windows-msvc -fms-extensions -O1
seh.O1.i686msvc  seh.c i686-pc-windows-msvc -fms-extensions -O1
"
n=0
while read -r name src triple flags; do
  [[ -z $name ]] && continue
  # shellcheck disable=SC2086
  "$CLANG" -S -emit-llvm --target="$triple" -ffreestanding -fdebug-prefix-map="$ROOT"=. \
    -fdebug-compilation-dir=. $flags -o "$OUT/$name.ll" "$SRC/$src"
  n=$((n + 1))
done <<<"$JOBS"
echo "regen-features.sh: $n .ll files in $OUT"
