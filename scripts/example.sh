#!/usr/bin/env bash
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Sets up and builds musify, then migrates the bundled example projects
# (examples/saxpy-stats, a CMake CUDA program, and examples/torch-axpy, a
# PyTorch CUDA extension) into musa-example/ and prints the summaries.
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
# A PyTorch CUDA extension to torch_musa, parsed against musify's stand-in
# PyTorch declarations where PyTorch is not installed.
rm -rf musa-example/torch-axpy
build/bin/musify --in-root examples/torch-axpy --out-root musa-example/torch-axpy \
  --rename-files --rename-symbols --report musa-example/torch-axpy-report || status=$?
echo "example: the MUSA project is in musa-example/saxpy-stats; the report in musa-example/report/report.html"
echo "example: the torch_musa extension is in musa-example/torch-axpy; its report in musa-example/torch-axpy-report/report.html"
exit "$status"
