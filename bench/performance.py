#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""performance.py [--files N] [--work DIR] [--jobs J]: musify against the parse floor.

Generates a corpus (bench/make-corpus.py: the CUDA runtime, cuBLAS, cuRAND,
Thrust and CUB), then measures, one run each (the machine's noise is
reported by repeating the script, not hidden):

  floor      clang++ -fsyntax-only with musify's parse flags, one process
             per file, one at a time: the cost of parsing alone
  musify -j1 a cold run (no incremental state, no precompiled preambles)
             over the corpus, --time-report; again with --no-header-cache,
             and the two ports compared
  musify -jJ the same with J jobs
  peak RSS   the largest of musify and its parse processes, against the
             floor's heaviest file
  token pass musify with no CUDA toolkit over a tree of large files: MB/s
  rules      `musify --query cudaMalloc` against `musify --version` (the
             process alone): loading the rules through the compiled rule
             cache and without it (--no-rule-cache), wall and RSS

and prints the ratios issue 12 sets targets for. Timings are never
asserted in tests; see docs/performance.md for the figures measured.
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, **kw):
    """Runs cmd; returns (seconds, peak RSS in MiB of it and its waited-for
    descendants, stderr)."""
    start = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True, **kw)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    if p.returncode not in (0, 1):
        sys.exit(f"failed ({p.returncode}): {' '.join(cmd)}\n{err[-2000:]}")
    return seconds, usage.ru_maxrss / 1024, err


def floor_flags(cuda, shims):
    # musify's parse flags (lib/Migrate/Migrator.cpp, parseFlags).
    return ["-fsyntax-only", "-x", "cuda", "-ferror-limit=0",
            "-fno-spell-checking", "-w", "-fno-caret-diagnostics",
            "--cuda-host-only", f"--cuda-path={cuda}", "--cuda-gpu-arch=sm_80",
            "-nocudalib", "-Wno-unknown-cuda-version",
            "-isystem", os.path.join(cuda, "include", "cccl"),
            "-isystem", shims, "-std=c++17"]


def phase_seconds(report, phase):
    """The seconds --time-report gives one phase."""
    for line in report.splitlines():
        if line.strip().startswith(phase + " "):
            return float(line.split()[len(phase.split())])
    return float("nan")


def sources(tree):
    out = []
    for d, _, files in os.walk(tree):
        out += [os.path.join(d, f) for f in files if f.endswith(".cu")]
    return sorted(out)


def plain_cpp(seed, size):
    """About \p size bytes of ordinary C++ (of this script's making) in
    which no CUDA name occurs."""
    out, i = [], 0
    while sum(map(len, out)) < size:
        out.append(f"""
// Host-side helper {seed}.{i}: ordinary C++, nothing to migrate.
static inline int helper_{seed}_{i}(const int *values, int count) {{
  int total = 0;
  for (int k = 0; k < count; ++k)
    total += values[k] * {i % 7 + 1} - (k & {i % 5 + 1});
  return total > {i * 13} ? total : -total;
}}
""")
        i += 1
    return "".join(out)


