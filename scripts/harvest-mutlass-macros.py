#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Harvests the macros MUTLASS defines under the MUSA spelling of one that
CUTLASS defines (MUTE_NO_UNROLL for CUTE_NO_UNROLL), from checkouts of
MooreThreads/mutlass and NVIDIA/cutlass, into
rules/evidence/mutlass-macros.tsv: one row per pair, with the place each
project defines its macro. Facts about the two projects (names and
places), not their text.

Usage: scripts/harvest-mutlass-macros.py --mutlass DIR --cutlass DIR
           [--output-dir rules/evidence]
Updates the file's entry in manifest.json (rows, SHA-256, and the two
commits as its inputs); scripts/import-evidence.py --check checks it.
"""

import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from musa_evidence import EVIDENCE_DIR, write_harvested  # noqa: E402

NAME = "mutlass-macros.tsv"
COLUMNS = ["cuda_name", "musa_name", "example", "cuda_example"]
# Where each project keeps its headers: the library, then its utilities.
HEADER_DIRS = ["include", "tools/util/include"]
DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)")
# MUTLASS's spelling of CUTLASS's prefixes.
PREFIXES = [("MUTLASS_", "CUTLASS_"), ("MUTE_", "CUTE_")]


def commit(checkout):
    return subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"],
                          check=True, capture_output=True,
                          text=True).stdout.strip()


def definitions(checkout, repo):
    """name -> 'repo@commit:path:line' of its first #define, by path."""
    sha = commit(checkout)
    found = {}
    for top in HEADER_DIRS:
        base = os.path.join(checkout, top)
        paths = []
        for dirpath, _, files in os.walk(base):
            paths += [os.path.join(dirpath, f) for f in files
                      if f.endswith((".h", ".hpp", ".cuh", ".inl"))]
        for path in sorted(paths):
            rel = os.path.relpath(path, checkout)
            with open(path, errors="replace") as f:
                for number, line in enumerate(f, start=1):
                    m = DEFINE.match(line)
                    if m and m.group(1) not in found:
                        found[m.group(1)] = f"{repo}@{sha}:{rel}:{number}"
    return found, sha


def cuda_spelling(musa):
    for m, c in PREFIXES:
        if musa.startswith(m):
            return c + musa[len(m):]
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutlass", required=True)
    ap.add_argument("--cutlass", required=True)
    ap.add_argument("--output-dir", default=EVIDENCE_DIR)
    args = ap.parse_args()
    musa, musa_sha = definitions(args.mutlass, "MooreThreads/mutlass")
    cuda, cuda_sha = definitions(args.cutlass, "NVIDIA/cutlass")
    rows = []
    for name in sorted(musa):
        counterpart = cuda_spelling(name)
        if counterpart and counterpart in cuda:
            rows.append([counterpart, name, musa[name], cuda[counterpart]])
    write_harvested(args.output_dir, NAME, COLUMNS, rows,
                    f"MooreThreads/mutlass@{musa_sha}, NVIDIA/cutlass@{cuda_sha}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
