#!/usr/bin/env bash
# Fuzzes the IR reader (fuzz target parse_verify: parse → verify → print → re-parse) for
# SECONDS (default 600) on stable Rust, and prints how many inputs were executed.
#
#   scripts/fuzz.sh [SECONDS]
#
# cargo-fuzz needs nightly-only rustc flags (-Z sanitizer=address, sanitizer coverage);
# RUSTC_BOOTSTRAP=1 lets the stable compiler accept them. Crashes are saved under
# fuzz/artifacts/parse_verify/; the corpus grows in fuzz/corpus/parse_verify/ (only the
# committed seed-* files are tracked by git). Exit status: 0 when no crash was found.
#
# The IR crate has no unsafe code, so AddressSanitizer finds nothing there and costs a
# factor of ten in speed: the default is no sanitizer (FUZZ_SANITIZER=address to change
# that). Debug assertions (overflow checks included) stay on.
set -euo pipefail
secs=${1:-600}
sanitizer=${FUZZ_SANITIZER:-none}
cd "$(dirname "$0")/../fuzz"

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi
export RUSTC_BOOTSTRAP=1
echo "== building the fuzz target"
cargo fuzz build -s "$sanitizer" parse_verify

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "== fuzzing parse_verify for ${secs}s"
set +e
cargo fuzz run -s "$sanitizer" parse_verify -- \
    -max_total_time="$secs" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
    -dict=parse_verify.dict -print_final_stats=1 2>&1 | tee "$log" |
    grep --line-buffered -E '^#[0-9]+.*(pulse|DONE)|ERROR|panicked|SUMMARY|artifact'
status=${PIPESTATUS[0]}
set -e

runs=$(grep -oP '^stat::number_of_executed_units:\s*\K[0-9]+' "$log" | tail -1 || true)
if [[ -z $runs ]]; then
    runs=$(grep -oP '^Done \K[0-9]+(?= runs)' "$log" | tail -1 || true)
fi
echo "executions: ${runs:-unknown} in ${secs}s"
if [[ $status -ne 0 ]]; then
    echo "fuzzing found a crash (exit $status); see the artifact above and fuzz/artifacts/parse_verify/" >&2
    # The panic message and libFuzzer's report, without the input's bytes (which follow
    # "Output of `std::fmt::Debug`" as one huge line) and without cargo-fuzz's backtrace.
    awk '/panicked at|ERROR: libFuzzer/ {on = 1} /^Error: Fuzz target exited/ {on = 0}
         on && length($0) < 400' "$log" | grep -v '^ *#[0-9]* 0x' | head -80 >&2
fi
exit "$status"
