#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""compare-generated.py GENERATED SOURCE: every file under GENERATED must be
identical to the same path under SOURCE; prints the ones that differ."""

import filecmp
import os
import sys


def main():
    generated, source = sys.argv[1], sys.argv[2]
    differ, same = [], 0
    for root, _, files in os.walk(generated):
        for fn in sorted(files):
            path = os.path.join(root, fn)
            rel = os.path.relpath(path, generated)
            other = os.path.join(source, rel)
            if os.path.exists(other) and filecmp.cmp(path, other, shallow=False):
                same += 1
            else:
                differ.append(rel)
    for rel in differ:
        print(f"differs from the tree: {rel}")
    print(f"{same} generated files identical, {len(differ)} differ")
    return 1 if differ or not same else 0


if __name__ == "__main__":
    sys.exit(main())
