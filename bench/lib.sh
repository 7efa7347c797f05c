# Shared steps of the benchmark scripts (bench/*.sh, scripts/csmith-diff.sh); sourced,
# not run. Defines paths and functions only; a script calls what it needs:
#
#   bench_tools CMD...     install the Debian packages providing the missing commands
#   bench_sqlite_ll        fetch the sqlite3 amalgamation, compile it to $BENCH_WORK/sqlite3.ll
#   bench_rllc             set $RLLC_BIN to the rllc to measure (env RLLC, else the release
#                          build, which is built with cargo only when it is missing)
#   peak_rss_kb CMD...     run CMD and print its peak resident set size in KiB
#
# Paths: $BENCH_DIR (bench/), $ROOT (the repository), $BENCH_WORK (bench/work, which git
# ignores: fetched sources and all build products live there).

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
BENCH_WORK=$BENCH_DIR/work
mkdir -p "$BENCH_WORK"

# Which Debian package provides each command the scripts use.
bench_package_of() {
    case $1 in
        clang-19) echo clang-19 ;;
        llc-19 | opt-19 | llvm-mc-19) echo llvm-19 ;;
        as | readelf | objcopy) echo binutils ;;
        time) echo time ;;
        xz) echo xz-utils ;;
        aarch64-linux-gnu-gcc) echo "gcc-aarch64-linux-gnu libc6-dev-arm64-cross" ;;
        riscv64-linux-gnu-gcc) echo "gcc-riscv64-linux-gnu libc6-dev-riscv64-cross" ;;
        qemu-aarch64 | qemu-riscv64) echo qemu-user ;;
        *) echo "$1" ;; # npm, hyperfine, gcc, csmith: package named as the command
    esac
}

# Installs (apt-get, non-interactive; needs root) the packages of the commands that are
# missing. `time` means GNU time at /usr/bin/time (bash's builtin does not report memory).
bench_tools() {
    local cmd missing=()
    for cmd in "$@"; do
        if [[ $cmd == time ]]; then
            [[ -x /usr/bin/time ]] && continue
        elif command -v "$cmd" >/dev/null; then
            continue
        fi
        missing+=("$(bench_package_of "$cmd")")
    done
    ((${#missing[@]})) || return 0
    echo "== installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # shellcheck disable=SC2046 # a package entry may name several packages
    apt-get update -qq && apt-get install -y -qq $(printf '%s ' "${missing[@]}") >/dev/null
}

# The sqlite3 amalgamation from the npm registry: better-sqlite3 ships it at
# package/deps/sqlite3/sqlite3.c (set SQLITE_NPM_PACKAGE for another version).
bench_sqlite_src() {
    local pkg=${SQLITE_NPM_PACKAGE:-better-sqlite3@12.11.1} tmp
    [[ -s $BENCH_WORK/sqlite3.c && -s $BENCH_WORK/sqlite3.h ]] && return 0
    tmp=$(mktemp -d)
    bench_npm_fetch "$pkg" "$tmp/package"
    mv "$tmp"/package/deps/sqlite3/sqlite3.c "$tmp"/package/deps/sqlite3/sqlite3.h "$BENCH_WORK"/
    rm -rf "$tmp"
}

# bench_npm_fetch PACKAGE@VERSION DIR: the package's files (its tarball's package/) in DIR,
# unless DIR exists. Third-party sources come from the registry this way, never from git.
bench_npm_fetch() {
    local pkg=$1 dest=$2 tmp
    [[ -d $dest ]] && return 0
    bench_tools npm
    echo "== fetching $pkg from npm"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$pkg" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$(dirname "$dest")"
    mv "$tmp/package" "$dest"
    rm -rf "$tmp"
}

# The builds the real-code tests compare: llc-19 -O2 (the reference), then rllc at -O2 and
# -O0. `build_tool B` sets $tool and $opt for build B.
REFERENCE_BUILDS=(reference rllc-O2 rllc-O0)
build_tool() {
    case $1 in
        reference) tool=llc-19 opt=-O2 ;;
        rllc-O2) tool=$RLLC_BIN opt=-O2 ;;
        rllc-O0) tool=$RLLC_BIN opt=-O0 ;;
        *) echo "unknown build $1" >&2 && return 1 ;;
    esac
}

