#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Check that every diagnostic ID has a docs page and a lit test expecting it.

Usage: diagnostic-coverage.py <source root>
A test "expects" an ID when one of its FileCheck lines contains "[<ID>]" or
"<ID>" in a JSON/SARIF check; a page is docs/diagnostics/<ID>.md.
"""
import os
import re
import sys

root = sys.argv[1]
with open(os.path.join(root, "include/musify/Diagnostics/DiagnosticIDs.def")) as f:
    ids = re.findall(r"^MUSIFY_DIAG\((MU\d{4}),", f.read(), re.M)

expected = set()
for dirpath, _, files in os.walk(os.path.join(root, "test")):
    if "Inputs" in dirpath.split(os.sep):
        continue
    for fn in files:
        with open(os.path.join(dirpath, fn), errors="replace") as f:
            for line in f:
                if re.search(r"\b[A-Z]+(-NEXT|-SAME|-DAG)?:", line):
                    expected.update(re.findall(r"MU\d{4}", line))

problems = []
for i in ids:
    if not os.path.exists(os.path.join(root, "docs", "diagnostics", f"{i}.md")):
        problems.append(f"{i}: no page docs/diagnostics/{i}.md")
    if i not in expected:
        problems.append(f"{i}: no lit test expects it")
for p in problems:
    print(p)
print(f"{len(ids)} diagnostics, {len(problems)} problems")
sys.exit(1 if problems else 0)
