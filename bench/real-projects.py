#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Migrates real public CUDA projects with --verify and prints, per project,
how much of the port builds and how much fell to the token-level pass.

The projects (bench/real-projects.json) are not fetched by this script:
clone each into --projects DIR/<checkout> first (README.md in this folder).
Figures are measured, never asserted: this is a benchmark, not a test.

  python3 bench/real-projects.py --projects /path/to/checkouts \\
      [--musify build/bin/musify] [--only NAME]... [--torch-include DIR]

With --torch-include (a PyTorch wheel's torch/include), the PyTorch
extensions are also migrated against PyTorch's real headers.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SUMMARY = re.compile(r"(\d+) of (\d+) translation units build")
# --verify=build's summary: what the port's own build did.
SCRIPT_BUILD = re.compile(
    r"--verify=build: the port's (\w+) project (configures and builds|"
    r"does not (configure|build) against [^:]*: (\d+) (errors?|steps? fails?))")
TOKEN_ONLY = "migrated by the token-level pass only"
# What musify says a verify failure is, by the diagnostics' IDs.
NOT_VERIFIED = "MU4002"
FAILED = "MU4001"
# A unit that compiles but calls a function none of the model's libraries
# has.
LINK_FAILED = "MU4003"
SILENT_HINT = "no earlier musify finding explains this"
IN_MUTLASS_HINT = "the error is in MUTLASS"


def checkout(projects_dir, spec):
    for name in (spec["name"], spec["repo"].split("/")[1]):
        path = os.path.join(projects_dir, name)
        if os.path.isdir(path):
            return path
    return None


def flags(spec, src, projects_dir, torch_include):
    cutlass = checkout(projects_dir, {"name": "cutlass",
                                      "repo": "NVIDIA/cutlass"}) or ""
    mutlass = checkout(projects_dir, {"name": "mutlass",
                                      "repo": "MooreThreads/mutlass"}) or ""
    out = [f.format(src=src, cutlass=cutlass, mutlass=mutlass)
           for f in spec["flags"]]
    if torch_include:
        out = ["-std=c++20", "-isystem", torch_include, "-isystem",
               os.path.join(torch_include, "torch/csrc/api/include"),
               "-isystem", python_include()] + out
    return out


def python_include():
    import sysconfig
    return sysconfig.get_paths()["include"]


def count(diagnostics):
    token_files = {d["file"] for d in diagnostics
                   if d["id"] == "MU0001" and TOKEN_ONLY in d["message"]}
    failed = [d for d in diagnostics if d["id"] == FAILED]
    silent = sum(1 for d in failed if SILENT_HINT in d.get("suggestion", ""))
    in_mutlass = sum(1 for d in failed
                     if d.get("suggestion", "").startswith(IN_MUTLASS_HINT))
    return {
        "tokenOnlyFiles": len(token_files),
        "failed": len(failed),
        "silent": silent,
        "explained": len(failed) - silent - in_mutlass,
        "inMutlass": in_mutlass,
        "notVerified": sum(1 for d in diagnostics if d["id"] == NOT_VERIFIED),
        "linkFailed": sum(1 for d in diagnostics if d["id"] == LINK_FAILED),
    }


def migrated_files(report_dir):
    with open(os.path.join(report_dir, "report.json")) as f:
        report = json.load(f)
    return len(report.get("files", []))


def run(musify, spec, src, projects_dir, torch_include, jobs, verify, keep,
        label):
    with tempfile.TemporaryDirectory(prefix="musify-bench-") as scratch:
        tmp = scratch
        if keep:
            tmp = os.path.join(keep, f"{spec['name']}-{label}")
            shutil.rmtree(tmp, ignore_errors=True)
            os.makedirs(tmp)
        out, diag = os.path.join(tmp, "port"), os.path.join(tmp, "d.json")
        report = os.path.join(tmp, "report")
        cmd = [musify, "--out-root", out, "--quiet", "-j", str(jobs),
               "--diagnostics-file", diag, "--report", report,
               "--verify" if verify == "units" else f"--verify={verify}"]
        if "cmake" in spec:
            # As a user with a CMake project: configure it, then hand musify
            # the compile database alone (-p), every file and flag in it.
            database = os.path.join(tmp, "cmake-build")
            configure = subprocess.run(
                ["cmake", "-S", src, "-B", database, "-G", "Ninja",
                 "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", *spec["cmake"]],
                capture_output=True, text=True, errors="replace")
            if configure.returncode != 0:
                return {"error": configure.stderr.strip().splitlines()[-1:]}
            cmd += ["-p", database]
            # Flags a user adds for the port (MUTLASS's include directory)
            # come after every database command.
            if spec["flags"]:
                cmd += ["--", *flags(spec, src, projects_dir, torch_include)]
        else:
            cmd += ["--in-root", os.path.join(src, spec["inRoot"])]
            for glob in spec["exclude"]:
                cmd += ["--exclude", glob]
            cmd += ["--", *flags(spec, src, projects_dir, torch_include)]
        start = time.monotonic()
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              errors="replace")
        seconds = time.monotonic() - start
        with open(os.path.join(tmp, "stderr.txt"), "w") as f:
            f.write(proc.stderr)
        if not os.path.isfile(diag):
            return {"error": proc.stderr.strip().splitlines()[-1:]}
        with open(diag) as f:
            result = count(json.load(f)["diagnostics"])
        match = SUMMARY.search(proc.stderr)
        result.update({
            "built": int(match.group(1)) if match else None,
            "units": int(match.group(2)) if match else None,
            "files": migrated_files(report),
            "exit": proc.returncode,
            "scriptBuild": script_build(proc.stderr),
            "seconds": round(seconds),
        })
        return result


