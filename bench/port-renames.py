#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""How many of the renames real MUSA porters made do musify's rules make?

The development set is rules/evidence/port-renames.tsv: every
CUDA -> MUSA token rename found by aligning CUDA files with their MUSA ports
in public repositories (MUTLASS vs CUTLASS, vllm_musa, mmcv's MUSA ops,
InfiniCore, ...), each with the number of aligned places. The port files
themselves are not stored here, so this measures names, not files: for each
observed rename, what would musify write for that CUDA name?

* default mode: the rule for the name (identifier, namespace, header: exact
  or longest prefix) when it renames, else the name unchanged;
* --rename-symbols: the same, and a name no rule knows is renamed by the
  fragment rules (CUDA -> MUSA, cublas -> mublas, ... where the word stands
  alone) when the port's MUSA name is the project's own (the names
  --rename-symbols renames are the project's);
* Moore Threads' tables as a whole-word text replacement, for comparison.

Precision: of the renames made, how many equal the porters'; recall: of the
porters' renames, how many are made. Both counted per distinct rename and
weighted by aligned places. Printed, never asserted.

Usage: bench/port-renames.py [--rules DIR] [--reference DIR]
"""

import argparse
import csv
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_rules(path):
    ident, headers, prefixes, fragments = {}, {}, [], []
    for fn in sorted(os.listdir(path)):
        if not fn.endswith(".yaml"):
            continue
        with open(os.path.join(path, fn)) as f:
            doc = yaml.safe_load(f) or {}
        for r in doc.get("rules") or []:
            if r.get("status") not in ("verified", "mapped") or "musa" not in r:
                continue
            kind = r.get("kind")
            if kind == "fragment":
                fragments.append((str(r["cuda"]), str(r["musa"])))
            elif kind == "header":
                (prefixes.append((r["cuda"], r["musa"])) if r.get("prefix")
                 else headers.__setitem__(r["cuda"], r["musa"]))
            elif kind == "namespace":
                ident.setdefault(str(r["cuda"]).split("::")[-1],
                                 str(r["musa"]).split("::")[-1])
            elif kind != "build":
                ident[str(r["cuda"])] = str(r["musa"]).split("::")[-1]
    return ident, headers, prefixes, fragments


def stands_alone(name, at, word):
    end = at + len(word)
    left = at == 0 or not name[at - 1].isalpha() or \
        (name[at - 1].islower() and word[0].isupper())
    right = end == len(name) or not name[end].isalpha() or \
        (word[-1].islower() and name[end].isupper()) or \
        (word[-1].isupper() and name[end].isupper() and end + 1 < len(name)
         and name[end + 1].islower())
    return left and right


def rename_fragments(fragments, name):
    out = name
    for word, musa in fragments:
        at = 0
        while (at := out.find(word, at)) >= 0:
            if stands_alone(out, at, word):
                out = out[:at] + musa + out[at + len(word):]
                at += len(musa)
            else:
                at += len(word)
    return out


def predict(rules, cuda, symbols):
    ident, headers, prefixes, fragments = rules
    if cuda.startswith("<"):
        path = cuda[1:-1]
        if path in headers:
            return f"<{headers[path]}>"
        best = max((p for p in prefixes if path.startswith(p[0])),
                   key=lambda p: len(p[0]), default=None)
        return f"<{best[1]}{path[len(best[0]):]}>" if best else cuda
    if cuda in ident:
        return ident[cuda]
    return rename_fragments(fragments, cuda) if symbols else cuda


def score(rows, guess):
    made = right = made_w = right_w = total_w = 0
    for r in rows:
        w = int(r["count"])
        total_w += w
        g = guess(r)
        if g != r["cuda_name"]:
            made += 1
            made_w += w
            if g == r["musa_name"]:
                right += 1
                right_w += w
    n = len(rows)
    return (right / made if made else 0, right / n, right_w / made_w if made_w else 0,
            right_w / total_w)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", default=os.path.join(ROOT, "rules"))
    ap.add_argument("--evidence",
                    default=os.path.join(ROOT, "rules", "evidence"))
    args = ap.parse_args()
    with open(os.path.join(args.evidence, "port-renames.tsv"), newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    rules = load_rules(args.rules)
    tables = {}
    for t in ["general", "dnn-naming", "extra"]:
        path = os.path.join(args.evidence, f"torch_musa-{t}.tsv")
        with open(path, newline="") as f:
            for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                tables.setdefault(r["cuda_name"], r["musa_name"])
    project = {"project", "not-seen"}

    def default(r):
        return predict(rules, r["cuda_name"], False)

    def symbols(r):
        return predict(rules, r["cuda_name"],
                       r["musa_name_usage_class"] in project)

    def table(r):
        c = r["cuda_name"]
        return f"<{tables[c[1:-1]]}>" if c.startswith("<") and c[1:-1] in tables \
            else tables.get(c, c)

    print(f"{len(rows)} observed renames ({args.rules})")
    print("                                   precision  recall   (weighted by places)")
    for label, guess in [("Moore Threads' tables, whole words", table),
                         ("musify, default", default),
                         ("musify --rename-symbols --rename-files", symbols)]:
        p, r, pw, rw = score(rows, guess)
        print(f"{label:<40} {p:6.1%}  {r:6.1%}   ({pw:6.1%} {rw:6.1%})")


if __name__ == "__main__":
    main()
