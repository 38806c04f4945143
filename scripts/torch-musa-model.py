#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Generates the torch_musa model that `musify --verify` compiles a PyTorch
extension's port against, beside the MUSA SDK model (docs/verify.md).

torch_musa is PyTorch's MUSA backend: its headers declare under MUSA names
what PyTorch's CUDA headers declare under CUDA names (c10::musa::MUSAGuard
for c10::cuda::CUDAGuard, ...). The model is made from the evidence alone
(rules/evidence: torchada's tables, torch_musa's `extra` table, renames seen
in real ports whose MUSA name torch_musa code uses), never from musify's
rules, and stands each torch_musa name on its PyTorch CUDA counterpart,
which the real PyTorch headers (or musify's stand-ins) declare.

Writes into OUT:
  names.h     `namespace musa = cuda;` in c10, at and torch for each
              namespace pair of the evidence (unless the SDK model makes
              `musa` a macro for `cuda` already); `#define <musa> <cuda>` for
              each PyTorch name pair (a CUDA name spelt with CUDA or Cuda,
              which is how PyTorch spells them, that the CUDA toolkit does
              not declare: the SDK model has those); then
              `#pragma GCC poison` of each such CUDA name that is not
              itself a MUSA name of the evidence.
  include/    one header per torch_musa header the evidence pairs with a
              PyTorch CUDA header (torch_musa/csrc/core/MUSAGuard.h for
              c10/cuda/CUDAGuard.h), placed by its file name where the
              table has no directories or torch_musa's code includes it
              from another directory: it stands for the CUDA one, which
              musify's prelude has already included.
  model.json  the torch_musa -> PyTorch header table and counts.
Usage: torch-musa-model.py <evidence dir> <sdk model dir> <out dir>
"""
import json
import os
import posixpath
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from musa_evidence import rows, torch_musa_table  # noqa: E402

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# PyTorch's header trees, and the spelling of its CUDA names.
TORCH_TREES = ("ATen/", "c10/", "THC/", "torch/")
TORCH_CUDA_NAME = re.compile(r"CUDA|Cuda")
NAMESPACES = ("c10", "at", "torch")


def pairs(ref):
    """(cuda, musa, source) in the order of trust: code that builds beats
    tables (rules/evidence/README.md)."""
    out = []
    for r in rows(ref, "port-renames.tsv"):
        if r["musa_name_usage_class"] == "torch_musa" or (
                r["musa_name_usage_class"] == "external"
                and header(r["cuda_name"]).startswith(TORCH_TREES)):
            # A PyTorch header's counterpart that code built against
            # torch_musa includes (mmcv's MUSA ops), or a torch_musa name.
            out.append((r["cuda_name"], r["musa_name"], "port-renames"))
    for r in rows(ref, "torchada-mapping.tsv"):
        out.append((r["cuda_name"], r["musa_name"], "torchada"))
    for cuda, musa in torch_musa_table(ref, "extra.json"):
        out.append((cuda, musa, "torch_musa extra.json"))
    return out


def header(text):
    """The path a header pair names (`#include <a/b.h>`, "<a/b.h>")."""
    text = re.sub(r"^#\s*include\s*", "", text.strip())
    return text.strip("<>\"")


def sdk_cuda_names(sdk):
    """The CUDA toolkit names the SDK model already maps (its #defines are
    in defines.h, which names.h includes before its poisons)."""
    names = set()
    for header in ("defines.h", "names.h"):
        try:
            with open(os.path.join(sdk, header)) as f:
                for line in f:
                    m = re.match(r"#define \w+ (\w+)", line)
                    if m:
                        names.add(m.group(1))
        except OSError:
            pass
    return names


def collect(ref, sdk):
    headers, names, spaces = {}, {}, []
    toolkit = sdk_cuda_names(sdk)
    for c, m, source in pairs(ref):
        hc, hm = header(c), header(m)
        # A pair whose MUSA side is a PyTorch header too (c10/util/Half.h
        # for torch/headeronly/util/Half.h) is not torch_musa's; one that
        # torch_musa generates keeps PyTorch's path with MUSA's extension
        # (THC/THCAtomics.muh for THC/THCAtomics.cuh).
        if hc.startswith(TORCH_TREES) and hc.endswith((".h", ".cuh")) \
                and ("musa" in hm.lower() or hm.endswith(".muh")) \
                and "/" in hm:
            headers.setdefault(hm, hc)
            continue
        ns = re.match(r"^(\w+)::cuda$", c)
        if ns and m == ns.group(1) + "::musa" and ns.group(1) in NAMESPACES:
            if ns.group(1) not in spaces:
                spaces.append(ns.group(1))
            continue
        if not (IDENT.match(c) and IDENT.match(m)) or c == m:
            continue
        # The bare word (MUSA for CUDA) is DeviceType's enumerator, which
        # a port may keep; the toolkit's names are the SDK model's.
        if not TORCH_CUDA_NAME.search(c) or c in ("CUDA", "Cuda") \
                or c in toolkit:
            continue
        names.setdefault(m, (c, source))
    return headers, names, spaces


def placed_file_pairs(ref, headers):
    """torch_musa's `extra` table pairs file names without their directories
    (CUDAEvent.h with MUSAEvent.h). Such a pair is placed where the evidence
    places both sides: torch_musa code includes the MUSA name from some
    directories (musa-usage: ATen/musa/MUSAEvent.h,
    torch_musa/csrc/core/MUSAEvent.h), and where the header pairs already
    made pair one of those directories with exactly one PyTorch directory
    (ATen/musa/ with ATen/cuda/), the CUDA name lies there
    (ATen/cuda/CUDAEvent.h); every torch_musa path of the MUSA name then
    stands for that header. A directory paired with several (torch_musa's
    csrc/core/ holds c10's and ATen's counterparts) places nothing."""
    dirs = {}
    for m, c in headers.items():
        dirs.setdefault(posixpath.dirname(m), set()).add(posixpath.dirname(c))
    used = {}
    for r in rows(ref, "musa-usage.tsv"):
        if r["kind"] == "include" and \
                r["example"].startswith("MooreThreads/torch_musa@"):
            used.setdefault(posixpath.basename(r["name"]), []).append(
                r["name"])
    placed = {}
    for c, m in torch_musa_table(ref, "extra.json"):
        if "/" in c or "/" in m or not c.endswith((".h", ".cuh")):
            continue
        paths = sorted(used.get(m, []))
        places = {d for p in paths
                  for d in dirs.get(posixpath.dirname(p), ())
                  if len(dirs[posixpath.dirname(p)]) == 1}
        if len(places) == 1:
            pytorch = posixpath.join(places.pop(), c)
            for p in paths:
                placed.setdefault(p, pytorch)
    return placed


def same_name_includes(ref, headers):
    """torch_musa's own code includes some of its headers from another
    directory than the tables' pair gives (it includes
    torch_musa/csrc/core/MUSAFunctions.h in 16 files; torchada pairs
    c10/cuda/CUDAFunctions.h with c10/musa/MUSAFunctions.h). Such an include
    stands for the PyTorch header the pairs give a torch_musa header of the
    same file name, where they give that file name exactly one."""
    by_name = {}
    for m, c in headers.items():
        by_name.setdefault(posixpath.basename(m), set()).add(c)
    placed = {}
    for r in rows(ref, "musa-usage.tsv"):
        name = r["name"]
        if r["kind"] != "include" or "/" not in name or name in headers or \
                not r["example"].startswith("MooreThreads/torch_musa@"):
            continue
        pytorch = by_name.get(posixpath.basename(name), set())
        if len(pytorch) == 1:
            placed.setdefault(name, next(iter(pytorch)))
    return placed


def write_names(out, names, spaces):
    musa = set(names)
    poison = sorted({c for c, _ in names.values() if c not in musa})
    with open(os.path.join(out, "names.h"), "w") as f:
        f.write("// Generated by scripts/torch-musa-model.py from "
                "rules/evidence; do not edit.\n#pragma once\n")
        # The SDK model may already spell `musa` as `cuda` (a macro): then
        # c10::musa is c10::cuda without an alias.
        f.write("#ifndef musa\n")
        for ns in spaces:
            f.write(f"namespace {ns} {{ namespace cuda {{}} "
                    f"namespace musa = cuda; }} // torchada\n")
        f.write("#endif\n")
        for m in sorted(names):
            c, source = names[m]
            f.write(f"#define {m} {c} // {source}\n")
        for i in range(0, len(poison), 16):
            f.write("#pragma GCC poison " + " ".join(poison[i:i + 16]) + "\n")
    return poison


def main():
    ref, sdk, out = sys.argv[1:4]
    headers, names, spaces = collect(ref, sdk)
    for m, c in placed_file_pairs(ref, headers).items():
        headers.setdefault(m, c)
    for m, c in same_name_includes(ref, headers).items():
        headers.setdefault(m, c)
    os.makedirs(os.path.join(out, "include"), exist_ok=True)
    poison = write_names(out, names, spaces)
    for m, c in headers.items():
        path = os.path.join(out, "include", m)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(f"// torch_musa's {m}: stands for PyTorch's {c}, which "
                    "musify's --verify prelude includes first.\n"
                    "#pragma once\n")
    with open(os.path.join(out, "model.json"), "w") as f:
        json.dump({"headers": headers, "names": len(names),
                   "poisoned": len(poison), "namespaces": spaces},
                  f, indent=1, sort_keys=True)
    print(f"torch-musa-model: {len(headers)} torch_musa headers, "
          f"{len(names)} names, {len(spaces)} namespaces, {len(poison)} "
          f"PyTorch CUDA names poisoned -> {out}")


if __name__ == "__main__":
    main()
