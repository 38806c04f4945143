#!/usr/bin/env bash
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Sets up and builds musify, then migrates the bundled example project
# examples/saxpy-stats into musa-example/saxpy-stats and prints the summary.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"

IN="$ROOT/examples/saxpy-stats"
OUT="$ROOT/musa-example/saxpy-stats"
rm -rf "$OUT"
cd "$ROOT"
status=0
build/bin/musify --in-root "examples/saxpy-stats" --out-root "musa-example/saxpy-stats" \
  --diagnostics-file "musa-example/saxpy-stats.diagnostics.json" \
  examples/saxpy-stats/src/*.cu || status=$?
echo "example: migrated sources are in musa-example/saxpy-stats (diff -r examples/saxpy-stats musa-example/saxpy-stats)"
exit "$status"
