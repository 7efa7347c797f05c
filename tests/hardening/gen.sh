#!/bin/sh
# Regenerates the .ll inputs of tests/hardening.rs from the C sources here with clang-19.
set -e
cd "$(dirname "$0")"
cc="clang-19 -S -emit-llvm --target=x86_64-linux-gnu"
for o in O0 O2; do
  $cc -$o -fcf-protection=full cet.c -o cet.full.$o.ll
  $cc -$o -fstack-clash-protection probe.c -o probe.$o.ll
done
$cc -O2 -fcf-protection=full jt.c -o jt.full.O2.ll
$cc -O2 -fcf-protection=branch jt.c -o jt.branch.O2.ll
$cc -O2 -fcf-protection=return jt.c -o jt.return.O2.ll
$cc -O2 -fno-jump-tables jt.c -o jt.nojt.O2.ll
$cc -O2 -fstack-clash-protection probe_sizes.c -o probe_sizes.O2.ll
$cc -O2 -fstack-clash-protection vla.c -o vla.O2.ll
$cc -O2 -fpatchable-function-entry=3,1 entry.c -o entry.patchable.O2.ll
$cc -O2 -pg entry.c -o entry.pg.O2.ll
$cc -O2 -pg -mfentry entry.c -o entry.fentry.O2.ll
for o in O0 O2; do $cc -$o -pg -mfentry fentry_run.c -o fentry_run.$o.ll; done
$cc -O2 deplibs.c -o deplibs.O2.ll
for o in O0 O2; do $cc -$o -fpatchable-function-entry=5,2 patchable_run.c -o patchable_run.$o.ll; done
$cc -O0 -fpatchable-function-entry=2 -fcf-protection=full cet.c -o cet.patchable.O0.ll
clang++-19 -S -emit-llvm --target=x86_64-linux-gnu -O0 -fpatchable-function-entry=4,1 comdat.cpp -o comdat.patchable.O0.ll
$cc -O0 -Wframe-larger-than=50 frame_size.c -o frame_size.O0.ll 2>/dev/null
$cc -O2 -Wframe-larger-than=50 frame_size.c -o frame_size.O2.ll 2>/dev/null
# AArch64 branch protection: "standard" (BTI, PAC with the A key, GCS) and "all" with the B key.
a64="clang-19 -S -emit-llvm --target=aarch64-linux-gnu"
for o in O0 O2; do
  $a64 -$o -mbranch-protection=standard bti.c -o bti.std.$o.ll
  $a64 -$o -mbranch-protection=pac-ret+leaf+b-key+bti bti.c -o bti.bkey.$o.ll
  $a64 -$o -mbranch-protection=standard -ffreestanding -fno-stack-protector bti_run.c -o bti_run.$o.ll
done
a64xx="clang++-19 -S -emit-llvm --target=aarch64-linux-gnu -O2"
$a64xx -mbranch-protection=standard bti_eh.cpp -o bti_eh.std.O2.ll
$a64xx -mbranch-protection=pac-ret+b-key+bti bti_eh.cpp -o bti_eh.bkey.O2.ll
# Strip the producer's absolute paths and version so regenerating elsewhere gives the same text.
sed -i -e '/^!llvm.ident/d' -e '/^!.*= !{!"Debian clang/d' -e 's/^; ModuleID = .*/; ModuleID = input/' *.ll
