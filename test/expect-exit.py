#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""expect-exit.py CODE COMMAND...: run COMMAND, succeed iff it exits with CODE.

lit's internal shell has no `$?`; this keeps exit-status tests exact.
"""
import subprocess
import sys

code = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != code:
    sys.stderr.write(f"expected exit status {code}, got {got}\n")
    sys.exit(1)