# bench_pypi_fetch PACKAGE==VERSION DIR: the package's source distribution unpacked in DIR,
# unless DIR exists (for C sources PyPI packages bundle, like zstd in zstandard).
bench_pypi_fetch() {
    local pkg=$1 dest=$2 tmp
    [[ -d $dest ]] && return 0
    echo "== fetching $pkg from PyPI"
    tmp=$(mktemp -d)
    (cd "$tmp" && pip download --quiet --no-binary :all: --no-deps "$pkg" >/dev/null && tar xzf ./*.tar.gz && rm ./*.tar.gz)
    mkdir -p "$(dirname "$dest")"
    mv "$tmp"/* "$dest"
    rm -rf "$tmp"
}

# $BENCH_WORK/sqlite3.ll: the amalgamation at clang-19 -O2, the input of parse.sh and
# compile.sh and the library codegen.sh links sqlite_driver with. The triple is the
# host's (x86_64-pc-linux-gnu on the benchmark machine), as clang picks it.
bench_sqlite_ll() {
    bench_sqlite_src
    bench_tools clang-19
    if [[ ! -s $BENCH_WORK/sqlite3.ll || $BENCH_WORK/sqlite3.c -nt $BENCH_WORK/sqlite3.ll ]]; then
        echo "== clang-19 -O2 -S -emit-llvm sqlite3.c"
        (cd "$BENCH_WORK" && clang-19 -O2 -S -emit-llvm -w sqlite3.c -o sqlite3.ll.tmp &&
            mv sqlite3.ll.tmp sqlite3.ll)
    fi
}

# The sqlite3 amalgamation as clang-19 -O2 IR for triple $1 (default: the host's), in
# $BENCH_WORK/sqlite3.<triple>.ll; prints the path.
bench_sqlite_ll_for() {
    local triple=${1:-}
    if [[ -z $triple ]]; then
        bench_sqlite_ll >&2
        echo "$BENCH_WORK/sqlite3.ll"
        return
    fi
    bench_sqlite_src >&2
    bench_tools clang-19 >&2
    local ll=$BENCH_WORK/sqlite3.$triple.ll
    if [[ ! -s $ll || $BENCH_WORK/sqlite3.c -nt $ll ]]; then
        echo "== clang-19 --target=$triple -O2 -S -emit-llvm sqlite3.c" >&2
        (cd "$BENCH_WORK" && clang-19 --target="$triple" -O2 -S -emit-llvm -w sqlite3.c -o "$ll.tmp" && mv "$ll.tmp" "$ll")
    fi
    echo "$ll"
}

# Sets RLLC_BIN. $RLLC may be a path or a command name (e.g. a wrapper on $PATH).
bench_rllc() {
    local target_dir=${CARGO_TARGET_DIR:-$ROOT/target}
    [[ $target_dir = /* ]] || target_dir=$ROOT/$target_dir
    if [[ -n ${RLLC:-} ]]; then
        RLLC_BIN=$(command -v "$RLLC" || true)
        [[ -n $RLLC_BIN ]] || { echo "error: RLLC=$RLLC is not an executable" >&2; return 1; }
    else
        RLLC_BIN=$target_dir/release/rllc
        if [[ ! -x $RLLC_BIN ]]; then
            echo "== building rllc (release)"
            (cd "$ROOT" && cargo build --release --quiet --bin rllc)
        fi
    fi
    echo "rllc under test: $RLLC_BIN ($(date -r "$RLLC_BIN" '+built %Y-%m-%d %H:%M'))"
}

peak_rss_kb() {
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2}'
}
