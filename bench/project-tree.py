#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""project-tree.py [--copies N] [--musify PATH]: time musify on a whole tree.

Builds a tree of N copies of examples/saxpy-stats (2 translation units and
2 headers each, plus its CMakeLists.txt) in a temporary directory and times:
a first run with -j 1 and -j <cores>, an incremental second run over the
unchanged tree, a run after touching one header, and --rename-symbols. It
checks that -j 1 and -j <cores> write identical trees. Timings are printed,
not asserted: compare them across commits on the same machine.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser()
parser.add_argument("--copies", type=int, default=20)
parser.add_argument("--musify", default=os.path.join(root, "build", "bin", "musify"))
args = parser.parse_args()
cores = os.cpu_count() or 1
example = os.path.join(root, "examples", "saxpy-stats")

work = tempfile.mkdtemp(prefix="musify-bench-")
tree = os.path.join(work, "tree")
for i in range(args.copies):
    shutil.copytree(example, os.path.join(tree, f"part{i:03d}"))


def run(name, *extra, out="out"):
    start = time.monotonic()
    r = subprocess.run([args.musify, "--quiet", "--in-root", tree, "--out-root",
                        os.path.join(work, out), *extra],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - start
    if r.returncode not in (0, 1):
        sys.exit(f"{name}: musify exited {r.returncode}: {r.stderr[-2000:]}")
    print(f"{name:<44} {seconds:7.2f} s")
    return seconds


units = 2 * args.copies
print(f"tree: {args.copies} copies of examples/saxpy-stats = {units} translation units, "
      f"{cores} cores")
run("first run, -j 1", "-j", "1", out="j1")
run(f"first run, -j {cores}", "-j", str(cores))
same = subprocess.run(["diff", "-r", "-x", ".musify-cache.json",
                       os.path.join(work, "j1"), os.path.join(work, "out")]).returncode == 0
run(f"second run, unchanged tree, -j {cores}", "-j", str(cores))
header = os.path.join(tree, "part000", "src", "kernels.cuh")
with open(header, "a") as f:
    f.write("\n")
run(f"after touching one header, -j {cores}", "-j", str(cores))
run(f"--rename-symbols, first run, -j {cores}", "-j", str(cores), "--rename-symbols",
    out="symbols")
print("-j 1 and -j %d outputs identical: %s" % (cores, "yes" if same else "NO"))
shutil.rmtree(work)
sys.exit(0 if same else 1)
