#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Generate rules/<family>.yaml from the CUDA headers and the MUSA reference data.

Inputs
  * the CUDA headers: the inventory of every function, type, enumerator,
    variable and macro a family's headers declare, read through Clang's JSON
    AST dump (host side of a CUDA parse) and the headers' #define lines;
  * Moore Threads' name tables (torch_musa utils/mapping/*.json): "mapped";
  * the name pairs of code that builds against the MUSA SDK
    (llamacpp-musa-pairs.tsv, from ggml's MUSA vendor header): "verified";
  * the usage index and port renames of public code that builds against the
    MUSA SDK (musa-usage.tsv, port-renames.tsv; scripts/musa_evidence.py): a
    rule whose MUSA name such code uses without defining it becomes
    "verified", citing an example; where real ports and the tables disagree,
    the ports win and the rule keeps the table's answer in its evidence;
  * rules/overrides/<family>.yaml: hand-written corrections (unsupported APIs
    with their evidence, argument changes, verified names from other code
    that builds against MUSA); they win field by field;
  * the hand-written rule files (files whose first line does not say
    GENERATED): names they define are left out of generated files.

A name the inventory holds but no source maps gets status "unknown" (or the
family's default, e.g. "unsupported" for cuDNN). A name only the tables hold
(an API CUDA 13 removed, a library whose headers are not installed) is kept
with its table evidence, so that old code is migrated too.

Output: rules/<family>.yaml for every generated family, sorted, so that a
regeneration shows up as a reviewable diff; docs/api/unmatched-evidence.md,
the names MUSA code uses that no rule produces.

Usage: scripts/generate-rules.py [--cuda /usr/local/cuda]
       [--evidence rules/evidence] [--clang clang++-19]
       [--output-dir DIR]
"""

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

from musa_evidence import EVIDENCE_DIR, Evidence, torch_musa_table
from musa_evidence import rows as evidence_rows

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = ["general.json", "dnn-naming.json", "extra.json"]

CUDNN_REASON = ("muDNN is a C++ API (musa::dnn::Handle, musa::dnn::Status), "
                "not a renamed cuDNN: torch_musa and ggml call it through "
                "::musa::dnn classes, so a cudnnX -> mudnnX rename would not "
                "compile")
CUDNN_SUGGESTION = "port this cuDNN code to muDNN's C++ API (<mudnn.h>, namespace musa::dnn) by hand"

# Why a library is taken to have no MUSA counterpart.
NO_COUNTERPART = ("no MUSA header pairs with it and no code that builds "
                  "against MUSA includes one")
NVJPEG_REASON = ("nvJPEG, CUDA's JPEG codec library: no MUSA counterpart is "
                 f"known ({NO_COUNTERPART})")
NVJPEG_SUGGESTION = "decode on the host (a JPEG library) or port by hand"

NVML_REASON = ("NVML, NVIDIA's device management library: no MUSA counterpart "
               f"is known ({NO_COUNTERPART})")
NVML_SUGGESTION = ("port the device queries by hand (MUSA's runtime API "
                   "answers many of them: musaGetDeviceProperties)")


def family(name, title, inventory=(), prefixes=(), includes=None,
           unmapped="report", default=None, prefix_map=None, owns=None,
           library=()):
    """inventory: header globs (relative to <cuda>/include) whose declarations
    are the family's API; prefixes: what a public name starts with, also used
    to claim table-only names; owns: header globs the family owns in the rules
    (defaults to inventory); library: the includes, as written, of the
    family's headers where they are installed apart from the CUDA toolkit
    (a pip wheel, a distribution's package): the rules' library-headers."""
    if not isinstance(prefixes, re.Pattern):
        prefixes = tuple(prefixes)
    return dict(name=name, title=title, inventory=list(inventory),
                prefixes=prefixes, includes=includes or [],
                unmapped=unmapped, default=default, prefix_map=prefix_map,
                owns=list(owns if owns is not None else inventory),
                library=library if library == TABLE_HEADERS else list(library))


# cuDNN and NCCL are not part of the CUDA toolkit: their headers are found
# where their packages put them (nvidia-cudnn-cu13's and nvidia-nccl-cu13's
# include directories, /usr/include from libcudnn9-dev and libnccl-dev).
# Only the names a user includes; the headers they include in turn are the
# library's too. Whole names, or a directory ending in '/': a project's own
# cudnn_utils.h is its own.
CUDNN_LIBRARY = ["cudnn.h", "cudnn_version.h", "cudnn_backend.h",
                 "cudnn_graph.h", "cudnn_ops.h", "cudnn_adv.h", "cudnn_cnn.h",
                 "cudnn_ops_infer.h", "cudnn_ops_train.h", "cudnn_adv_infer.h",
                 "cudnn_adv_train.h", "cudnn_cnn_infer.h", "cudnn_cnn_train.h",
                 "cudnn_frontend/", "cudnn_backend_base.h"] + [
    # cuDNN frontend's headers (nvidia-cudnn-frontend's include directory).
    f"cudnn_frontend{h}.h" for h in (
        "", "_ConvDesc", "_Engine", "_EngineConfig", "_EngineConfigGenerator",
        "_EngineFallbackList", "_Errata", "_ExecutionPlan",
        "_ExecutionPlanCache", "_Filters", "_Heuristics", "_Logging",
        "_MatMulDesc", "_Operation", "_OperationGraph", "_PointWiseDesc",
        "_ReductionDesc", "_Reorder_Tensor", "_Resample", "_Rng", "_Tensor",
        "_VariantPack", "_find_plan", "_get_plan", "_shim", "_utils",
        "_version")]
NCCL_LIBRARY = ["nccl.h", "nccl_net.h", "nccl_device.h", "nccl_device/"]
# NPP is part of a full CUDA toolkit, but its own package too (libnpp-dev's
# and nvidia-npp-cu13's include directories), which a project finds with -I.
# Its headers are those torch_musa's header table pairs with MTPP's: a
# family's library given as TABLE_HEADERS is the table's headers that match
# its inventory globs.
TABLE_HEADERS = "the header table's"


# Order matters twice: a table-only name goes to the first family whose
# prefix it has, and a declared name to the first family whose headers hold
# it.
FAMILIES = [
    family("cudnn", "cuDNN (no renamed MUSA counterpart: muDNN is a C++ API)",
           ["cudnn*.h"], ("cudnn", "CUDNN"), ["cudnn.h"],
           default=dict(status="unsupported", reason=CUDNN_REASON,
                        suggestion=CUDNN_SUGGESTION), library=CUDNN_LIBRARY),
    family("cublaslt", "cuBLASLt", ["cublasLt.h"], ("cublasLt", "CUBLASLT"),
           ["cublasLt.h"]),
    family("cublasxt", "cuBLASXt", ["cublasXt.h"], ("cublasXt", "CUBLASXT"),
           ["cublasXt.h"]),
    family("cublas", "cuBLAS (v2 and legacy API)",
           ["cublas_api.h", "cublas_v2.h", "cublas.h", "nvblas.h"],
           ("cublas", "CUBLAS"), ["cublas_v2.h"]),
    family("curand", "cuRAND (host API and device API)", ["curand*.h"],
           ("curand", "CURAND"), ["curand.h", "curand_kernel.h"]),
    family("cufft", "cuFFT and cuFFTXt", ["cufft.h", "cufftXt.h"],
           ("cufft", "CUFFT"), ["cufft.h", "cufftXt.h"]),
    family("cusparse", "cuSPARSE", ["cusparse*.h"], ("cusparse", "CUSPARSE"),
           ["cusparse.h"]),
    family("cusolver", "cuSOLVER (Dn, Sp, Rf, Mg)", ["cusolver*.h"],
           ("cusolver", "CUSOLVER", "CUDALIBMG", "cudaLibMg"),
           ["cusolverDn.h", "cusolverSp.h", "cusolverRf.h", "cusolverMg.h",
            "cusolverSp_LOWLEVEL_PREVIEW.h"]),
    family("nccl", "NCCL -> MCCL", ["nccl*.h", "nccl_device/*"],
           ("nccl", "NCCL"), ["nccl.h"],
           prefix_map=dict(pairs=[("nccl", "mccl"), ("NCCL", "MCCL")],
                           evidence="torchada nccl mapping (prefix rule nccl->mccl); torch_musa includes <mccl.h>"),
           library=NCCL_LIBRARY),
    family("nvrtc", "NVRTC", ["nvrtc.h"], ("nvrtc", "NVRTC"), ["nvrtc.h"]),
    family("nvtx", "NVTX", ["nvtx3/*", "nvToolsExt*.h"], ("nvtx", "NVTX"),
           ["nvtx3/nvToolsExt.h", "nvtx3/nvToolsExtCudaRt.h"]),
    family("cupti", "CUPTI -> MUPTI", ["cupti*.h"], ("cupti", "CUpti", "CUPTI"),
           ["cupti.h"]),
    family("npp", "NPP -> MTPP", ["npp*.h"], ("npp", "Npp", "NPP"),
           library=TABLE_HEADERS),
    # nvJPEG: part of a full CUDA toolkit and its own package
    # (nvidia-nvjpeg-cu13); no MUSA counterpart in the evidence.
    family("nvjpeg", "nvJPEG (no MUSA counterpart known)", ["nvjpeg.h"],
           ("nvjpeg", "NVJPEG"),
           default=dict(status="unknown", reason=NVJPEG_REASON,
                        suggestion=NVJPEG_SUGGESTION), library=["nvjpeg.h"]),
    # NVML: part of a full CUDA toolkit and of NVIDIA's driver packages
    # (libnvidia-ml-dev, nvidia-ml-py's headers); no MUSA counterpart in the
    # evidence.
    family("nvml", "NVML (no MUSA counterpart known)", ["nvml.h"],
           ("nvml", "NVML"),
           default=dict(status="unknown", reason=NVML_REASON,
                        suggestion=NVML_SUGGESTION), library=["nvml.h"]),
    family("cucomplex", "cuComplex", ["cuComplex.h"],
           re.compile(r"(make_)?cu(Float|Double)?Complex\w*|"
                      r"cuC(add|sub|mul|div|abs|fma|real|imag)f?|cuConjf?"),
           ["cuComplex.h"]),
    family("fp8", "FP8, FP6 and FP4 types and conversions",
           ["cuda_fp8.h", "cuda_fp8.hpp", "cuda_fp6.h", "cuda_fp6.hpp",
            "cuda_fp4.h", "cuda_fp4.hpp"],
           ("__nv_fp8", "__nv_cvt", "__nv_fp6", "__nv_fp4", "__NV_", "nv_fp8"),
           ["cuda_fp8.h", "cuda_fp6.h", "cuda_fp4.h"]),
    family("fp16", "FP16 and BF16 types and intrinsics (MUSA spells most the same)",
           ["cuda_fp16.h", "cuda_fp16.hpp", "cuda_bf16.h", "cuda_bf16.hpp"],
           ("__nv_bfloat", "nv_bfloat", "__nv_half", "nv_half", "__CUDA_FP16",
            "__CUDA_BF16", "CUDART_INF_FP16", "CUDART_INF_BF16", "CUDART_NAN_FP16",
            "CUDART_NAN_BF16", "CUDART_ZERO_FP16", "CUDART_ZERO_BF16",
            "CUDART_ONE_FP16", "CUDART_ONE_BF16", "CUDART_MAX_NORMAL_FP16",
            "CUDART_MIN_DENORM_FP16", "CUDART_NEG_ZERO_FP16", "CUDART_MAX_NORMAL_BF16",
            "CUDART_MIN_DENORM_BF16", "CUDART_NEG_ZERO_BF16"),
           ["cuda_fp16.h", "cuda_bf16.h"], unmapped="identity"),
    family("math", "Device math: libdevice __nv_* and NVVM builtins", [],
           ("__nvvm_", "__nv_")),
    family("driver", "CUDA driver API",
           ["cuda.h", "cudaTypedefs.h", "cudaProfiler.h",
            "cudaProfilerTypedefs.h"],
           ("cu", "CU", "PFN_cu", "CUDA_ERROR_", "CUDA_"),
           ["cuda.h", "cudaTypedefs.h", "cudaProfiler.h"]),
    family("runtime", "CUDA runtime API",
           ["cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h",
            "surface_types.h", "texture_types.h", "library_types.h",
            "cuda_device_runtime_api.h", "channel_descriptor.h",
            "cuda_profiler_api.h", "driver_functions.h"],
           ("cuda", "CUDA", "make_cuda"),
           ["cuda_runtime.h", "cuda_profiler_api.h"]),
]

# Bare words that Moore Threads' tables rename but that are far too common to
# rename as identifiers (a variable `cu`, a namespace `cuda`).
NEVER_RENAME = {"cu", "cuda", "CUDA", "Cuda", "nv", "NV"}


def load_tables(ref):
    mapped = {}
    for name in TABLES:
        for k, v in torch_musa_table(ref, name):
            mapped.setdefault(k, (v, name))
    headers = {}
    for name in ["include.json", "dnn-header.json"]:
        for k, v in torch_musa_table(ref, name):
            headers.setdefault(k, (v, name))
    verified = {}
    for r in evidence_rows(ref, "llamacpp-musa-pairs.tsv"):
        verified[r["cuda_name"]] = r["musa_name"]
    return mapped, headers, verified


def dump_ast(clang, cuda, shims, includes):
    with tempfile.NamedTemporaryFile("w", suffix=".cu", delete=False) as tu:
        for h in includes:
            tu.write(f"#include <{h}>\n")
    try:
        out = subprocess.run(
            [clang, "-x", "cuda", "--cuda-host-only", "-std=c++17",
             "-fsyntax-only", "-w", f"--cuda-path={cuda}",
             "--cuda-gpu-arch=sm_80", "-nocudalib", "-Wno-unknown-cuda-version",
             "-isystem", os.path.join(cuda, "include", "cccl"),
             "-isystem", shims, "-Xclang", "-ast-dump=json", tu.name],
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
# Only these nest declarations that are API (not function bodies, members).
CONTAINERS = {"TranslationUnitDecl", "LinkageSpecDecl", "EnumDecl"}


def inventory(ast, include_dir):
    """Returns {name: (kind, header relative to include_dir)}."""
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

    def walk(node, top):
        track(node.get("loc"))
        decl_file = state["file"]
        rng = node.get("range", {})
        track(rng.get("begin"))
        track(rng.get("end"))
        kind = KIND_OF.get(node.get("kind"))
        name = node.get("name")
        if top and kind and name and decl_file and not node.get("isImplicit"):
            real = os.path.realpath(decl_file)
            if real.startswith(include_dir + os.sep):
                found.setdefault(name, (kind, os.path.relpath(real, include_dir)))
        nested = node.get("kind") in CONTAINERS
        for child in node.get("inner", []):
            if isinstance(child, dict):
                walk(child, nested)

    walk(ast, True)
    return found


def macros(include_dir, globs):
    found = {}
    define = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)", re.M)
    for root, _, files in os.walk(include_dir):
        for fn in sorted(files):
            rel = os.path.relpath(os.path.join(root, fn), include_dir)
            if not any(fnmatch.fnmatch(rel, g) for g in globs):
                continue
            with open(os.path.join(root, fn), errors="replace") as f:
                for name in define.findall(f.read()):
                    found.setdefault(name, ("macro", rel))
    return found


def is_public(name, declared=False):
    # Header guards, compiler plumbing and reserved names are not API; the
    # FP8 headers' enumerators (__NV_E4M3, __NV_SATFINITE) are, where a
    # header declares them (the tables' __NV_NOEXCEPT and the like are
    # CUDA's internal macros).
    reserved_api = ("__nv_", "__nvvm_") + (("__NV_",) if declared else ())
    if name.startswith("_") and not name.startswith(reserved_api):
        return False
    return not name.endswith(("_H", "_H_", "_HPP", "_INCLUDED"))


def guess_kind(name):
    if re.fullmatch(r"[A-Z0-9_]+", name):
        return "enumerator"
    if name.endswith("_t") or name.startswith(("CU", "PFN_")) or name[0].isupper():
        return "type"
    return "function"


def has_prefix(fam, name):
    p = fam["prefixes"]
    return bool(p.fullmatch(name)) if isinstance(p, re.Pattern) else name.startswith(p)


def table_family(name):
    """The family whose prefix matches the most of the name: cudaBindTexture
    is the runtime's (cuda), not the driver's (cu)."""
    best, length = None, -1
    for fam in FAMILIES:
        if not has_prefix(fam, name):
            continue
        p = fam["prefixes"]
        n = len(name) if isinstance(p, re.Pattern) else \
            max(len(x) for x in p if name.startswith(x))
        if n > length:
            best, length = fam["name"], n
    return best


def load_overrides(fam):
    path = os.path.join(ROOT, "rules", "overrides", f"{fam}.yaml")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        doc = yaml.safe_load(f) or {}
    return {r["cuda"]: r for r in doc.get("rules", [])}


def hand_written_names():
    return {r["cuda"] for r in hand_written_rules()}


def make_rule(name, kind, header, fam, mapped, verified, evidence):
    rule = table_over_substitution(name, kind, mapped, verified, evidence)
    if rule:
        return rule
    rule = table_rule(name, kind, header, fam, mapped, verified)
    return with_evidence(rule, evidence, mapped)


def table_over_substitution(name, kind, mapped, verified, evidence):
    """ggml's header maps a few CUDA names onto other CUDA names
    (CUBLAS_COMPUTE_32F -> CUDA_R_32F, cublasComputeType_t ->
    cudaDataType_t): that builds for the calls ggml makes, through muBLAS's
    overloads, not for every use (one variable assigned from two of the
    enum's values, cuBLASLt's descriptors, which take the compute type).
    Where torch_musa's table has a MUSA name that code building against
    MUSA uses, both names exist, and the table's keeps the family together:
    it wins. None where that is not the case."""
    if name not in verified or name not in mapped:
        return None
    ggml, (musa, table) = verified[name], mapped[name]
    use = evidence.used(musa)
    if musa == ggml or not use or (ggml not in mapped and
                                   ggml not in verified):
        return None
    return {"cuda": name, "musa": musa, "kind": kind, "status": "verified",
            "evidence": f"{Evidence.describe_use(use)}; torch_musa {table}; "
                        f"ggml's MUSA vendor header maps it onto CUDA's "
                        f"{ggml} instead, which builds only through "
                        f"muBLAS's overloads"}


def with_evidence(rule, evidence, mapped):
    """What real MUSA code says about a rule: a port's rename wins over the
    tables; a MUSA name such code uses makes the rule verified."""
    if rule["status"] == "unsupported" or "ggml" in rule.get("evidence", ""):
        return rule
    name = rule["cuda"]
    port = evidence.port(name)
    # A table answer that real code uses stands; else a port's rename wins.
    table_used = rule.get("musa") and evidence.used(rule["musa"])
    if port and port["musa_name"] != rule.get("musa") and not table_used:
        table = mapped.get(name)
        note = (f"; torch_musa {table[1]} says {table[0]}, but real MUSA ports "
                f"use {port['musa_name']}") if table else ""
        use = evidence.used(port["musa_name"])
        rule = {"cuda": name, "musa": port["musa_name"], "kind": rule["kind"],
                "status": "verified" if use else "mapped",
                "evidence": Evidence.describe_port(port) +
                (f"; {Evidence.describe_use(use)}" if use else "") + note}
        return rule
    use = rule.get("musa") and evidence.used(rule["musa"])
    if use and rule["status"] == "mapped":
        rule = dict(rule, status="verified",
                    evidence=f"{Evidence.describe_use(use)}; {rule['evidence']}")
    return rule


def table_rule(name, kind, header, fam, mapped, verified):
    if name in verified:
        evidence = "ggml MUSA vendor header (llamacpp-musa-pairs.tsv)"
        if name in mapped and mapped[name][0] != verified[name]:
            # Sources disagree: code that builds against MUSA wins, and the
            # rule keeps the other answer.
            evidence += (f"; torch_musa {mapped[name][1]} says {mapped[name][0]}, "
                         "but ggml builds against the MUSA SDK")
        return {"cuda": name, "musa": verified[name], "kind": kind,
                "status": "verified", "evidence": evidence}
    if fam["default"]:
        return dict({"cuda": name, "kind": kind}, **fam["default"])
    if name in mapped:
        musa, table = mapped[name]
        where = f"; not declared by CUDA 13" if header is None else ""
        return {"cuda": name, "musa": musa, "kind": kind, "status": "mapped",
                "evidence": f"torch_musa {table}{where}"}
    if fam["prefix_map"]:
        for cuda_prefix, musa_prefix in fam["prefix_map"]["pairs"]:
            if name.startswith(cuda_prefix):
                return {"cuda": name, "musa": musa_prefix + name[len(cuda_prefix):],
                        "kind": kind, "status": "mapped",
                        "evidence": fam["prefix_map"]["evidence"]}
    return {"cuda": name, "kind": kind, "status": "unknown",
            "reason": f"declared by CUDA 13 {header}; no MUSA counterpart is known",
            "suggestion": "port by hand, or add a rule once MUSA provides it"}


SAFE = re.compile(r"^[A-Za-z_][A-Za-z0-9_./+-]*$")
KEY_ORDER = ["cuda", "musa", "kind", "prefix", "status", "evidence", "reason",
             "suggestion", "fixit", "call", "call-drops-defaults", "hazard",
             "shared", "remove", "instead"]


def scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    v = str(v)
    if SAFE.match(v) and v not in ("true", "false", "null", "yes", "no", "on", "off"):
        return v
    return json.dumps(v)  # a JSON string is a valid YAML scalar


def write_family(path, name, title, owns, unmapped, rules, sources,
                 library=()):
    with open(path, "w") as f:
        f.write(f"# GENERATED by scripts/generate-rules.py from {sources}.\n")
        f.write(f"# Do not edit: put corrections in rules/overrides/{name}.yaml.\n")
        f.write(f"family: {name}\ntitle: {scalar(title)}\n")
        if owns:
            f.write("headers: [" + ", ".join(scalar(h) for h in owns) + "]\n")
        if library:
            f.write("library-headers: ["
                    + ", ".join(scalar(h) for h in library) + "]\n")
        f.write(f"unmapped: {unmapped}\nrules:\n")
        for r in sorted(rules, key=lambda r: r["cuda"]):
            fields = ", ".join(f"{k}: {scalar(r[k])}" for k in KEY_ORDER if k in r)
            f.write(f"  - {{{fields}}}\n")


def signature_drift(ref):
    """{CUDA name: row} of the functions whose parameters changed between
    CUDA 11, whose headers Moore Threads' tables were made from, and the
    CUDA installed (rules/evidence/cuda-signature-drift.tsv)."""
    if not os.path.exists(os.path.join(ref, "cuda-signature-drift.tsv")):
        return {}
    return {r["cuda_name"]: r
            for r in evidence_rows(ref, "cuda-signature-drift.tsv")}


def drift_hazard(d):
    return (f"its parameters changed after CUDA 11, from whose headers the "
            f"MUSA name's tables were made: CUDA 11 {d['old_type']}, CUDA 13 "
            f"{d['new_type']}; MUSA's may take CUDA 11's")


def with_drift(rules, drift, overrides):
    """A rename of a function whose parameters changed after CUDA 11 is a
    hazard: the MUSA name may take the old ones. An override's hazard of
    another kind (graphs are experimental) gets this one after it; one that
    says which parameters (cuCtxCreate's) stands alone."""
    for r in rules:
        d = drift.get(r["cuda"])
        if not d or r.get("status") not in ("verified", "mapped"):
            continue
        o = overrides.get(r["cuda"], {})
        if "hazard" in o:
            if "parameter" not in o["hazard"] and "argument" not in o["hazard"]:
                o["hazard"] += "; and " + drift_hazard(d)
            continue
        r["hazard"] = drift_hazard(d)
        r.setdefault("suggestion",
                     "check the call against the MUSA SDK's declaration")
    return rules


def apply_overrides(rules, overrides):
    by_name = {r["cuda"]: r for r in rules}
    for name, o in overrides.items():
        r = by_name.setdefault(name, {"cuda": name})
        if o.get("status") in ("unsupported", "unknown"):
            for k in ("musa", "evidence"):
                r.pop(k, None)
        if o.get("status") in ("verified", "mapped"):
            for k in ("reason", "suggestion"):
                r.pop(k, None)
        r.update(o)
    return list(by_name.values())


def library_header_rules(header_rules):
    """A header rule for each library header of a family that no header rule
    names: an include of it left in the port is reported on its line, with
    the family's default status and reason where it has one (cuDNN's:
    unsupported; nvJPEG's: unknown), else as a header with no MUSA
    counterpart known. A directory of library-headers (cudnn_frontend/,
    nccl_device/) is a prefix rule."""
    named = {r["cuda"] for r in header_rules}
    out = []
    for fam in FAMILIES:
        default = fam["default"] or {}
        for h in fam["library"]:
            if h in named:
                continue
            rule = {"cuda": h, "kind": "header"}
            if h.endswith("/"):
                rule["prefix"] = True
            if default.get("reason"):
                rule.update(status=default["status"], reason=default["reason"],
                            suggestion=default["suggestion"])
            else:
                rule.update(status="unknown",
                            reason=f"a header of the {fam['name']} library "
                                   "with no MUSA counterpart in the evidence "
                                   f"({NO_COUNTERPART})",
                            suggestion="port by hand")
            out.append(rule)
    return out


def header_rule(h, musa, table, evidence):
    """A header of the tables, checked against the includes of real MUSA
    code and ports (<cuda_runtime.h> -> <musa_runtime.h>)."""
    port = evidence.port_musa(h, include=True)
    note = ""
    if port and port != musa:
        note = f"; torch_musa {table} says {musa}, but real MUSA ports use {port}"
        musa = port
    use = evidence.used(musa, include=True)
    if use:
        return {"cuda": h, "musa": musa, "kind": "header", "status": "verified",
                "evidence": f"{Evidence.describe_use(use)}; torch_musa {table}{note}"}
    return {"cuda": h, "musa": musa, "kind": "header", "status": "mapped",
            "evidence": f"torch_musa {table}{note}"}


# How a MUSA name is spelled from its CUDA one, longest first: reversed, they
# give the only CUDA names a MUSA name can come from.
MUSA_TO_CUDA = [("__musa", "__cuda"), ("__MUSA", "__CUDA"), ("musa", "cuda"),
                ("MUSA", "CUDA"), ("Musa", "Cuda"), ("mccl", "nccl"),
                ("MCCL", "NCCL"), ("mu", "cu"), ("MU", "CU"), ("Mu", "Cu")]


def cuda_candidates(name):
    out = set()
    for m, c in MUSA_TO_CUDA:
        if m in name:
            out.add(name.replace(m, c, 1))
    return out


def adopt_unambiguous_names(all_rules, evidence, declared, mapped):
    """A MUSA name real code uses that no rule produces, whose CUDA
    counterpart is certain (a port's rename, or the only CUDA name that
    spells it), replaces a table's answer that no code uses."""
    by_cuda = {r["cuda"]: r for r in all_rules if r.get("kind") != "header"}
    produced = {r.get("musa") for r in all_rules}
    reverse_ports = {}
    for cuda, row in evidence.ports.items():
        if not cuda.startswith("<"):
            reverse_ports.setdefault(row["musa_name"], set()).add(cuda)
    for name, use in evidence.external_names():
        if name in produced:
            continue
        cands = reverse_ports.get(name) or {
            c for c in cuda_candidates(name) if c in declared or c in mapped}
        if len(cands) != 1:
            continue
        r = by_cuda.get(next(iter(cands)))
        if not r or r["status"] in ("unsupported",) or \
                (r.get("musa") and evidence.used(r["musa"])):
            continue
        old = r.get("musa")
        r["musa"] = name
        r["status"] = "verified"
        r.pop("reason", None)
        r.pop("suggestion", None)
        r["evidence"] = (f"{Evidence.describe_use(use)}; the only CUDA name it "
                         f"can stand for" +
                         (f"; the tables said {old}" if old else ""))
        produced.add(name)


CUTLASS_WORD = re.compile(r"(^|_|[a-z])(CUTLASS|CUTE|Cutlass|CuTe|cutlass|cute|Cuda|cuda)(_|[A-Z]|$)")


def mutlass_rules(evidence, existing):
    """CUTLASS's own macros and names as MUTLASS spells them, read from the
    alignment of MUTLASS with the CUTLASS it was ported from: MUTLASS builds
    against the MUSA SDK, so each name it defines is the counterpart."""
    rules = []
    for cuda, row in sorted(evidence.ports.items()):
        if "mutlass vs cutlass" not in row["sets"] or cuda in existing or \
                cuda in ("cutlass", "cute") or \
                not re.fullmatch(r"[A-Za-z_]\w*", cuda) or \
                not CUTLASS_WORD.search(cuda):
            continue
        kind = "macro" if re.fullmatch(r"[A-Z0-9_]+", cuda) else guess_kind(cuda)
        rules.append({"cuda": cuda, "musa": row["musa_name"], "kind": kind,
                      "status": "verified",
                      "evidence": Evidence.describe_port(row)})
    # CUTLASS's macros no aligned port shows, which MUTLASS defines under
    # its own prefix (CUTE_NO_UNROLL -> MUTE_NO_UNROLL).
    named = existing | {r["cuda"] for r in rules}
    for cuda, row in sorted(evidence.mutlass_macros.items()):
        if cuda not in named:
            rules.append({"cuda": cuda, "musa": row["musa_name"],
                          "kind": "macro", "status": "verified",
                          "evidence": Evidence.describe_mutlass_macro(row)})
    return sorted(rules, key=lambda r: r["cuda"])


def hand_written_rules():
    rules = []
    for fn in sorted(os.listdir(os.path.join(ROOT, "rules"))):
        if not fn.endswith(".yaml"):
            continue
        with open(os.path.join(ROOT, "rules", fn)) as f:
            if "GENERATED" in f.readline():
                continue
            f.seek(0)
            rules += (yaml.safe_load(f) or {}).get("rules") or []
    return rules


def write_unmatched(path, evidence, rules):
    """The MUSA names real code uses that no rule produces: candidates for
    new rules, and a measure of what musify does not know yet."""
    produced = set()
    for r in rules:
        m = str(r.get("musa", ""))
        produced.add(m)
        produced.add(m.rsplit("::", 1)[-1])
    rows = [(name, r) for name, r in evidence.external_names()
            if name not in produced and r["provenance_class"] != "project"]
    with open(path, "w") as f:
        f.write("# MUSA names real code uses that no rule produces\n\n")
        f.write("Generated by `scripts/generate-rules.py` from "
                "`rules/evidence/musa-usage.tsv`; do not edit. "
                "Each name below is used, and not defined, by public code that "
                "builds against the MUSA SDK, but no musify rule renames a "
                "CUDA name to it: either its CUDA counterpart is not certain "
                "(no port shows it and no single CUDA 13 name spells it), or "
                "it is MUSA's own (muDNN's `musa::dnn`, torch_musa's API).\n\n")
        f.write(f"{len(rows)} names.\n\n")
        f.write("| name | kind | files | repositories | example |\n")
        f.write("|---|---|---:|---:|---|\n")
        for name, r in rows:
            f.write(f"| `{name}` | {r['kind']} | {r['files']} | "
                    f"{r['repo_count']} | {r['example']} |\n")


def resolve_chains(all_rules):
    """ggml's pairs chain (CUBLAS_COMPUTE_16F -> CUDA_R_16F -> MUSA_R_16F):
    rewrite to the end of the chain so that one run is final."""
    by_cuda = {r["cuda"]: r for r in all_rules
               if r.get("kind") != "header" and "musa" in r}
    for r in all_rules:
        seen = [r["cuda"]]
        while r.get("kind") != "header" and r.get("musa") in by_cuda \
                and r["musa"] not in seen:
            via = by_cuda[r["musa"]]
            seen.append(via["cuda"])
            r["evidence"] = f'{r["evidence"]}; through {via["cuda"]} ({via["evidence"]})'
            r["musa"] = via["musa"]


def mark_shared(all_rules):
    """Several CUDA names may map to one MUSA name when the sources say so
    (cublas.h and cublas_v2.h both become mublas.h); say it in the rules."""
    by_musa = {}
    for r in all_rules:
        if "musa" in r:
            by_musa.setdefault((r["kind"] == "header", r["musa"]), []).append(r)
    for group in by_musa.values():
        if len(group) > 1:
            for r in group:
                r["shared"] = True


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--evidence", default=EVIDENCE_DIR)
    ap.add_argument("--clang", default="clang++-19")
    ap.add_argument("--output-dir", default=ROOT,
                    help="write rules/ and docs/api/ under this directory "
                         "instead of the source tree (to compare)")
    args = ap.parse_args()
    out = args.output_dir
    os.makedirs(os.path.join(out, "rules"), exist_ok=True)
    os.makedirs(os.path.join(out, "docs", "api"), exist_ok=True)

    mapped, header_map, verified = load_tables(args.evidence)
    for fam in FAMILIES:
        if fam["library"] == TABLE_HEADERS:
            fam["library"] = sorted(
                h for h in header_map
                if any(fnmatch.fnmatch(h, g) for g in fam["inventory"]))
    evidence = Evidence(args.evidence)
    include_dir = os.path.realpath(os.path.join(args.cuda, "include"))
    shims = os.path.join(ROOT, "share", "musify", "cuda-shims")
    skip = hand_written_names() | NEVER_RENAME
    sources = "the CUDA 13 headers, torch_musa's tables and ggml's MUSA pairs"

    # Which family declares what, by header.
    declared = {}
    for fam in FAMILIES:
        names = {}
        if fam["includes"]:
            ast = dump_ast(args.clang, args.cuda, shims, fam["includes"])
            for n, (k, h) in inventory(ast, include_dir).items():
                if any(fnmatch.fnmatch(h, g) for g in fam["inventory"]):
                    names[n] = (k, h)
        for n, v in macros(include_dir, fam["inventory"]).items():
            names.setdefault(n, v)
        for n, v in names.items():
            # A declared name is API when it has the family's prefix or a
            # table row; other names of these headers (`half`, a helper
            # enumerator) are left to the family's `unmapped` policy.
            api = has_prefix(fam, n) or n in mapped or n in verified
            if api and is_public(n, declared=True) and n not in skip:
                declared.setdefault(n, (fam["name"],) + v)

    per_family = {fam["name"]: [] for fam in FAMILIES}
    fam_by_name = {fam["name"]: fam for fam in FAMILIES}
    for n, (fname, kind, header) in declared.items():
        # The CUDA language headers declare identity names; only names with a
        # family prefix or a table entry become rules of the family.
        per_family[fname].append(
            make_rule(n, kind, header, fam_by_name[fname], mapped, verified,
                      evidence))
    for n in sorted(set(mapped) | set(verified)):
        if n in declared or n in skip or not is_public(n):
            continue
        fname = table_family(n)
        if not fname or not re.fullmatch(r"[A-Za-z_]\w*", n):
            continue
        per_family[fname].append(make_rule(n, guess_kind(n), None,
                                           fam_by_name[fname], mapped, verified,
                                           evidence))

    drift = signature_drift(args.evidence)
    all_rules = []
    for fam in FAMILIES:
        overrides = load_overrides(fam["name"])
        rules = apply_overrides(
            with_drift(per_family[fam["name"]], drift, overrides), overrides)
        per_family[fam["name"]] = rules
        all_rules += rules

    header_rules = []
    for h, (musa, table) in sorted(header_map.items()):
        if h.endswith((".h", ".hpp")) and h not in skip:
            header_rules.append(header_rule(h, musa, table, evidence))
    header_rules = apply_overrides(header_rules, load_overrides("headers"))
    header_rules += library_header_rules(header_rules)
    existing = {r["cuda"] for r in all_rules} | skip | set(declared)
    cutlass_names = mutlass_rules(evidence, existing)
    resolve_chains(all_rules)
    adopt_unambiguous_names(all_rules, evidence, declared, mapped)
    mark_shared(all_rules + header_rules)
    write_unmatched(os.path.join(out, "docs", "api", "unmatched-evidence.md"),
                    evidence,
                    all_rules + header_rules + cutlass_names + hand_written_rules())

    for fam in FAMILIES:
        rules = per_family[fam["name"]]
        write_family(os.path.join(out, "rules", f"{fam['name']}.yaml"),
                     fam["name"], fam["title"], fam["owns"], fam["unmapped"],
                     rules, sources, fam["library"])
        print(f"rules/{fam['name']}.yaml: {len(rules)} rules", file=sys.stderr)
    write_family(os.path.join(out, "rules", "cutlass-names.yaml"),
                 "cutlass-names",
                 "CUTLASS and CuTe macros and names -> MUTLASS and MuTe's",
                 [], "report", cutlass_names,
                 "the alignment of MUTLASS with CUTLASS (port-renames.tsv) "
                 "and the macros both define (mutlass-macros.tsv)")
    print(f"rules/cutlass-names.yaml: {len(cutlass_names)} rules", file=sys.stderr)
    write_family(os.path.join(out, "rules", "headers.yaml"), "headers",
                 "CUDA header names", [], "report", header_rules, sources)
    print(f"rules/headers.yaml: {len(header_rules)} rules", file=sys.stderr)


if __name__ == "__main__":
    main()
