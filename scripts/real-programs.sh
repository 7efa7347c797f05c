#!/usr/bin/env bash
# Real C code bases through rllc, fetched from the npm registry at test time (never
# committed): LZ4 (its library and `lz4` command, from the npm package lz4), Brotli
# (its library, from the npm package iltorb, driven by tests/real/brotli_driver.c) and
# libxml2 (library and `xmllint`, from the npm package libxmljs2) and tree-sitter (its
# runtime from the npm package tree-sitter and the C grammar's 3.7 MB generated parser
# from tree-sitter-c, driven by tests/real/tree_sitter_driver.c), expat (its library and
# its own test suite, from the npm package node-expat) and zstd (the single-file library
# in the PyPI package zstandard, driven by tests/real/zstd_driver.c).
# Each C file goes through clang-19 -O2 -S -emit-llvm, then is built by llc-19 -O2 (the
# reference) and by rllc -O2 and -O0 (-relocation-model=pic, gcc PIE link). The programs
# run on a fixed input (the fetched sources themselves, concatenated) and must give
# the same output as the reference: byte-identical .lz4 files at levels 1, 9 and 12 that
# decompress to the input, the same brotli sizes and hashes at qualities 0-11, and the
# same xmllint results (DTD validation, formatting, XPath, canonical XML, HTML parsing)
# on a generated XML document, and the same tree-sitter trees, edits and query matches
# for C sources (the fetched ones), the same expat test-suite report, and the same zstd
# sizes and hashes (with round trips).
#
#   scripts/real-programs.sh       # RLLC: the rllc to test (default target/release/rllc)
#   TARGET=aarch64-linux-gnu scripts/real-programs.sh   # IR, builds and links for that
#                                  # triple (the cross gcc), programs run under qemu
#   TARGET=riscv64-linux-gnu scripts/real-programs.sh   # the same for RISC-V 64
#
# REAL_PROGRAMS (default "lz4 brotli libxml2 tree-sitter expat zstd") limits the programs.
# Work files go to $REAL_PROGRAMS_DIR (default target/real-programs[-TARGET]). Exit
# status 0 when every build matches.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

target=${TARGET:-x86_64-linux-gnu}
case $target in
    x86_64-linux-gnu) link=gcc run=() ;;
    aarch64-linux-gnu) link=aarch64-linux-gnu-gcc run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
    riscv64-linux-gnu) link=riscv64-linux-gnu-gcc run=(qemu-riscv64 -L /usr/riscv64-linux-gnu) ;;
    *) echo "error: no way to link and run programs for TARGET=$target" >&2; exit 2 ;;
esac
bench_tools clang-19 llc-19 npm "$link" ${run[@]+"${run[0]}"}
bench_rllc
programs=" ${REAL_PROGRAMS:-lz4 brotli libxml2 tree-sitter expat zstd} "
want() { [[ $programs == *" $1 "* ]]; }
dir=${REAL_PROGRAMS_DIR:-$ROOT/target/real-programs${TARGET:+-$TARGET}}
mkdir -p "$dir"
cd "$dir"

bench_npm_fetch lz4@0.6.5 lz4-src
bench_npm_fetch iltorb@2.4.5 brotli-src
bench_npm_fetch libxmljs2@0.35.0 libxml2-src
bench_npm_fetch tree-sitter@0.21.1 tree-sitter-src
bench_npm_fetch tree-sitter-c@0.21.4 tree-sitter-c-src
bench_npm_fetch node-expat@2.4.1 expat-src
bench_pypi_fetch zstandard==0.23.0 zstd-src
lz4=lz4-src/deps/lz4
br=brotli-src/brotli/c
xml=libxml2-src/vendor/libxml
ts=tree-sitter-src/vendor/tree-sitter/lib
tsc=tree-sitter-c-src/src
expat=expat-src/deps/libexpat
zstd=zstd-src/zstd

