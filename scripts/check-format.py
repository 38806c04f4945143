#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Checks that every C++ source of the project is formatted as .clang-format
# says, with the clang-format of the LLVM musify builds with. Prints one line
# per file that is not, and exits 1; a missing clang-format is a failure too.
#
#   check-format.py <source root> <clang-format>
import os
import subprocess
import sys

FOLDERS = ("lib", "include", "tools", "unittests", "fuzz")


def sources(root):
    for folder in FOLDERS:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith((".cpp", ".h")):
                    yield os.path.join(dirpath, name)


def main():
    root, clang_format = sys.argv[1], sys.argv[2]
    if not os.access(clang_format, os.X_OK):
        print(f"check-format: {clang_format} is not installed "
              "(scripts/setup.sh --tests installs it)")
        return 1
    files = sorted(sources(root))
    unformatted = []
    for path in files:
        done = subprocess.run([clang_format, "--dry-run", "-Werror",
                               "--style=file", path],
                              capture_output=True, text=True)
        if done.returncode != 0:
            unformatted.append(os.path.relpath(path, root))
    for path in unformatted:
        print(f"{path}: not formatted (run {os.path.basename(clang_format)} -i on it)")
    if unformatted:
        return 1
    print(f"{len(files)} files formatted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
