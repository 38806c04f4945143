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
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "rules", "evidence")
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
    ap.add_argument("--output-dir", default=DEFAULT_OUT)
    args = ap.parse_args()
    musa, musa_sha = definitions(args.mutlass, "MooreThreads/mutlass")
    cuda, cuda_sha = definitions(args.cutlass, "NVIDIA/cutlass")
    rows = []
    for name in sorted(musa):
        counterpart = cuda_spelling(name)
        if counterpart and counterpart in cuda:
            rows.append([counterpart, name, musa[name], cuda[counterpart]])
    path = os.path.join(args.output_dir, NAME)
    with open(path, "w", newline="") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    manifest_path = os.path.join(args.output_dir, "manifest.json")
    try:
        with open(manifest_path) as f:
            manifest = json.load(f)
    except FileNotFoundError:
        manifest = {}
    manifest.setdefault("inputs", {})
    manifest.setdefault("outputs", {})
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    manifest["inputs"][NAME] = (f"MooreThreads/mutlass@{musa_sha}, "
                                f"NVIDIA/cutlass@{cuda_sha}")
    manifest["outputs"][NAME] = {"rows": len(rows), "sha256": digest}
    with open(manifest_path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{NAME}: {len(rows)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
