#!/bin/sh
# Regenerates the .ll inputs of tests/intel_asm.rs from the C sources here with clang-19.
set -e
cd "$(dirname "$0")"
cc="clang-19 -S -emit-llvm --target=x86_64-linux-gnu"
$cc -O2 -masm=intel gnu.c -o gnu.O2.ll
$cc -O2 -fasm-blocks ms.c -o ms.O2.ll
# Strip the producer's absolute paths and version so regenerating elsewhere gives the same text.
sed -i -e '/^!llvm.ident/d' -e '/^!.*= !{!"Debian clang/d' -e 's/^; ModuleID = .*/; ModuleID = input/' *.ll