def script_build(stderr):
    """--verify=build's outcome in a few words, or None without it."""
    if "--verify=build: the port has no" in stderr:
        return "no build script"
    m = SCRIPT_BUILD.search(stderr)
    if not m:
        return None
    if m.group(2) == "configures and builds":
        return f"{m.group(1)}: builds"
    return f"{m.group(1)}: {m.group(3)} fails, {m.group(4)} {m.group(5)}"


def percent(part, whole):
    return f"{100 * part / whole:.0f} %" if whole else "-"


def row(name, headers, r):
    if "error" in r:
        return f"| {name} | {headers} | error: {' '.join(r['error'])} |"
    units = r["units"] or 0
    return (f"| {name} | {headers} | {r['built']} of {units} "
            f"({percent(r['built'] or 0, units)}) | {r['explained']} | "
            f"{r['silent']} | {r['inMutlass']} | {r['linkFailed']} | "
            f"{r['notVerified']} "
            f"({percent(r['notVerified'], units)}) | {r['tokenOnlyFiles']} "
            f"of {r['files']} ({percent(r['tokenOnlyFiles'], r['files'])}) "
            f"| {r['seconds']} |"
            + (f" {r['scriptBuild']} |" if r.get("scriptBuild") else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--projects", required=True,
                        help="directory holding a checkout of each project")
    parser.add_argument("--musify",
                        default=os.path.join(ROOT, "build", "bin", "musify"))
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--torch-include",
                        help="a PyTorch wheel's torch/include directory")
    parser.add_argument("--verify", default="units",
                        help="the --verify level (units, or build)")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--json", help="also write the figures here")
    parser.add_argument("--keep", help="keep each run's port, diagnostics, "
                        "report and musify's standard error under this "
                        "directory (<project>-<headers>/), to look at the "
                        "failures")
    args = parser.parse_args()
    with open(os.path.join(HERE, "real-projects.json")) as f:
        specs = json.load(f)["projects"]
    build = args.verify == "build"
    print("| project | PyTorch headers | units build | explained | silent "
          "| in MUTLASS | link fails | not verified | files token-only | s |"
          + (" the port's own build |" if build else ""))
    print("|---|---|---|---:|---:|---:|---:|---|---|---:|"
          + ("---|" if build else ""))
    results = {}
    for spec in specs:
        if args.only and spec["name"] not in args.only:
            continue
        src = checkout(args.projects, spec)
        if src is None:
            print(f"| {spec['name']} | - | not checked out in "
                  f"{args.projects} |")
            continue
        variants = [("stand-ins" if spec["torch"] else "-", None)]
        if spec["torch"] and args.torch_include:
            variants.append(("real", args.torch_include))
        for label, torch in variants:
            r = run(args.musify, spec, src, args.projects, torch, args.jobs,
                    args.verify, args.keep, label)
            results[f"{spec['name']}/{label}"] = r
            print(row(spec["name"], label, r), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
