#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""CUDA -> MUSA -> CUDA: migrates a tree to MUSA, then back with
`--to cuda`, and compares every source with its original. Prints each
difference with the names that made it (the forward rule's MUSA name and
the CUDA name the reverse chose for it), then the identity rate.

Usage: round-trip.py <musify> <in-root> <work dir>
Build scripts are left out: their rules are text edits that do not reverse.
"""
import difflib
import os
import re
import shutil
import subprocess
import sys

SOURCES = (".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".c", ".inl")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_:.]*|<[^>]*>|\"[^\"]*\"")


def main():
    musify, root, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    musa, back = os.path.join(work, "musa"), os.path.join(work, "back")
    quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([musify, "--quiet", "--in-root", root, "--out-root", musa],
                   **quiet)
    subprocess.run([musify, "--quiet", "--to", "cuda", "--in-root", musa,
                    "--out-root", back], **quiet)
    same = total = 0
    for dirpath, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if not name.endswith(SOURCES):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            paths = [os.path.join(d, rel) for d in (root, musa, back)]
            if not all(os.path.exists(p) for p in paths):
                continue
            texts = []
            for p in paths:
                with open(p, encoding="utf-8", errors="surrogateescape") as f:
                    texts.append(f.read().splitlines())
            total += 1
            if texts[0] == texts[2]:
                same += 1
                continue
            report(rel, *texts)
    rate = 100.0 * same / total if total else 0.0
    print(f"round trip: {same} of {total} sources identical ({rate:.1f}%)")


def report(rel, original, migrated, back):
    matcher = difflib.SequenceMatcher(a=original, b=back, autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag == "equal":
            continue
        for i in range(a0, max(a1, a0 + 1)):
            j = b0 + (i - a0)
            o = original[i] if i < a1 else ""
            b = back[j] if j < b1 else ""
            m = migrated[i] if i < len(migrated) else ""
            ow, bw, mw = WORD.findall(o), WORD.findall(b), WORD.findall(m)
            pairs = [(x, y, z) for x, y, z in zip(ow, mw, bw) if x != z]
            why = ", ".join(f"'{x}' -> '{y}' -> '{z}'" for x, y, z in pairs)
            print(f"{rel}:{i + 1}: {why or 'the line changed'}")


if __name__ == "__main__":
    main()
