#!/usr/bin/env bash
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Sets up and builds musify, runs every lit and unit test, and ends with the
# line "N passed, N failed". Exit status 0 only when nothing failed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MUSIFY_BUILD_DIR:-$ROOT/build}"
LLVM_VERSION="${MUSIFY_LLVM_VERSION:-19}"
"$ROOT/scripts/setup.sh" --tests

LIT="/usr/lib/llvm-${LLVM_VERSION}/build/utils/lit/lit.py"
RESULTS="$BUILD/test/results.json"
status=0
python3 "$LIT" -sv -o "$RESULTS" "$BUILD/test" || status=$?
python3 "$ROOT/scripts/summarize-tests.py" "$RESULTS" || status=$?
exit "$status"
