#!/usr/bin/env bash
# A real C++ code base and its own test suite through rllc (issue 22): JsonCpp 1.9.5, from
# Debian's source archive at test time (never committed). JsonCpp reports errors with
# exceptions (Json::LogicError, Json::RuntimeError) and its tests check them
# (JSONTEST_ASSERT_THROWS); libstdc++'s containers, strings, streams and iterators
# carry the rest.
#
#   scripts/cpp-codebase.sh        # RLLC: the rllc to test (default target/release/rllc)
#
# The library, its unit tests (test_lib_json with its jsontest harness and fuzz.cpp) and
# jsontestrunner go through clang++-19 at -O0, -O2 and -O2 -g (-S -emit-llvm); each IR
# set is built by llc-19 at the same level (the reference) and by rllc at -O0 and -O2
# (-relocation-model=pic, g++ PIE link; the -O2 IR also -relocation-model=static,
# g++ -static). Every build runs the unit tests (their report and exit status) and
# jsontestrunner over the package's test/data/*.json (exit status and the checksums of
# the value tree and rewrite files) and test/jsonchecker/*.json (--json-checker: parse
# errors are exceptions). Each report must equal its reference's, and the reference
# must pass its own suite: "All N tests passed" with N >= 100, and the value trees equal
# to the package's .expected files. Exit status 0 when all of that holds.
#
# Work files go to $CPP_CODEBASE_DIR (default target/cpp-codebase).
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

bench_tools clang-19 llc-19 g++ curl
bench_rllc
dir=${CPP_CODEBASE_DIR:-$ROOT/target/cpp-codebase}
mkdir -p "$dir"
cd "$dir"
if [[ ! -d jsoncpp-1.9.5 ]]; then
    echo "== fetching JsonCpp 1.9.5 (Debian's libjsoncpp_1.9.5.orig.tar.gz)"
    curl -sSfL -o jsoncpp.tar.gz http://deb.debian.org/debian/pool/main/libj/libjsoncpp/libjsoncpp_1.9.5.orig.tar.gz
    tar -xzf jsoncpp.tar.gz
    rm jsoncpp.tar.gz
fi
src=$dir/jsoncpp-1.9.5
lib=("$src"/src/lib_json/json_reader.cpp "$src"/src/lib_json/json_value.cpp "$src"/src/lib_json/json_writer.cpp)
unit=("$src"/src/test_lib_json/main.cpp "$src"/src/test_lib_json/jsontest.cpp "$src"/src/test_lib_json/fuzz.cpp)
runner=("$src"/src/jsontestrunner/main.cpp)

# ir LEVEL FLAGS...: LEVEL/{lib,unit,runner}/*.ll
ir() {
    local level=$1 f part
    shift
    for part in lib unit runner; do
        mkdir -p "ir-$level/$part"
        local -n files=$part
        for f in "${files[@]}"; do
            local out=ir-$level/$part/$(basename "$f" .cpp).ll
            [[ -s $out ]] || clang++-19 "$@" -S -emit-llvm -w -I"$src/include" "$f" -o "$out"
        done
    done
}
ir O0 -O0
ir O2 -O2
ir O2g -O2 -g

# build NAME IR TOOL OPT MODEL: NAME/unit and NAME/runner.
build() {
    local name=$1 level=$2 tool=$3 opt=$4 model=$5 f part static=()
    [[ $model == static ]] && static=(-static)
    rm -rf "$name" && mkdir -p "$name"
    for part in lib unit runner; do
        for f in ir-"$level"/$part/*.ll; do
            "$tool" "$opt" -filetype=obj -relocation-model="$model" "$f" -o "$name/${part}_$(basename "$f" .ll).o"
        done
    done
    g++ "$name"/lib_*.o "$name"/unit_*.o -o "$name/unit" "${static[@]}"
    g++ "$name"/lib_*.o "$name"/runner_*.o -o "$name/runner" "${static[@]}"
}

# report NAME: what the build does with the suite, on stdout.
report() {
    local name=$1 f base status
    status=0
    "$name/unit" >"$name/unit.out" 2>&1 || status=$?
    cat "$name/unit.out"
    echo "test_lib_json exit $status"
    mkdir -p "$name/data"
    for f in "$src"/test/data/*.json; do
        base=$name/data/$(basename "$f" .json)
        cp "$f" "$base.json"
        status=0
        "$name/runner" "$base.json" >/dev/null 2>&1 || status=$?
        # A file the runner did not write (it rejected the input) sums as "none".
        echo "$(basename "$f"): exit $status, tree $( { cksum <"$base.actual"; } 2>/dev/null || echo none)," \
            "rewrite $( { cksum <"$base.rewrite"; } 2>/dev/null || echo none)"
        if [[ -f ${f%.json}.expected ]] && cmp -s "$base.actual" "${f%.json}.expected"; then
            echo "  as expected"
        fi
    done
    for f in "$src"/test/jsonchecker/*.json; do
        status=0
        "$name/runner" --json-checker "$f" >/dev/null 2>&1 || status=$?
        echo "jsonchecker $(basename "$f"): exit $status"
    done
}

failed=0
for level in O0 O2 O2g; do
    ref_opt=-O2
    [[ $level == O0 ]] && ref_opt=-O0
    echo "== $level IR: reference (llc-19 $ref_opt)"
    build "ref-$level" "$level" llc-19 "$ref_opt" pic
    report "ref-$level" >"ref-$level.report"
    passed=$(sed -n 's/^All \([0-9]*\) tests passed$/\1/p' "ref-$level.report")
    expected=$(grep -c '^  as expected$' "ref-$level.report" || true)
    echo "reference: ${passed:-0} unit tests passed, $expected value trees as expected"
    if ((${passed:-0} < 100 || expected < 30)); then
        echo "error: the reference build does not pass its own suite" >&2
        failed=1
        continue
    fi
    builds=("rllc-O2 pic" "rllc-O0 pic")
    [[ $level == O2 ]] && builds+=("rllc-O2 static")
    for spec in "${builds[@]}"; do
        read -r tool_opt model <<<"$spec"
        name=$tool_opt-$model-$level
        build "$name" "$level" "$RLLC_BIN" "-${tool_opt#rllc-}" "$model"
        report "$name" >"$name.report"
        if cmp -s "ref-$level.report" "$name.report"; then
            echo "$name: same as llc-19's build"
        else
            echo "$name: MISMATCH"
            diff "ref-$level.report" "$name.report" | head -20 || true
            failed=1
        fi
    done
done
exit $failed
