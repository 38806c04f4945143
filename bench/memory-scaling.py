#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""memory-scaling.py [--small N] [--large M] [--jobs J]: peak memory against tree size.

Generates two light corpora (bench/make-corpus.py --light: the CUDA runtime
only) of N and M translation units and migrates each cold into an out-root,
measuring the peak resident memory of musify itself and of its largest
parse process (wait4's ru_maxrss covers the waited-for descendants, so the
parent's own peak is read from /proc while it runs). Memory that grows with
the file count is what keeps every file's text, edits and diagnostics until
the port is written.
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def peak_of(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def migrate(musify, corpus, out, jobs):
    start = time.perf_counter()
    p = subprocess.Popen([musify, "--quiet", f"-j{jobs}", "--in-root", corpus,
                          "--out-root", out],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    parent = 0.0
    while p.poll() is None:
        parent = max(parent, peak_of(p.pid))
        time.sleep(0.2)
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return time.perf_counter() - start, parent, children, p.returncode


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--small", type=int, default=200)
    p.add_argument("--large", type=int, default=2000)
    p.add_argument("--jobs", type=int, default=os.cpu_count())
    p.add_argument("--work", default="/tmp/musify-memory")
    p.add_argument("--musify", default=os.path.join(ROOT, "build", "bin", "musify"))
    a = p.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.environ["MUSIFY_CACHE_DIR"] = os.path.join(a.work, "rule-cache")
    for n in (a.small, a.large):
        corpus = os.path.join(a.work, f"corpus{n}")
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "make-corpus.py"),
                        corpus, "--files", str(n), "--light"], check=True,
                       stdout=subprocess.DEVNULL)
        seconds, parent, largest, code = migrate(
            a.musify, corpus, os.path.join(a.work, f"out{n}"), a.jobs)
        if code != 0:
            sys.exit(f"musify exited {code} on {corpus}")
        print(f"{n:6} files: {seconds:7.1f} s, musify itself peak {parent:6.0f} MiB, "
              f"largest process so far {largest:6.0f} MiB")


if __name__ == "__main__":
    main()
