#!/usr/bin/env bash
# The one test command: installs what the tests need when it is missing (Debian packages,
# as root, non-interactive), then builds and runs every test of the workspace. Release
# mode, so the round-trip corpus and negative tests run fast. Exits non-zero on any failure.
#
#   scripts/test.sh [extra cargo test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# Some sandboxes start with /dev/null as a regular file: whatever one program writes to
# it, the next one reads back. Cargo gives rustc /dev/null as the input of its
# target-information probe (`rustc - --print=cfg`), so the nested Cargo builds of the tests
# failed to parse build-script chatter ("unknown start of token"). Put the device back.
if [[ ! -c /dev/null ]]; then
    if [[ $(id -u) -eq 0 ]] && rm -f /dev/null && mknod -m 666 /dev/null c 1 3; then
        echo "== /dev/null was not a character device: recreated it"
    else
        echo "error: /dev/null is not a character device and cannot be recreated (need root)" >&2
        exit 1
    fi
fi

# tool -> Debian package that provides it
declare -A package_of=(
    [clang-19]=clang-19
    [llvm-as-19]=llvm-19
    [llvm-dis-19]=llvm-19
    [opt-19]=llvm-19
    [llc-19]=llvm-19
    [llvm-extract-19]=llvm-19
    # llvm_stress.rs
    [llvm-stress-19]=llvm-19
    [ld.lld-19]=lld-19
    [cc]=gcc
    # objwriter tests: link and run AArch64/RISC-V objects, link COFF objects
    [aarch64-linux-gnu-gcc]=gcc-aarch64-linux-gnu
    [riscv64-linux-gnu-gcc]=gcc-riscv64-linux-gnu
    # C++ run tests (exceptions) for AArch64 and RISC-V: the cross libstdc++
    [aarch64-linux-gnu-g++]=g++-aarch64-linux-gnu
    [riscv64-linux-gnu-g++]=g++-riscv64-linux-gnu
    # cpp_codebase.rs, eh run tests
    [g++]=g++
    [curl]=curl
    [qemu-aarch64]=qemu-user
    [x86_64-w64-mingw32-gcc]=gcc-mingw-w64-x86-64
    # csmith_diff.rs (csmith.h comes with libcsmith-dev, which the script installs)
    [csmith]=csmith
    # sqlite.rs fetches the sqlite3 amalgamation from the npm registry
    [npm]=npm
    # debug_info.rs compares gdb sessions of rllc's and llc-19's builds
    [gdb]=gdb
    # ... and of AArch64 builds under qemu-aarch64 -g
    [gdb-multiarch]=gdb-multiarch
    [llvm-objcopy-19]=llvm-19
)
missing=()
for tool in "${!package_of[@]}"; do
    if ! command -v "$tool" >/dev/null 2>&1 && [[ ! -x /usr/lib/llvm-19/bin/${tool%-19} ]]; then
        pkg=${package_of[$tool]}
        [[ " ${missing[*]} " == *" $pkg "* ]] || missing+=("$pkg")
    fi
done
if ((${#missing[@]})); then
    echo "== installing ${missing[*]}"
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "error: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q "${missing[@]}" </dev/null
fi
if ! command -v cargo >/dev/null 2>&1; then
    echo "error: cargo is not installed" >&2
    exit 1
fi

# --no-fail-fast: run every test binary and report every failure, not just the first.
# Every function any test compiles through rllc (the binary or the library) has its
# register allocation checked by the allocator's checker (`-verify-machineinstrs`);
# release builds skip it otherwise.
export RLLC_VERIFY_MACHINEINSTRS=1
echo "== cargo test --workspace --release --no-fail-fast"
exec cargo test --workspace --release --no-fail-fast "$@" </dev/null
