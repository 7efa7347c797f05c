#!/usr/bin/env bash
# Regenerates the run-test programs of this directory: see ../regen-cross.sh.
exec "$(dirname "${BASH_SOURCE[0]}")/../regen-cross.sh" aarch64 "$@"
