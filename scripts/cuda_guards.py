# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""The include guards of CUDA's headers, and what includes what: facts of
the CUDA headers that scripts/cuda-include-guards.py (rules) and
scripts/musa-sdk-model.py (the SDK model of --verify) both read."""
import os
import re

GUARD = re.compile(r"#\s*(?:ifndef\s+(\w+)|if\s+!\s*defined\s*\(?\s*(\w+)\s*\)?)"
                   r"\s*$")
# Not CUDA's API: the OpenMP tools interface and the CCCL libraries (Thrust,
# CUB and libcu++ keep their names on MUSA).
SKIP = ("Openmp/", "cccl/")


def guard_of(path):
    with open(path, errors="replace") as f:
        text = f.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    directives = [line.strip() for line in text.split("\n")
                  if line.strip().startswith("#")]
    if len(directives) < 2:
        return None
    m = GUARD.match(directives[0])
    if not m:
        return None
    guard = m.group(1) or m.group(2)
    if re.match(r"#\s*define\s+" + guard + r"(\s|$)", directives[1]):
        return guard
    return None


def guards(include):
    out = {}
    for root, dirs, files in os.walk(include):
        dirs.sort()
        for fn in sorted(files):
            rel = os.path.relpath(os.path.join(root, fn), include)
            if not fn.endswith((".h", ".hpp")) or rel.startswith(SKIP):
                continue
            g = guard_of(os.path.join(root, fn))
            if g and g not in out:
                out[g] = rel
    return out



INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def included_closure(include, header):
    """The CUDA headers that `header` includes, directly or not, itself
    among them (paths relative to `include`; CCCL's left out)."""
    seen, todo = set(), [header]
    while todo:
        h = todo.pop()
        if h in seen or h.startswith(SKIP):
            continue
        path = os.path.join(include, h)
        if not os.path.isfile(path):
            continue
        seen.add(h)
        with open(path, errors="replace") as f:
            for m in INCLUDE.finditer(f.read()):
                name = m.group(1)
                # "x.h" from crt/ names a header beside it or in include/.
                near = os.path.normpath(os.path.join(os.path.dirname(h), name))
                todo.append(near if os.path.isfile(os.path.join(include, near))
                            else name)
    return seen
