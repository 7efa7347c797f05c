#!/usr/bin/env bash
# Fuzzes the IR reader (fuzz target parse_verify: parse → verify → print → re-parse) for
# SECONDS (default 600) on stable Rust, and prints how many inputs were executed and a
# summary of the crashes found, grouped by where they panicked.
#
#   scripts/fuzz.sh [SECONDS]
#
# cargo-fuzz needs nightly-only rustc flags (sanitizer coverage, -Z sanitizer=...);
# RUSTC_BOOTSTRAP=1 lets the stable compiler accept them. Crashes are saved under
# fuzz/artifacts/parse_verify/; the corpus grows in fuzz/corpus/parse_verify/ (only the
# committed seed-* files are tracked by git). Exit status: 0 when no crash was found.
#
# Settings (environment):
#   FUZZ_SANITIZER=none|address   AddressSanitizer costs a factor of ten in speed, and
#                                 the IR crate's only unsafe code (the lexer's unchecked
#                                 reads and token writes) is guarded by debug assertions,
#                                 which stay on either way (overflow checks included):
#                                 the default is none. Use address after lexer changes.
#   FUZZ_STOP_ON_CRASH=1          Stop at the first crash. By default libFuzzer runs in
#                                 fork mode and keeps going after crashes, so one long run
#                                 finds every kind of crash rather than the most common.
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
host=$(rustc -vV | sed -n 's/^host: //p')
binary=target/$host/release/parse_verify

mode=(-fork=1 -ignore_crashes=1)
[[ ${FUZZ_STOP_ON_CRASH:-0} == 1 ]] && mode=()
mkdir -p artifacts/parse_verify
stamp=$(mktemp)
log=$(mktemp)
trap 'rm -f "$log" "$stamp"' EXIT

echo "== fuzzing parse_verify for ${secs}s"
set +e
cargo fuzz run -s "$sanitizer" parse_verify -- "${mode[@]}" \
    -max_total_time="$secs" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
    -dict=parse_verify.dict -print_final_stats=1 2>&1 | tee "$log" |
    grep --line-buffered -E '^#[0-9]+:? .*(pulse|DONE|time: [0-9]+s)|panicked at'
status=${PIPESTATUS[0]}
set -e

# Executions: fork mode's last "#N:" progress line, else libFuzzer's final statistics.
runs=$(grep -oP '^#\K[0-9]+(?=: cov)' "$log" | tail -1 || true)
[[ -n $runs ]] || runs=$(grep -oP '^stat::number_of_executed_units:\s*\K[0-9]+' "$log" | tail -1 || true)
[[ -n $runs ]] || runs=$(grep -oP '^Done \K[0-9]+(?= runs)' "$log" | tail -1 || true)
echo "executions: ${runs:-unknown} in ${secs}s"

# Replay each new crash once to group them by panic site, with one example each.
mapfile -t crashes < <(find artifacts/parse_verify -name 'crash-*' -newer "$stamp" | sort)
if ((${#crashes[@]})); then
    declare -A count=() example=() input=()
    for c in "${crashes[@]}"; do
        out=$("$binary" "$c" 2>&1 | tr -d '\0' || true)
        site=$(grep -m1 -oP 'panicked at \K\S+' <<<"$out" | sed -E 's|^.*/(ir/src/)|\1|; s/:$//' || true)
        msg=$(grep -m1 -A1 'panicked at' <<<"$out" | tail -1 | cut -c1-140 || true)
        [[ -n $site ]] || { site="(no panic message)"; msg=""; }
        count[$site]=$((${count[$site]:-0} + 1))
        example[$site]=${example[$site]:-$msg}
        input[$site]=${input[$site]:-$c}
    done
    echo "crashes: ${#crashes[@]} (in fuzz/artifacts/parse_verify/), by place:"
    for site in "${!count[@]}"; do
        printf '%6d  %s\n        %s\n        e.g. fuzz/%s\n' "${count[$site]}" "$site" "${example[$site]}" "${input[$site]}"
    done
    echo "replay: cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run -s $sanitizer parse_verify <artifact>"
    exit 1
fi
if [[ $status -ne 0 ]]; then
    echo "libFuzzer exited with status $status:" >&2
    awk '/ERROR: libFuzzer|panicked at/ {on = 1} /^Error: Fuzz target exited/ {on = 0}
         on && length($0) < 400' "$log" | grep -v '^ *#[0-9]* 0x' | head -60 >&2
    exit "$status"
fi
echo "no crashes"