# to_ir NAME FLAGS -- FILES: clang-19 -O2 IR for each file into NAME/ir/.
to_ir() {
    local name=$1 flags=()
    shift
    while [[ $1 != -- ]]; do flags+=("$1"); shift; done
    shift
    mkdir -p "$name/ir"
    for f in "$@"; do
        local out=$name/ir/$(basename "$(dirname "$f")")_$(basename "$f" .c).ll
        [[ -s $out ]] || clang-19 --target="$target" -O2 -S -emit-llvm -w "${flags[@]}" "$f" -o "$out"
    done
}
want lz4 && to_ir lz4 -I"$lz4/lib" -I"$lz4/programs" -- "$lz4"/lib/*.c "$lz4"/programs/*.c
want brotli && to_ir brotli -I"$br/include" -- "$br"/common/*.c "$br"/dec/*.c "$br"/enc/*.c "$ROOT/tests/real/brotli_driver.c"
# libxml2 as xmllint: every source but the other programs (runsuite, rngparser,
# xmlcatalog), the obsolete DocBook parser, and trio (not configured in).
xml_sources=()
for f in "$xml"/*.c; do
    case $(basename "$f") in runsuite.c | rngparser.c | xmlcatalog.c | DOCBparser.c | trio.c) ;; *) xml_sources+=("$f") ;; esac
done
want libxml2 && to_ir libxml2 -I"$xml" -I"$xml/include" -DHAVE_CONFIG_H -- "${xml_sources[@]}"
# lib.c includes every runtime source (tree-sitter's own unity build).
want tree-sitter && to_ir tree-sitter -I"$ts/include" -I"$ts/src" -I"$tsc" -- "$ts/src/lib.c" "$tsc/parser.c" "$ROOT/tests/real/tree_sitter_driver.c"
# expat as its test suite (runtests with the minicheck harness), configured by the
# package's expat_config.h.
want expat && to_ir expat -DHAVE_EXPAT_CONFIG_H -I"$expat" -I"$expat/lib" -- "$expat"/lib/xmlparse.c "$expat"/lib/xmlrole.c \
    "$expat"/lib/xmltok.c "$expat"/tests/runtests.c "$expat"/tests/minicheck.c "$expat"/tests/chardata.c "$expat"/tests/memcheck.c
want zstd && to_ir zstd -I"$zstd" -- "$zstd/zstd.c" "$ROOT/tests/real/zstd_driver.c"

# build NAME BUILD TOOL OPT: NAME/BUILD/prog from NAME/ir/*.ll.
build() {
    local name=$1 b=$2 tool=$3 opt=$4 f
    mkdir -p "$name/$b"
    for f in "$name"/ir/*.ll; do
        "$tool" "$opt" -mtriple="$target" -filetype=obj -relocation-model=pic "$f" -o "$name/$b/$(basename "$f" .ll).o"
    done
    "$link" "$name/$b"/*.o -o "$name/$b/prog" -lm -lpthread -ldl
}

# prog NAME BUILD ARGS...: runs NAME/BUILD/prog (under the target's emulator).
prog() {
    local name=$1 b=$2
    shift 2
    ${run[@]+"${run[@]}"} "$name/$b/prog" "$@"
}

# A document with a DTD (IDs, defaulted attributes, entities, character references).
{
    echo '<?xml version="1.0"?>'
    echo '<!DOCTYPE catalog [<!ELEMENT catalog (book*)><!ELEMENT book (title,price,tags?)>'
    echo '<!ATTLIST book id ID #REQUIRED lang CDATA "en"><!ELEMENT title (#PCDATA)>'
    echo '<!ELEMENT price (#PCDATA)><!ELEMENT tags (tag*)><!ELEMENT tag (#PCDATA)>'
    echo '<!ENTITY co "Company &amp; Co">]>'
    echo '<catalog>'
    awk 'BEGIN {
        split("en fr de", langs, " ");
        for (i = 0; i < 3000; i++) {
            printf "  <book id=\"b%d\"%s><title>Title %d &co; &#x%x;</title><price>%d.%02d</price>", i, (i % 4 ? " lang=\"" langs[i % 3 + 1] "\"" : ""), i, 65 + i % 26, (i * 37) % 100, (i * 11) % 100;
            if (i % 2 == 0) { printf "<tags>"; for (k = 0; k < i % 5; k++) printf "<tag>t%d</tag>", (i + k) % 50; printf "</tags>" }
            print "</book>"
        }
    }'
    echo '</catalog>'
} >catalog.xml

cat "$lz4"/lib/*.c "$lz4"/programs/*.c "$br"/enc/*.c "$br"/dec/*.c >input.bin
head -c 300000 input.bin >input-small.bin
failed=0
for b in "${REFERENCE_BUILDS[@]}"; do
    build_tool "$b"
    echo "== $b: building$programs"
    for p in $programs; do
        build "$p" "$b" "$tool" "$opt"
    done
    out=$b.out
    : >"$out"
    want lz4 && for level in 1 9 12; do
        prog lz4 "$b" -"$level" -f -q input.bin "$b.$level.lz4"
        prog lz4 "$b" -d -f -q "$b.$level.lz4" "$b.$level.dec"
        cmp -s input.bin "$b.$level.dec" && echo "lz4 -$level round trip ok" >>"$out" || echo "lz4 -$level round trip FAILED" >>"$out"
        echo "lz4 -$level: $(cksum <"$b.$level.lz4")" >>"$out"
    done
    status=0
    want brotli && { prog brotli "$b" input-small.bin >>"$out" || status=$?; echo "brotli exit $status" >>"$out"; }
    x() { prog libxml2 "$b" "$@"; }
    if want libxml2; then {
        x --valid --noout catalog.xml && echo "xmllint --valid: ok"
        echo "format: $(x --format catalog.xml | cksum)"
        echo "sum(//price): $(x --xpath 'sum(//price)' catalog.xml)"
        echo "count(fr tags): $(x --xpath 'count(//book[@lang="fr"]/tags/tag)' catalog.xml)"
        echo "c14n: $(x --c14n catalog.xml | cksum)"
        echo "noent html: $(x --noent --html catalog.xml 2>&1 | cksum)"
    } >>"$out" 2>&1 || echo "xmllint failed" >>"$out"; fi
    status=0
    want tree-sitter && {
        prog tree-sitter "$b" "$ts"/src/*.c "$tsc/parser.c" "$xml/parser.c" "$br/enc/encode.c" >>"$out" || status=$?
        echo "tree-sitter exit $status" >>"$out"
    }
    status=0
    want expat && { prog expat "$b" >>"$out" 2>&1 || status=$?; echo "expat runtests exit $status" >>"$out"; }
    status=0
    want zstd && { prog zstd "$b" input-small.bin >>"$out" 2>&1 || status=$?; echo "zstd exit $status" >>"$out"; }
    if [[ $b != reference ]]; then
        if cmp -s reference.out "$out"; then
            echo "$b: same results as llc-19"
        else
            echo "$b: MISMATCH"
            diff reference.out "$out" || true
            failed=1
        fi
    else
        cat "$out"
    fi
done
exit $failed
