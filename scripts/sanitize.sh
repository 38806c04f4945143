#!/usr/bin/env bash
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# The hostile-input checks of docs/reliability.md, in a build of its own
# (build-sanitize/, AddressSanitizer + UndefinedBehaviorSanitizer, every
# report fatal):
#   1. each libFuzzer target in fuzz/ runs for FUZZ_SECONDS (default 60) from
#      its seed corpus, after replaying the inputs that once crashed it
#      (fuzz/regressions/<target>); a crash stores its input in
#      build-sanitize/fuzz/crashes/ and fails the script;
#   2. the unit tests and the lit tests, minus the few listed below, run
#      with the sanitized musify.
# Usage: scripts/sanitize.sh [fuzz|tests|all]   (default all)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MUSIFY_SANITIZE_BUILD_DIR:-$ROOT/build-sanitize}"
LLVM_VERSION="${MUSIFY_LLVM_VERSION:-19}"
FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
WHAT="${1:-all}"

# The sanitizers' runtime libraries.
"$ROOT/scripts/setup.sh" --tests >&2
if ! dpkg-query -W -f='${Status}' "libclang-rt-${LLVM_VERSION}-dev" 2>/dev/null |
    grep -q "install ok installed"; then
  echo "setup: installing libclang-rt-${LLVM_VERSION}-dev" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends "libclang-rt-${LLVM_VERSION}-dev" >/dev/null
fi

# UBSan's vptr check needs the type information of every polymorphic object
# it meets; LLVM's shared library is not built with it, so its objects (the
# command-line options musify looks through) would be reported falsely.
FLAGS="-fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=all"
FLAGS+=" -fsanitize=fuzzer-no-link -fno-omit-frame-pointer -g1"
if [[ ! -f "$BUILD/build.ninja" ]]; then
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER="clang++-${LLVM_VERSION}" \
    -DMUSIFY_LLVM_VERSION="${LLVM_VERSION}" -DMUSIFY_FUZZERS=ON \
    -DCMAKE_CXX_FLAGS="$FLAGS" -DCMAKE_EXE_LINKER_FLAGS="$FLAGS" >/dev/null
fi
cmake --build "$BUILD" -- -j"$(nproc)" >&2

# Stack overflows are Clang's crash recovery's to catch (lib/Migrate), not
# the sanitizer's; LLVM keeps some allocations for the process's life.
# Every report is also written under $REPORTS (parse workers' standard
# error goes nowhere), and the run fails unless it stays empty.
REPORTS="$BUILD/sanitizer-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
export ASAN_OPTIONS="handle_segv=0:handle_sigbus=0:detect_leaks=0:abort_on_error=1:log_path=$REPORTS/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$REPORTS/ubsan"

status=0
if [[ "$WHAT" == all || "$WHAT" == fuzz ]]; then
  # The fuzz targets run no Clang parse: a stack overflow or a bad access
  # there is a finding, reported by the sanitizer with its stack.
  FUZZ_ASAN="detect_leaks=0:abort_on_error=1"
  FUZZ_UBSAN="${UBSAN_OPTIONS%%:log_path=*}"
  mkdir -p "$BUILD/fuzz/crashes"
  for fuzzer in "$ROOT"/fuzz/corpus/*/; do
    name="$(basename "$fuzzer")"
    bin="$BUILD/fuzz/$name"
    regressions=("$ROOT/fuzz/regressions/$name"/*)
    if [[ -e "${regressions[0]}" ]]; then
      ASAN_OPTIONS="$FUZZ_ASAN" UBSAN_OPTIONS="$FUZZ_UBSAN" \
        "$bin" "${regressions[@]}" >/dev/null 2>&1 || {
        echo "fuzz: $name: a stored regression input fails again" >&2
        "$bin" "${regressions[@]}" 2>&1 | tail -30 >&2
        status=1
        continue
      }
    fi
    work="$BUILD/fuzz/work/$name"
    rm -rf "$work" && mkdir -p "$work"
    if ASAN_OPTIONS="$FUZZ_ASAN" UBSAN_OPTIONS="$FUZZ_UBSAN" \
        "$bin" "$work" "$fuzzer" -max_total_time="$FUZZ_SECONDS" -timeout=20 \
        -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$BUILD/fuzz/crashes/$name-" >"$work.log" 2>&1; then
      runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work.log")"
      echo "fuzz: $name: ${runs:-?} inputs in ${FUZZ_SECONDS} s, no crash"
    else
      echo "fuzz: $name: FAILED (input kept in $BUILD/fuzz/crashes/)" >&2
      grep -E "ERROR|SUMMARY|runtime error|==[0-9]+==|^ *#[0-9]+ |Test unit written|^Base64:" "$work.log" |
        head -40 | cut -c1-240 >&2
      status=1
    fi
  done
fi

if [[ "$WHAT" == all || "$WHAT" == tests ]]; then
  "$BUILD/unittests/MusifyUnitTests" --gtest_brief=1 || status=1
  # Left out: the rule generator (Python only, no musify), and the
  # fault-injection and report-rendering tests (their timing and Chromium
  # say nothing about memory safety).
  LIT="/usr/lib/llvm-${LLVM_VERSION}/build/utils/lit/lit.py"
  python3 "$LIT" -s "$BUILD/test" \
    --filter-out 'rules/generator|reliability/fault-injection|report-render' ||
    status=1
  # ASan also logs a warning (not an error) where Clang's crash recovery
  # leaves the deep parse's stack; errors are what count.
  mapfile -t reports < <(grep -l -E "ERROR: |runtime error" "$REPORTS"/* 2>/dev/null || true)
  if ((${#reports[@]})); then
    echo "sanitize: ${#reports[@]} sanitizer reports in $REPORTS:" >&2
    head -30 "${reports[@]}" >&2
    status=1
  else
    echo "sanitize: no AddressSanitizer or UndefinedBehaviorSanitizer report"
  fi
fi
exit "$status"
