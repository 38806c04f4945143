#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Checks that every rule's cited evidence is in the evidence files: each
`used by <repo@commit:path:line>` in musa-usage.tsv, each port rename's
example in port-renames.tsv, and that a rule cited as used names a MUSA
name the usage index holds for it.

Usage: scripts/check-rule-evidence.py [--evidence DIR] [rules dir]
Prints one line per problem and "N verified rules cite evidence; M checked";
exit status 1 when a citation is missing.
"""

import argparse
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from musa_evidence import EVIDENCE_DIR, Evidence  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USED = re.compile(r"used by (\S+@[0-9a-f]+:\S+:\d+) \(")
PORT = re.compile(r"renamed so in real MUSA ports \(.*?e\.g\. (\S+@[0-9a-f]+:\S+:\d+)\)")
MACRO = re.compile(r"MUTLASS defines \S+ where CUTLASS defines \S+ "
                   r"\(MUTLASS: (\S+@[0-9a-f]+:\S+:\d+);")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--evidence", default=EVIDENCE_DIR)
    ap.add_argument("rules", nargs="?", default=os.path.join(ROOT, "rules"))
    args = ap.parse_args()
    ev = Evidence(args.evidence)
    examples = {}  # one line of code may show several names
    for key, r in ev.usage.items():
        examples.setdefault(r["example"], set()).add(key)
    port_examples = {r["example"] for r in ev.ports.values()}
    macro_examples = {(r["cuda_name"], r["musa_name"], r["example"])
                      for r in ev.mutlass_macros.values()}
    problems, verified, checked = [], 0, 0
    for fn in sorted(os.listdir(args.rules)):
        if not fn.endswith(".yaml"):
            continue
        with open(os.path.join(args.rules, fn)) as f:
            doc = yaml.safe_load(f) or {}
        for r in doc.get("rules") or []:
            if r.get("status") != "verified":
                continue
            verified += 1
            text = str(r.get("evidence", ""))
            for example in USED.findall(text):
                checked += 1
                keys = examples.get(example)
                include = r.get("kind") == "header"
                if keys is None:
                    problems.append(f"{fn}: {r['cuda']}: '{example}' is not in musa-usage.tsv")
                elif (include, str(r.get("musa"))) not in keys:
                    problems.append(f"{fn}: {r['cuda']}: '{example}' does not show {r.get('musa')}")
            for example in PORT.findall(text):
                checked += 1
                if example not in port_examples:
                    problems.append(f"{fn}: {r['cuda']}: '{example}' is not in port-renames.tsv")
            for example in MACRO.findall(text):
                checked += 1
                if (r["cuda"], str(r.get("musa")), example) not in \
                        macro_examples:
                    problems.append(f"{fn}: {r['cuda']} -> {r.get('musa')}: "
                                    f"'{example}' is not in "
                                    "mutlass-macros.tsv for that pair")
    for p in problems:
        print(p)
    print(f"{verified} verified rules; {checked} citations checked; "
          f"{len(problems)} missing")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
