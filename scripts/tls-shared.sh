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
# TARGET=riscv64-linux-gnu or aarch64-linux-gnu builds for that target instead (cross gcc
# and binutils, run under qemu; RISC-V's dynamic models are `%tls_gd_pcrel_hi` and a
# call of `__tls_get_addr`, AArch64's TLS descriptors).
# Work files go to $TLS_SHARED_DIR (default target/tls-shared[-<arch>]). Exit status 0
# when every build matches.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

triple=${TARGET:-x86_64-linux-gnu}
arch=${triple%%-*}
case $arch in
    x86_64)
        cc=gcc as_bin=as run=() cflags=()
        relocs_wanted=(R_X86_64_TLSGD R_X86_64_TLSLD R_X86_64_DTPOFF32 R_X86_64_GOTTPOFF)
        default_dir=$ROOT/target/tls-shared ;;
    riscv64 | aarch64)
        cc=$triple-gcc as_bin=$triple-as run=(qemu-$arch -L /usr/$triple)
        cflags=(-nostdlibinc -isystem /usr/$triple/include)
        if [[ $arch == riscv64 ]]; then
            relocs_wanted=(R_RISCV_TLS_GD_HI20 R_RISCV_CALL_PLT)
        else
            relocs_wanted=(R_AARCH64_TLSDESC_ADR_PAGE21 R_AARCH64_TLSDESC_CALL)
        fi
        default_dir=$ROOT/target/tls-shared-$arch ;;
    *) echo "error: TARGET=$triple is not supported here" >&2; exit 2 ;;
esac
bench_tools clang-19 llc-19 llvm-mc-19 llvm-readelf-19 llvm-objcopy-19 "$cc" "$as_bin" ${run[0]:+"${run[0]}"}
bench_rllc
dir=${TLS_SHARED_DIR:-$default_dir}
mkdir -p "$dir"
cd "$dir"

failed=0
for src_opt in O0 O2; do
    ll=tlslib.$src_opt.ll
    clang-19 --target="$triple" "${cflags[@]}" -"$src_opt" -fPIC -S -emit-llvm "$ROOT/tests/tls/tlslib.c" -o "$ll"
    for b in "${REFERENCE_BUILDS[@]}"; do
        build_tool "$b"
        d=$src_opt/$b
        mkdir -p "$d"
        "$tool" "$opt" -filetype=obj -relocation-model=pic "$ll" -o "$d/tlslib.o"
        "$cc" -shared "$d/tlslib.o" -o "$d/libtls.so"
        cp "$d/libtls.so" "$d/libtls_dl.so"
        "$cc" -O1 "$ROOT/tests/tls/main.c" -o "$d/main" -L"$d" -ltls -Wl,-rpath,"$PWD/$d" -rdynamic -ldl -lpthread
        "${run[@]}" "$d/main" "$PWD/$d/libtls_dl.so" >"$d/out" 2>&1 || echo "exit $?" >>"$d/out"
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
        relocs=$(llvm-readelf-19 -r "$d/tlslib.o")
        for r in "${relocs_wanted[@]}"; do
            grep -q "$r" <<<"$relocs" || { echo "$src_opt $b: no $r relocation"; failed=1; }
        done
        # The padded general-dynamic sequence must survive the trip through assembly text.
        "$RLLC_BIN" "$opt" -filetype=asm -relocation-model=pic "$ll" -o "$d/tlslib.s"
        llvm-objcopy-19 -O binary --only-section=.text "$d/tlslib.o" "$d/text.obj.bin"
        for as_tool in llvm-mc gnu-as; do
            if [[ $as_tool == llvm-mc ]]; then
                llvm-mc-19 -triple="$triple" -filetype=obj "$d/tlslib.s" -o "$d/tlslib.$as_tool.o"
            else
                "$as_bin" --fatal-warnings "$d/tlslib.s" -o "$d/tlslib.$as_tool.o"
            fi
            llvm-objcopy-19 -O binary --only-section=.text "$d/tlslib.$as_tool.o" "$d/text.$as_tool.bin"
            # GNU as pads a RISC-V .text to its 4-byte alignment with a c.nop (01 00) at the
            # end; the code before it is what must agree.
            size=$(stat -c %s "$d/text.obj.bin")
            if [[ $as_tool == gnu-as && $arch == riscv64 && $(stat -c %s "$d/text.$as_tool.bin") == $((size + 2)) &&
                $(tail -c 2 "$d/text.$as_tool.bin" | od -An -tx1 | tr -d ' ') == 0100 ]]; then
                truncate -s "$size" "$d/text.$as_tool.bin"
            fi
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
