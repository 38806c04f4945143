#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Writes rules/evidence/cuda-signature-drift.tsv: the CUDA runtime and
driver API functions whose parameters changed between CUDA 11 and the
installed CUDA (13), by the names code calls them (a macro such as
cuCtxCreate named by the function it stands for on each side).

Moore Threads' name tables were made from CUDA 11 headers (torch_musa's
general.json has cuMemGetInfo_v2 but no CUDA 12 name), so the MUSA names
musify renames these functions to may take CUDA 11's parameters while the
code being ported passes CUDA 13's: scripts/generate-rules.py makes each
such rename a hazard (MU2005) that shows both signatures.

CUDA 11's headers come from NVIDIA's nvidia-cuda-runtime-cu11 wheel
(`pip download --no-deps nvidia-cuda-runtime-cu11==11.7.99`, the oldest on
the package index; unpacked, its nvidia/cuda_runtime/include holds
cuda_runtime_api.h and cuda.h). Each side is parsed with Clang as C++
(function types from its AST), after its macros are read.

Updates the file's entry in manifest.json (rows, SHA-256, both sides).

With --check, needs no CUDA 11: each row's CUDA 13 side is compared with
the installed CUDA's headers (test/rules/signature-drift.test).

Usage: scripts/harvest-signature-drift.py --old-include DIR --old-label TEXT
           [--cuda /usr/local/cuda] [--clang clang++-19]
       scripts/harvest-signature-drift.py --check [--cuda DIR] [--clang X]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from musa_evidence import EVIDENCE_DIR, write_harvested  # noqa: E402

NAME = "cuda-signature-drift.tsv"
COLUMNS = ["cuda_name", "old_function", "old_type", "new_function",
           "new_type"]
HEADERS = ("cuda_runtime_api.h", "cuda.h")


def declarations(include, clang):
    """{function: its type} of the runtime and driver API headers under
    `include`, and {macro: the identifier it stands for}."""
    with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as t:
        t.write("".join(f"#include <{h}>\n" for h in HEADERS))
    base = [clang, "-x", "c++", "-std=c++17", "-I" + include, t.name]
    ast = subprocess.run(base + ["-fsyntax-only", "-Xclang", "-ast-dump=json",
                                 "-Xclang", "-ast-dump-filter", "-Xclang",
                                 "cu"],
                         capture_output=True, text=True, check=True).stdout
    macros = subprocess.run(base + ["-E", "-dM"], capture_output=True,
                            text=True, check=True).stdout
    os.unlink(t.name)
    functions = {}
    decoder = json.JSONDecoder()
    at = 0
    # The filtered dump is one JSON object per declaration, with a line
    # naming it between them.
    while True:
        at = ast.find("\n{", at)
        if at < 0:
            break
        node, at = decoder.raw_decode(ast, at + 1)
        if node.get("kind") == "FunctionDecl" and "name" in node:
            functions.setdefault(node["name"], node["type"]["qualType"])
    aliases = {m.group(1): m.group(2) for m in re.finditer(
        r"^#define (\w+) (\w+)$", macros, re.M)}
    return functions, aliases


def spelling(t):
    """A type as both sides can be compared: `struct X` is `X`."""
    return re.sub(r"\b(struct|enum) ", "", re.sub(r"\s+", " ", t)).strip()


def check(path, cuda, clang):
    """Whether each row's new side is what the installed CUDA declares."""
    new, alias = declarations(os.path.join(cuda, "include"), clang)
    with open(path) as f:
        lines = f.read().splitlines()
    problems = 0
    for line in lines[1:]:
        r = dict(zip(COLUMNS, line.split("\t")))
        function = alias.get(r["cuda_name"], r["cuda_name"])
        got = spelling(new[function]) if function in new else None
        if function != r["new_function"] or got != r["new_type"]:
            print(f"{r['cuda_name']}: the headers have {function} {got}, "
                  f"the file {r['new_function']} {r['new_type']}")
            problems += 1
    print(f"{NAME}: {len(lines) - 1} rows, {problems} differ from the CUDA "
          "headers")
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--old-include")
    ap.add_argument("--old-label",
                    help="what the old headers are, for the manifest")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--clang", default="clang++-19")
    ap.add_argument("--output-dir", default=EVIDENCE_DIR)
    args = ap.parse_args()
    if args.check:
        return check(os.path.join(args.output_dir, NAME), args.cuda,
                     args.clang)
    if not args.old_include or not args.old_label:
        ap.error("--old-include and --old-label are needed to harvest")
    old, old_alias = declarations(args.old_include, args.clang)
    new, new_alias = declarations(os.path.join(args.cuda, "include"),
                                  args.clang)
    rows = []
    for name in sorted(set(old) | set(old_alias) | set(new) | set(new_alias)):
        f_old, f_new = old_alias.get(name, name), new_alias.get(name, name)
        if f_old in old and f_new in new and \
                spelling(old[f_old]) != spelling(new[f_new]):
            rows.append([name, f_old, spelling(old[f_old]), f_new,
                         spelling(new[f_new])])
    with open(os.path.join(args.cuda, "include", HEADERS[0])) as f:
        version = re.search(r"#define CUDART_VERSION\s+(\d+)", f.read())
    write_harvested(
        args.output_dir, NAME, COLUMNS, rows,
        f"{args.old_label} against the CUDA toolkit's headers"
        + (f" (CUDART_VERSION {version.group(1)})" if version else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
