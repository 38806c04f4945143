#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Brings the MUSA evidence into the repository, in the compact form the
generators read (rules/evidence/README.md), and checks it.

  import-evidence.py --reference DIR [--output-dir DIR]
      A developer's step: reads the harvested evidence in DIR (the
      project's reference material, kept outside the repository) and writes
      rules/evidence/: one tab-separated file per source with only the
      columns the generators use, and manifest.json (each input's and
      output's SHA-256 and row count). Nothing in the build or the tests
      reads the reference directory.
  import-evidence.py --check [DIR]
      What the tests run: every file is well-formed (its header, its column
      count, identifiers where names must be identifiers, no duplicate
      key), agrees with the manifest (no hand edit), and the cross-file
      facts hold (each port rename's usage class is its MUSA name's class
      in the usage index). Exit status 1 with one line per problem.
"""

import argparse
import csv
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "rules", "evidence")

# torch_musa's tables in the order the generators read them.
TORCH_MUSA_TABLES = ["general.json", "dnn-naming.json", "extra.json",
                     "include.json", "dnn-header.json"]

# Output file -> (source file, the columns kept, the key columns).
TSV = {
    "musa-usage.tsv": ("musa-usage.tsv",
                       ["name", "kind", "files", "example", "defined_in_repo",
                        "repo_count", "provenance_class"], ["name", "kind"]),
    "port-renames.tsv": ("port-renames.tsv",
                         ["cuda_name", "musa_name", "count", "pairs",
                          "example", "sets", "musa_name_usage_class"],
                         ["cuda_name", "musa_name"]),
    "llamacpp-musa-pairs.tsv": ("llamacpp-musa-pairs.tsv",
                                ["cuda_name", "musa_name"], None),
    "torchada-mapping.tsv": ("torchada-mapping.tsv",
                             ["cuda_name", "musa_name", "source"], None),
}
TORCH_MUSA_COLUMNS = ["cuda_name", "musa_name"]
# Evidence harvested from public checkouts by its own script, not imported
# from the reference: file -> (the script, the columns, the key columns).
# A re-import keeps these files' manifest entries.
HARVESTED = {
    "mutlass-macros.tsv": ("scripts/harvest-mutlass-macros.py",
                           ["cuda_name", "musa_name", "example",
                            "cuda_example"], ["cuda_name"]),
    "cuda-signature-drift.tsv": ("scripts/harvest-signature-drift.py",
                                 ["cuda_name", "old_function", "old_type",
                                  "new_function", "new_type"],
                                 ["cuda_name"]),
}


def torch_musa_file(table):
    """torch_musa's general.json -> torch_musa-general.tsv"""
    return "torch_musa-" + table[:-len(".json")] + ".tsv"
NUMBER = re.compile(r"^[0-9]+$")
CITATION = re.compile(r"^[\w.-]+/[\w.-]+@[0-9a-f]{7,40}:\S+:[0-9]+$")


def rows(path):
    with open(path, newline="") as f:
        yield from csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write_tsv(path, columns, records):
    with open(path, "w", newline="") as f:
        f.write("\t".join(columns) + "\n")
        for r in records:
            f.write("\t".join(r) + "\n")
    return len(records)


def import_all(ref, out):
    os.makedirs(out, exist_ok=True)
    manifest = {"inputs": {}, "outputs": {}}
    kept = {}
    try:
        with open(os.path.join(out, "manifest.json")) as f:
            old = json.load(f)
        for name in HARVESTED:
            if name in old.get("outputs", {}):
                kept[name] = (old.get("inputs", {}).get(name),
                              old["outputs"][name])
    except (OSError, ValueError):
        pass
    for name, (source, columns, _) in TSV.items():
        src = os.path.join(ref, source)
        manifest["inputs"][source] = sha256(src)
        records = [[r[c] for c in columns] for r in rows(src)]
        n = write_tsv(os.path.join(out, name), columns, records)
        manifest["outputs"][name] = n
    for table in TORCH_MUSA_TABLES:
        src = os.path.join(ref, "torch_musa-mapping", table)
        manifest["inputs"]["torch_musa-mapping/" + table] = sha256(src)
        with open(src) as f:
            records = [[c, m] for c, m in json.load(f).items()]
        name = torch_musa_file(table)
        manifest["outputs"][name] = write_tsv(
            os.path.join(out, name), TORCH_MUSA_COLUMNS, records)
    manifest["outputs"] = {
        name: {"rows": n, "sha256": sha256(os.path.join(out, name))}
        for name, n in manifest["outputs"].items()}
    for name, (source, entry) in kept.items():
        manifest["inputs"][name] = source
        manifest["outputs"][name] = entry
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    for name, o in sorted(manifest["outputs"].items()):
        print(f"{name}: {o['rows']} rows")


def check_file(path, columns, keys, problems):
    """The rows of one file, after checking its shape."""
    name = os.path.basename(path)
    with open(path, newline="") as f:
        lines = f.read().split("\n")
    if lines[-1] == "":
        lines.pop()
    if not lines or lines[0].split("\t") != columns:
        problems.append(f"{name}: header is not {' '.join(columns)}")
        return []
    out, seen = [], set()
    for i, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != len(columns) or any(c == "" for c in cells[:2]):
            problems.append(f"{name}:{i}: {len(cells)} cells, expected "
                            f"{len(columns)}, the first two not empty")
            continue
        r = dict(zip(columns, cells))
        for c in ("files", "repo_count", "count", "pairs"):
            if c in r and not NUMBER.match(r[c]):
                problems.append(f"{name}:{i}: {c} '{r[c]}' is not a number")
        for c in ("example", "cuda_example"):
            if c in r and not CITATION.match(r[c]):
                problems.append(f"{name}:{i}: {c} '{r[c]}' is not "
                                "owner/repo@commit:path:line")
        if keys:
            key = tuple(r[k] for k in keys)
            if key in seen:
                problems.append(f"{name}:{i}: duplicate {' '.join(key)}")
            seen.add(key)
        out.append(r)
    return out


def check(out):
    problems = []
    try:
        with open(os.path.join(out, "manifest.json")) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"manifest.json: {e}")
        return 1
    tables = dict(TSV)
    for table in TORCH_MUSA_TABLES:
        tables[torch_musa_file(table)] = (None, TORCH_MUSA_COLUMNS,
                                          ["cuda_name"])
    tables.update(HARVESTED)
    data = {}
    for name, (_, columns, keys) in sorted(tables.items()):
        path = os.path.join(out, name)
        # A harvested file is checked where the manifest records it (an
        # import of the reference alone has none).
        if name in HARVESTED and name not in manifest.get("outputs", {}):
            continue
        if not os.path.isfile(path):
            problems.append(f"{name}: missing")
            continue
        data[name] = check_file(path, columns, keys, problems)
        want = manifest.get("outputs", {}).get(name, {})
        if want.get("sha256") != sha256(path) or \
                want.get("rows") != len(data[name]):
            problems.append(f"{name}: differs from manifest.json (edited by "
                            "hand? regenerate with import-evidence.py)")
    usage = {}
    for r in data.get("musa-usage.tsv", []):
        if r["kind"] != "include":
            usage.setdefault(r["name"], set()).add(r["provenance_class"])
    for r in data.get("port-renames.tsv", []):
        cls = r["musa_name_usage_class"]
        name = r["musa_name"]
        if name.startswith("<") or cls == "not-seen":
            continue
        if cls not in usage.get(name, set()):
            problems.append(f"port-renames.tsv: {r['cuda_name']} -> {name}: "
                            f"class {cls} is not the usage index's")
    for p in problems:
        print(p)
    total = sum(len(v) for v in data.values())
    print(f"{len(data)} evidence files, {total} rows; {len(problems)} "
          "problems")
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", metavar="DIR",
                    help="the harvested evidence (needed unless --check)")
    ap.add_argument("--output-dir", default=DEFAULT_OUT)
    ap.add_argument("--check", nargs="?", const=DEFAULT_OUT, metavar="DIR")
    args = ap.parse_args()
    if args.check:
        return check(args.check)
    if not args.reference:
        ap.error("--reference DIR is needed to import the evidence")
    import_all(args.reference, args.output_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
