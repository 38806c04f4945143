#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""report-compare.py A B: the summaries, families, files and APIs of two
report.json files agree (diagnostic order aside). Prints "same" or the
differences."""
import json
import sys

a, b = (json.load(open(p)) for p in sys.argv[1:3])
problems = []
for key in ("summary", "families"):
    if a[key] != b[key]:
        problems.append(f"{key}: {a[key]} != {b[key]}")
if sorted(f["path"] for f in a["files"]) != sorted(f["path"] for f in b["files"]):
    problems.append("files differ")
norm = lambda r: sorted((x["cuda"], x["family"], x["count"], sorted(x["locations"])) for x in r["apis"])
if norm(a) != norm(b):
    problems.append("apis differ")
key = lambda d: (d["file"], d["line"], d["column"], d["id"])
if sorted(map(key, a["diagnostics"])) != sorted(map(key, b["diagnostics"])):
    problems.append("diagnostics differ")
print("\n".join(problems) if problems else "same")
sys.exit(1 if problems else 0)
