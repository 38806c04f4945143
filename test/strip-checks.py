#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Print a test input without its lit/FileCheck comments.

A `// RUN: ...` or `// PREFIX: ...` comment becomes an empty `//` comment
(line numbers and line endings stay as they are), so that expectations in a
test never appear in the output they check.
"""
import re
import sys

DIRECTIVE = re.compile(
    rb"//\s*(RUN|REQUIRES|UNSUPPORTED|XFAIL|[A-Z][A-Z0-9]*(-[A-Z]+)*):.*?(?=\r?$)")

with open(sys.argv[1], "rb") as f:
    data = f.read()
out = b"\n".join(DIRECTIVE.sub(b"//", line) for line in data.split(b"\n"))
sys.stdout.buffer.write(out)
