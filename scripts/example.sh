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
# The whole tree: sources (renamed .cu -> .mu, the project's own CUDA_*
# names renamed too), the CMake build, the rest
# copied; a report for people and one for tools.
build/bin/musify --in-root examples/saxpy-stats --out-root musa-example/saxpy-stats \
  --rename-files --rename-symbols --report musa-example/report \
  --diagnostics-file musa-example/saxpy-stats.diagnostics.json || status=$?
echo "example: the MUSA project is in musa-example/saxpy-stats; the report in musa-example/report/report.html"
exit "$status"
