#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Succeed iff standard input holds no diagnostics but MU1005 notes.

Tests about other subjects use it on musify's standard error: the notes that
rewritten names come only from name tables (MU1005) are expected there and
are tested on their own in test/diagnostics/mapped-only.cu.
"""
import re
import sys

lines = sys.stdin.read().splitlines()
i = 0
bad = []
while i < len(lines):
    line = lines[i]
    if line.endswith("[MU1005]"):
        # Its suggestion follows as a note at the same place.
        if i + 1 < len(lines) and re.search(r": note: check that your MUSA SDK declares", lines[i + 1]):
            i += 1
    else:
        bad.append(line)
    i += 1
if bad:
    sys.stderr.write("unexpected output:\n" + "\n".join(bad) + "\n")
    sys.exit(1)
