#!/usr/bin/env bash
# C extension modules of CPython packages, built by rllc as shared objects and imported by
# the machine's python3, must pass the packages' own test suites exactly as their llc-19
# builds do: bitarray (517 tests), simplejson's C speedups (290 tests) and the regex
# engine (101 tests), fetched from PyPI at test time (never committed).
# Each extension's C files go through clang-19 -O2 -fPIC with the interpreter's headers,
# then llc-19 -O2 (the reference) or rllc -O2 / -O0 (-relocation-model=pic), and
# `gcc -shared`; the test summaries (tests run, failures, errors) must be equal.
#
#   scripts/python-extensions.sh     # RLLC: the rllc to test (default target/release/rllc)
#
# Work files go to $PY_EXT_DIR (default target/python-extensions). Exit status 0 when
# every build matches.
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

bench_tools clang-19 llc-19 gcc python3
bench_rllc
dir=${PY_EXT_DIR:-$ROOT/target/python-extensions}
mkdir -p "$dir"
cd "$dir"

py_include=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
ext_suffix=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
[[ -f $py_include/Python.h ]] || { echo "error: no Python.h in $py_include"; exit 1; }

bench_pypi_fetch bitarray==2.9.2 bitarray-src
bench_pypi_fetch simplejson==3.19.3 simplejson-src
bench_pypi_fetch regex==2024.11.6 regex-src
ba=bitarray-src
sj=simplejson-src
rx=regex-src/regex_3

# build BUILD TOOL OPT PKGDIR NAME MODULE SOURCE...: compiles the SOURCEs into
# BUILD/NAME/MODULE.so (the package's Python files copied to BUILD/NAME).
build() {
    local b=$1 tool=$2 opt=$3 pkg=$4 name=$5 module=$6 src objs=()
    shift 6
    mkdir -p "$b" ir
    [[ -d $b/$name ]] || cp -r "$pkg" "$b/$name"
    for src in "$@"; do
        local base
        base=$name.$(basename "$src" .c)
        [[ -s ir/$base.ll ]] || clang-19 -O2 -fPIC -w -S -emit-llvm -I"$py_include" -I"$pkg" "$src" -o "ir/$base.ll"
        "$tool" "$opt" -filetype=obj -relocation-model=pic "ir/$base.ll" -o "$b/$base.o"
        objs+=("$b/$base.o")
    done
    gcc -shared "${objs[@]}" -o "$b/$name/$module$ext_suffix"
}

failed=0
for b in "${REFERENCE_BUILDS[@]}"; do
    build_tool "$b"
    echo "== $b: building bitarray, simplejson's speedups and regex"
    build "$b" "$tool" "$opt" "$ba/bitarray" bitarray _bitarray "$ba/bitarray/_bitarray.c"
    build "$b" "$tool" "$opt" "$ba/bitarray" bitarray _util "$ba/bitarray/_util.c"
    build "$b" "$tool" "$opt" "$sj/simplejson" simplejson _speedups "$sj/simplejson/_speedups.c"
    build "$b" "$tool" "$opt" "$rx" regex _regex "$rx/_regex.c" "$rx/_regex_unicode.c"
    (
        cd "$b"
        python3 - <<'PY'
import io, unittest
import bitarray, bitarray.test_bitarray, bitarray.test_util, simplejson, simplejson.tests
import regex, regex.test_regex
# The extensions must be the ones just built, not a pure-Python fallback.
assert "_bitarray" in bitarray._bitarray.__file__
assert simplejson._import_c_make_encoder() is not None, "simplejson speedups not loaded"
assert "_regex" in regex._regex.__file__
def run(name, suite):
    r = unittest.TextTestRunner(verbosity=0, stream=io.StringIO()).run(suite)
    print(f"{name}: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors")
    for t, _ in r.failures + r.errors:
        print(f"  {t.id()}")
load = unittest.TestLoader().loadTestsFromModule
run("bitarray", unittest.TestSuite([load(bitarray.test_bitarray), load(bitarray.test_util)]))
run("simplejson", simplejson.tests.all_tests_suite())
run("regex", load(regex.test_regex))
PY
    ) >"$b.out" 2>&1 || echo "python exit $?" >>"$b.out"
    if [[ $b == reference ]]; then
        cat "$b.out"
    elif cmp -s reference.out "$b.out"; then
        echo "$b: same results as llc-19"
    else
        echo "$b: MISMATCH"
        diff reference.out "$b.out" || true
        failed=1
    fi
done
exit $failed
