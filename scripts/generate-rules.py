#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Generate rules/<family>.yaml from the CUDA headers and the MUSA reference data.

Inputs
  * the CUDA headers (the inventory: every function, type, enumerator and
    macro a family's headers declare), read through Clang's JSON AST dump;
  * Moore Threads' name tables (torch_musa utils/mapping/*.json): evidence
    "mapped";
  * the name pairs of code that builds against the MUSA SDK
    (llamacpp-musa-pairs.tsv, from ggml's MUSA vendor header): "verified";
  * rules/overrides/<family>.yaml: hand-written corrections (unsupported APIs
    with their evidence, verified header names); they win field by field;
  * the hand-written rule files (rules/macros.yaml, ...): names they define
    are left out of generated files.

Output: rules/runtime.yaml and rules/headers.yaml, deterministic (sorted),
so that a regeneration shows up as a reviewable diff.

Usage: scripts/generate-rules.py [--cuda /usr/local/cuda]
       [--reference ../shared/musa-reference] [--clang clang++-19]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Headers (relative to <cuda>/include) whose declarations form each family.
FAMILIES = {
    "runtime": {
        "title": "CUDA runtime API",
        "headers": [
            "cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h",
            "surface_types.h", "texture_types.h", "library_types.h",
            "cuda_device_runtime_api.h", "channel_descriptor.h",
            "cuda_profiler_api.h",
        ],
        "prefixes": ("cuda", "CUDA", "make_cuda"),
        "includes": ["cuda_runtime.h", "cuda_profiler_api.h"],
    },
}

TABLES = ["general.json", "dnn-naming.json", "extra.json"]


def load_tables(ref):
    mapped = {}
    for name in TABLES:
        with open(os.path.join(ref, "torch_musa-mapping", name)) as f:
            for k, v in json.load(f).items():
                mapped.setdefault(k, (v, name))
    with open(os.path.join(ref, "torch_musa-mapping", "include.json")) as f:
        headers = json.load(f)
    with open(os.path.join(ref, "torch_musa-mapping", "dnn-header.json")) as f:
        for k, v in json.load(f).items():
            headers.setdefault(k, v)
    verified = {}
    with open(os.path.join(ref, "llamacpp-musa-pairs.tsv")) as f:
        next(f)
        for line in f:
            cuda, musa = line.rstrip("\n").split("\t")
            verified[cuda] = musa
    return mapped, headers, verified


def dump_ast(clang, cuda, includes):
    with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as tu:
        for h in includes:
            tu.write(f"#include <{h}>\n")
    try:
        out = subprocess.run(
            [clang, "-x", "c++", "-std=c++17", "-fsyntax-only", "-w",
             "-Xclang", "-ast-dump=json", "-isystem",
             os.path.join(cuda, "include"), tu.name],
            check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(tu.name)
    return json.loads(out)


KIND_OF = {
    "FunctionDecl": "function", "FunctionTemplateDecl": "function",
    "TypedefDecl": "type", "TypeAliasDecl": "type", "RecordDecl": "type",
    "CXXRecordDecl": "type", "EnumDecl": "type", "ClassTemplateDecl": "type",
    "EnumConstantDecl": "enumerator", "VarDecl": "variable",
}


def inventory(ast, include_dir, headers):
    """Returns {name: (kind, header)} for declarations in `headers`."""
    found = {}
    state = {"file": None}

    def track(loc):
        if not isinstance(loc, dict):
            return
        for sub in ("spellingLoc", "expansionLoc"):
            if sub in loc:
                track(loc[sub])
        if "file" in loc:
            state["file"] = loc["file"]

    def walk(node):
        if not isinstance(node, dict):
            return
        track(node.get("loc"))
        decl_file = state["file"]
        rng = node.get("range", {})
        track(rng.get("begin"))
        track(rng.get("end"))
        kind = KIND_OF.get(node.get("kind"))
        name = node.get("name")
        if kind and name and decl_file and not node.get("isImplicit"):
            rel = os.path.relpath(os.path.realpath(decl_file), include_dir)
            if rel in headers:
                found.setdefault(name, (kind, rel))
        for child in node.get("inner", []):
            walk(child)

    walk(ast)
    return found


def macros(include_dir, headers):
    found = {}
    define = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)", re.M)
    for h in headers:
        with open(os.path.join(include_dir, h), errors="replace") as f:
            for name in define.findall(f.read()):
                found.setdefault(name, ("macro", h))
    return found


def is_public(name, prefixes):
    # Header guards and compiler plumbing are not API.
    if name.startswith("_") or name.endswith(("_H", "_H_", "_HPP")):
        return False
    return name.startswith(prefixes)


def load_overrides(family):
    path = os.path.join(ROOT, "rules", "overrides", f"{family}.yaml")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        doc = yaml.safe_load(f) or {}
    return {r["cuda"]: r for r in doc.get("rules", [])}


def hand_written_names():
    names = set()
    for fn in sorted(os.listdir(os.path.join(ROOT, "rules"))):
        if not fn.endswith(".yaml"):
            continue
        with open(os.path.join(ROOT, "rules", fn)) as f:
            first = f.readline()
            if "GENERATED" in first:
                continue
            f.seek(0)
            doc = yaml.safe_load(f) or {}
        names.update(r["cuda"] for r in doc.get("rules") or [])
    return names


def make_rule(name, kind, header, mapped, verified, what):
    if name in verified:
        return {"cuda": name, "musa": verified[name], "kind": kind,
                "status": "verified",
                "evidence": "ggml MUSA vendor header (llamacpp-musa-pairs.tsv)"}
    if name in mapped:
        musa, table = mapped[name]
        return {"cuda": name, "musa": musa, "kind": kind, "status": "mapped",
                "evidence": f"torch_musa {table}"}
    return {"cuda": name, "kind": kind, "status": "unknown",
            "reason": f"declared by CUDA 13 {header}; no MUSA {what} is known",
            "suggestion": "port by hand, or add a rule once MUSA provides it"}


SAFE = re.compile(r"^[A-Za-z_][A-Za-z0-9_./+-]*$")
KEY_ORDER = ["cuda", "musa", "kind", "status", "evidence", "reason",
             "suggestion", "fixit"]


def scalar(v):
    v = str(v)
    if SAFE.match(v) and v not in ("true", "false", "null", "yes", "no"):
        return v
    return json.dumps(v)  # a JSON string is a valid YAML scalar


def write_family(path, family, title, headers, unmapped, rules, sources):
    with open(path, "w") as f:
        f.write(f"# GENERATED by scripts/generate-rules.py from {sources}.\n")
        f.write(f"# Do not edit: put corrections in rules/overrides/{family}.yaml.\n")
        f.write(f"family: {family}\ntitle: {scalar(title)}\n")
        if headers:
            f.write("headers: [" + ", ".join(scalar(h) for h in headers) + "]\n")
        f.write(f"unmapped: {unmapped}\nrules:\n")
        for r in sorted(rules, key=lambda r: r["cuda"]):
            fields = ", ".join(f"{k}: {scalar(r[k])}" for k in KEY_ORDER if k in r)
            f.write(f"  - {{{fields}}}\n")


def apply_overrides(rules, overrides):
    by_name = {r["cuda"]: r for r in rules}
    for name, o in overrides.items():
        r = by_name.setdefault(name, {"cuda": name})
        if o.get("status") in ("unsupported", "unknown"):
            r.pop("musa", None)
            r.pop("evidence", None) if "evidence" not in o else None
        if o.get("status") in ("verified", "mapped"):
            r.pop("reason", None)
            r.pop("suggestion", None)
        r.update(o)
    return list(by_name.values())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--reference",
                    default=os.path.join(ROOT, "..", "shared", "musa-reference"))
    ap.add_argument("--clang", default="clang++-19")
    args = ap.parse_args()

    mapped, header_map, verified = load_tables(args.reference)
    include_dir = os.path.realpath(os.path.join(args.cuda, "include"))
    skip = hand_written_names()
    sources = "the CUDA headers, torch_musa's tables and ggml's MUSA pairs"

    for family, spec in FAMILIES.items():
        ast = dump_ast(args.clang, args.cuda, spec["includes"])
        names = inventory(ast, include_dir, set(spec["headers"]))
        for name, v in macros(include_dir, spec["headers"]).items():
            names.setdefault(name, v)
        rules = [make_rule(n, k, h, mapped, verified, "counterpart")
                 for n, (k, h) in names.items()
                 if is_public(n, spec["prefixes"]) and n not in skip]
        rules = apply_overrides(rules, load_overrides(family))
        write_family(os.path.join(ROOT, "rules", f"{family}.yaml"), family,
                     spec["title"], spec["headers"], "report", rules, sources)
        print(f"rules/{family}.yaml: {len(rules)} rules", file=sys.stderr)

    # Headers: every header of the CUDA include directory, plus the names
    # Moore Threads' tables know.
    present = sorted(h for h in os.listdir(include_dir)
                     if h.endswith((".h", ".hpp")) or h in header_map)
    rules = []
    for h in sorted(set(present) | set(k for k in header_map if "/" not in k
                                       and k.endswith((".h", ".hpp")))):
        if h in skip:
            continue
        if h in header_map:
            rules.append({"cuda": h, "musa": header_map[h], "kind": "header",
                          "status": "mapped",
                          "evidence": "torch_musa include.json"})
    for h in header_map:
        if "/" in h and h.endswith((".h", ".hpp")) and h not in skip:
            rules.append({"cuda": h, "musa": header_map[h], "kind": "header",
                          "status": "mapped",
                          "evidence": "torch_musa include.json"})
    rules = apply_overrides(rules, load_overrides("headers"))
    write_family(os.path.join(ROOT, "rules", "headers.yaml"), "headers",
                 "CUDA header names", [], "report", rules, sources)
    print(f"rules/headers.yaml: {len(rules)} rules", file=sys.stderr)


if __name__ == "__main__":
    main()
