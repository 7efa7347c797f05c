#!/bin/sh
# Regenerates the .ll inputs of tests/module_asm.rs from the C sources here with clang-19.
set -e
cd "$(dirname "$0")"
cc="clang-19 -S -emit-llvm --target=x86_64-linux-gnu"
$cc -O2 symver_run.c -o symver_run.O2.ll
$cc -O0 symver_run.c -o symver_run.O0.ll
$cc -O2 directives.c -o directives.O2.ll
# Strip the producer's absolute paths and version so regenerating elsewhere gives the same text.
sed -i -e '/^!llvm.ident/d' -e '/^!.*= !{!"Debian clang/d' -e 's/^; ModuleID = .*/; ModuleID = input/' *.ll
for o in O0 O2; do
  clang-19 -S -emit-llvm --target=aarch64-linux-gnu -$o a64_run.c -o a64_run.$o.ll
done
sed -i -e '/^!llvm.ident/d' -e '/^!.*= !{!"Debian clang/d' -e 's/^; ModuleID = .*/; ModuleID = input/' a64_run.*.ll
