#!/usr/bin/env bash
# The AArch64 run of bench/codegen-cross.sh (see there).
exec "$(dirname "$0")/codegen-cross.sh" aarch64 "$@"
