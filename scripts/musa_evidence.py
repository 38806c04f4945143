# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""What code that builds against the MUSA SDK shows: the evidence files of
rules/evidence (see its README.md), read once for the generators.

* musa-usage.tsv: MUSA-side names (identifiers, macros tested in #if,
  include paths) seen in public code that builds against MUSA, with an
  example location and whether the project that uses a name defines it.
* port-renames.tsv: CUDA -> MUSA renames observed by aligning CUDA files
  with their MUSA ports.
* mutlass-macros.tsv: the macros MUTLASS defines under the MUSA spelling of
  one CUTLASS defines, with both places (scripts/harvest-mutlass-macros.py).
* cuda-signature-drift.tsv: the functions whose parameters changed between
  CUDA 11 and 13 (scripts/harvest-signature-drift.py).
"""

import csv
import hashlib
import json
import os
import sys

# The evidence in the repository (scripts/import-evidence.py writes it).
EVIDENCE_DIR = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "rules", "evidence")

# A port's rename whose MUSA name only the porting project itself defines
# (InfiniCore's nvidia -> moore) says nothing about the SDK.
PORT_CLASSES_OF_NOTE = {"external", "mutlass", "torch_musa", "mixed"}


def _count(n, word, plural=None):
    return f"{n} {word if int(n) == 1 else (plural or word + 's')}"


def _rows(path):
    with open(path, newline="") as f:
        yield from csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)


def write_harvested(out_dir, name, columns, rows_, source):
    """Writes a harvested evidence file (`columns`, then `rows_`) into
    `out_dir` and its entry in manifest.json: `source` as its input, its
    rows and SHA-256 as its output (what import-evidence.py --check
    compares)."""
    path = os.path.join(out_dir, name)
    with open(path, "w", newline="") as f:
        f.write("\t".join(columns) + "\n")
        for r in rows_:
            f.write("\t".join(r) + "\n")
    manifest_path = os.path.join(out_dir, "manifest.json")
    try:
        with open(manifest_path) as f:
            manifest = json.load(f)
    except FileNotFoundError:
        manifest = {}
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    manifest.setdefault("inputs", {})[name] = source
    manifest.setdefault("outputs", {})[name] = {"rows": len(rows_),
                                                "sha256": digest}
    with open(manifest_path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{name}: {len(rows_)} rows", file=sys.stderr)


def rows(ref, name):
    """The rows of one evidence file, as dicts, in the file's order."""
    return _rows(os.path.join(ref, name))


def torch_musa_table(ref, table):
    """(cuda, musa) pairs of one of torch_musa's name tables
    ("general.json", ...), in the table's order."""
    name = "torch_musa-" + table[:-len(".json")] + ".tsv"
    return [(r["cuda_name"], r["musa_name"]) for r in rows(ref, name)]


class Evidence:
    def __init__(self, ref):
        self.usage = {}  # (is_include, name) -> row
        for r in _rows(os.path.join(ref, "musa-usage.tsv")):
            key = (r["kind"] == "include", r["name"])
            # An identifier row and a macro-test row of one name: the one
            # used in more files speaks.
            old = self.usage.get(key)
            if old is None or int(r["files"]) > int(old["files"]):
                self.usage[key] = r
        self.ports = {}  # cuda name (or <header>) -> row of its best rename
        for r in _rows(os.path.join(ref, "port-renames.tsv")):
            if r["musa_name_usage_class"] not in PORT_CLASSES_OF_NOTE:
                continue
            old = self.ports.get(r["cuda_name"])
            if old is None or (int(r["count"]), r["musa_name"]) > \
                    (int(old["count"]), old["musa_name"]):
                self.ports[r["cuda_name"]] = r

        # cuda name -> row; the file is optional for older checkouts.
        path = os.path.join(ref, "mutlass-macros.tsv")
        self.mutlass_macros = ({r["cuda_name"]: r for r in _rows(path)}
                               if os.path.isfile(path) else {})

    def used(self, name, include=False):
        """The usage row when code that builds against MUSA uses `name`
        without defining it, else None."""
        r = self.usage.get((include, name))
        return r if r and r["defined_in_repo"] == "no" else None

    def port(self, cuda, include=False):
        return self.ports.get(f"<{cuda}>" if include else cuda)

    def port_musa(self, cuda, include=False):
        r = self.port(cuda, include)
        if not r:
            return None
        return r["musa_name"][1:-1] if include else r["musa_name"]

    @staticmethod
    def describe_use(r):
        return (f"used by {r['example']} ({_count(r['files'], 'file')} in "
                f"{_count(r['repo_count'], 'repository', 'repositories')} "
                f"that build against MUSA)")

    @staticmethod
    def describe_port(r):
        return (f"renamed so in real MUSA ports "
                f"({_count(r['count'], 'aligned place')} in "
                f"{_count(r['pairs'], 'file pair')}, {r['sets']}; "
                f"e.g. {r['example']})")

    @staticmethod
    def describe_mutlass_macro(r):
        return (f"MUTLASS defines {r['musa_name']} where CUTLASS defines "
                f"{r['cuda_name']} (MUTLASS: {r['example']}; CUTLASS: "
                f"{r['cuda_example']})")

    def external_names(self):
        """(name, row) of identifiers and tested macros that MUSA code uses
        without defining them, sorted."""
        for (inc, name), r in sorted(self.usage.items()):
            if not inc and r["defined_in_repo"] == "no":
                yield name, r