def token_pass(a, name, text):
    """Runs the token-level pass (no CUDA toolkit) over a tree of
    \p a.token_files files of about 200 KB made of \p text."""
    work = os.path.join(a.work, f"token-{name}")
    tree = os.path.join(work, "in")
    os.makedirs(tree)
    size = 0
    body = text * (200_000 // len(text) + 1)
    for i in range(a.token_files):
        with open(os.path.join(tree, f"big{i:03d}.cu"), "w") as f:
            f.write(body)
        size += len(body.encode())
    seconds, rss, report = run([a.musify, "--quiet", "--time-report", "-j1",
                                "--cuda-path=/nonexistent", "--in-root", tree,
                                "--out-root", os.path.join(work, "out")])
    phase = phase_seconds(report, "token pass")
    names = len(re.findall(r"\b(?:cu|CU|nccl|NCCL)[A-Za-z0-9_]+", body))
    density = f"a CUDA name every {len(body) / max(names, 1):.0f} bytes"
    mb = size / 1e6
    return [(f"token-level pass, {name} ({density}), whole run",
             f"{mb:.0f} MB in {seconds:.2f} s = {mb / seconds:.1f} MB/s (target ≥ 50 MB/s per core), peak {rss:.0f} MiB"),
            (f"token-level pass, {name}, its phase",
             f"{phase:.2f} s = {mb / phase:.1f} MB/s")]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--files", type=int, default=60)
    p.add_argument("--jobs", type=int, default=os.cpu_count())
    p.add_argument("--work", default="/tmp/musify-bench")
    p.add_argument("--musify", default=os.path.join(ROOT, "build", "bin", "musify"))
    p.add_argument("--clang", default="clang++-19")
    p.add_argument("--cuda", default="/usr/local/cuda")
    p.add_argument("--token-files", type=int, default=100,
                   help="files of the token-pass tree (about 200 KB each)")
    a = p.parse_args()
    shims = os.path.join(os.path.dirname(os.path.dirname(a.musify)),
                         "share", "musify", "cuda-shims")
    shutil.rmtree(a.work, ignore_errors=True)
    # The compiled rule cache of these runs is the bench's own; the first
    # musify run writes it.
    os.environ["MUSIFY_CACHE_DIR"] = os.path.join(a.work, "rule-cache")
    corpus = os.path.join(a.work, "corpus")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "make-corpus.py"),
                    corpus, "--files", str(a.files)], check=True,
                   stdout=subprocess.DEVNULL)
    files = sources(corpus)
    results = []

    # The floor: parsing alone, one process per file.
    floor, floor_peak, heaviest = 0.0, 0.0, ("", 0.0)
    for f in files:
        s, rss, _ = run([a.clang] + floor_flags(a.cuda, shims) + [f])
        floor += s
        floor_peak = max(floor_peak, rss)
        if s > heaviest[1]:
            heaviest = (os.path.relpath(f, corpus), s)
    results.append(("parse floor (clang -fsyntax-only, per file)", f"{floor:.1f} s"))

    def musify(jobs, out, extra=()):
        return run([a.musify, "--quiet", "--time-report", f"-j{jobs}",
                    "--in-root", corpus, "--out-root", out, *extra])

    def identical(x, y):
        # The out-roots' own state (incremental cache, precompiled
        # preambles) is not part of the port.
        return subprocess.run(["diff", "-r", "-x", ".musify-cache.json",
                               "-x", ".musify-header-cache",
                               os.path.join(a.work, x), os.path.join(a.work, y)],
                              stdout=subprocess.DEVNULL).returncode == 0

    s1, rss1, report1 = musify(1, os.path.join(a.work, "out-j1"))
    sn, rssn, reportn = musify(1, os.path.join(a.work, "out-j1-plain"),
                               ["--no-header-cache"])
    sj, rssj, _ = musify(a.jobs, os.path.join(a.work, f"out-j{a.jobs}"))
    snj, rssnj, _ = musify(a.jobs, os.path.join(a.work, f"out-j{a.jobs}-plain"),
                           ["--no-header-cache"])
    same_cache = identical("out-j1", "out-j1-plain")
    same_jobs = identical("out-j1", f"out-j{a.jobs}")
    s0, _, report0 = musify(1, os.path.join(a.work, "out-j1"))  # unchanged re-run
    peak = max(rss1, rssj, rssn, rssnj)
    results += [
        ("musify -j1, cold", f"{s1:.1f} s = {s1 / floor:.2f}× the floor (target ≤ 0.40×)"),
        ("musify -j1, cold, --no-header-cache", f"{sn:.1f} s = {sn / floor:.2f}× the floor; outputs {'identical' if same_cache else 'DIFFER'} with and without the cache"),
        (f"musify -j{a.jobs}, cold", f"{sj:.1f} s: {s1 / sj:.2f}× faster than -j1 (target ≥ 1.8×); outputs {'identical' if same_jobs else 'DIFFER'}"),
        (f"musify -j{a.jobs}, cold, --no-header-cache", f"{snj:.1f} s: {sn / snj:.2f}× faster than -j1"),
        ("musify, unchanged re-run", f"{s0:.2f} s = {100 * s0 / s1:.1f} % of the first run"),
        ("peak RSS", f"musify and its parse processes {peak:.0f} MiB (without the cache {max(rssn, rssnj):.0f}); floor's largest {floor_peak:.0f} MiB; ratio {peak / floor_peak:.2f} (target ≤ 1.2)"),
        ("heaviest file", f"{heaviest[0]}: {heaviest[1]:.1f} s to parse"),
    ]

    # The token-level pass: no CUDA toolkit, large files. The corpus's own
    # text is the densest CUDA code there is (a rename every 85 bytes or
    # so); the sparse tree mixes it with ten times as much ordinary C++.
    dense = "".join(open(f).read() for f in files[:20])
    sparse = "".join(open(f).read() + plain_cpp(i, 10 * len(open(f).read()))
                     for i, f in enumerate(files[:20]))
    for name, text in (("dense", dense), ("sparse", sparse)):
        results += token_pass(a, name, text)

    # Loading the rules: the process alone, then with the rules.
    def best(cmd):
        return min(run(cmd)[:2] for _ in range(5))
    base = best([a.musify, "--version"])
    warm = best([a.musify, "--query", "cudaMalloc"])
    cold = best([a.musify, "--no-rule-cache", "--query", "cudaMalloc"])
    results.append(("process alone (--version, best of 5)", f"{base[0] * 1000:.0f} ms, peak {base[1]:.0f} MiB"))
    results.append(("rule loading, compiled rule cache (--query)",
                    f"+{(warm[0] - base[0]) * 1000:.0f} ms, +{warm[1] - base[1]:.0f} MiB over the process alone (target ≤ 20 ms, ≤ 20 MB)"))
    results.append(("rule loading, --no-rule-cache (--query)",
                    f"+{(cold[0] - base[0]) * 1000:.0f} ms, +{cold[1] - base[1]:.0f} MiB"))
    results.append(("load rules phase (--time-report, -j1 run)", f"{phase_seconds(report1, 'load rules') * 1000:.0f} ms, cold run (the cache was written)"))
    results.append(("load rules phase (--time-report, re-run)", f"{phase_seconds(report0, 'load rules') * 1000:.0f} ms"))

    print(f"corpus: {len(files)} files ({a.work}/corpus), {os.cpu_count()} cores")
    for k, v in results:
        print(f"{k:46} {v}")
    print("\n--time-report of the -j1 run:")
    print(report1.strip())
    print("\n--time-report of the -j1 run with --no-header-cache:")
    print(reportn.strip())


if __name__ == "__main__":
    main()
