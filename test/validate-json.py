#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""validate-json.py SCHEMA INSTANCE: validate a JSON file against a JSON Schema.

Prints "valid" or the first errors; exit status 1 when invalid.
"""
import json
import sys

import jsonschema

with open(sys.argv[1]) as f:
    schema = json.load(f)
with open(sys.argv[2]) as f:
    instance = json.load(f)
validator = jsonschema.Draft7Validator(schema)
errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.path))
for e in errors[:10]:
    print(f"{'/'.join(map(str, e.path))}: {e.message}")
print("valid" if not errors else f"{len(errors)} errors")
sys.exit(1 if errors else 0)
