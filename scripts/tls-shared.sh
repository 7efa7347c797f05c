#!/usr/bin/env bash
# Thread-local storage in shared objects: the general- and local-dynamic models
# (`__tls_get_addr`), which llc uses for PIC code that is not PIE.
# tests/tls/tlslib.c goes through clang-19 -fPIC at -O0 and -O2, then is built by llc-19
# (the reference) and by rllc -O2 and -O0 into a shared library; tests/tls/main.c (gcc)
# links one copy and dlopens another and calls both from four threads. Every rllc build
# must print what the llc-19 build prints. The script also checks that rllc's objects
# carry the dynamic-model relocations (TLSGD, TLSLD, DTPOFF32, with the PLT32 call of
# __tls_get_addr) and that its assembly output assembles (llvm-mc-19 and GNU as, without
# warnings) to the same .text.
#
#   scripts/tls-shared.sh        # RLLC: the rllc to test (default target/release/rllc)
#
# Work files go to $TLS_SHARED_DIR (default target/tls-shared). Exit status 0 when every
# build matches.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

bench_tools clang-19 llc-19 llvm-mc-19 gcc as readelf objcopy
bench_rllc
dir=${TLS_SHARED_DIR:-$ROOT/target/tls-shared}
mkdir -p "$dir"
cd "$dir"

failed=0
for src_opt in O0 O2; do
    ll=tlslib.$src_opt.ll
    clang-19 --target=x86_64-linux-gnu -"$src_opt" -fPIC -S -emit-llvm "$ROOT/tests/tls/tlslib.c" -o "$ll"
    for b in "${REFERENCE_BUILDS[@]}"; do
        build_tool "$b"
        d=$src_opt/$b
        mkdir -p "$d"
        "$tool" "$opt" -filetype=obj -relocation-model=pic "$ll" -o "$d/tlslib.o"
        gcc -shared "$d/tlslib.o" -o "$d/libtls.so"
        cp "$d/libtls.so" "$d/libtls_dl.so"
        gcc -O1 "$ROOT/tests/tls/main.c" -o "$d/main" -L"$d" -ltls -Wl,-rpath,"$PWD/$d" -rdynamic -ldl -lpthread
        "$d/main" "$PWD/$d/libtls_dl.so" >"$d/out" 2>&1 || echo "exit $?" >>"$d/out"
        if [[ $b == reference ]]; then
            echo "== $src_opt reference:"
            cat "$d/out"
            continue
        fi
        if cmp -s "$src_opt/reference/out" "$d/out"; then
            echo "$src_opt $b: same results as llc-19"
        else
            echo "$src_opt $b: MISMATCH"
            diff "$src_opt/reference/out" "$d/out" || true
            failed=1
        fi
        relocs=$(readelf -rW "$d/tlslib.o")
        for r in R_X86_64_TLSGD R_X86_64_TLSLD R_X86_64_DTPOFF32 R_X86_64_GOTTPOFF; do
            grep -q "$r" <<<"$relocs" || { echo "$src_opt $b: no $r relocation"; failed=1; }
        done
        # The padded general-dynamic sequence must survive the trip through assembly text.
        "$RLLC_BIN" "$opt" -filetype=asm -relocation-model=pic "$ll" -o "$d/tlslib.s"
        objcopy -O binary --only-section=.text "$d/tlslib.o" "$d/text.obj.bin"
        for as_tool in llvm-mc gnu-as; do
            if [[ $as_tool == llvm-mc ]]; then
                llvm-mc-19 -triple=x86_64-linux-gnu -filetype=obj "$d/tlslib.s" -o "$d/tlslib.$as_tool.o"
            else
                as --fatal-warnings "$d/tlslib.s" -o "$d/tlslib.$as_tool.o"
            fi
            objcopy -O binary --only-section=.text "$d/tlslib.$as_tool.o" "$d/text.$as_tool.bin"
            if cmp -s "$d/text.obj.bin" "$d/text.$as_tool.bin"; then
                echo "$src_opt $b: assembly output assembles ($as_tool) to the same .text"
            else
                echo "$src_opt $b: assembly output assembles ($as_tool) to different .text bytes"
                failed=1
            fi
        done
    done
done
exit $failed
