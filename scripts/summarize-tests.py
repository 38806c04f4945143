#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Print the last line of a test run, "N passed, N failed", from lit's JSON.

Unsupported and expected-to-fail tests are neither passed nor failed; they
are counted on the line before so that nothing disappears silently.
"""
import json
import sys

PASS = {"PASS"}
FAIL = {"FAIL", "XPASS", "UNRESOLVED", "TIMEOUT"}

with open(sys.argv[1]) as f:
    results = json.load(f)["tests"]
codes = [t["code"] for t in results]
passed = sum(c in PASS for c in codes)
failed = sum(c in FAIL for c in codes)
other = {c: codes.count(c) for c in sorted(set(codes) - PASS - FAIL)}
if other:
    print("not run: " + ", ".join(f"{n} {c.lower()}" for c, n in other.items()))
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or not passed else 0)
