#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Generates the MUSA SDK model that `musify --verify` compiles against when
no MUSA SDK is installed (docs/verify.md).

The model is made from the installed CUDA headers and the evidence alone
(rules/evidence: torch_musa's tables, the ggml pairs, torchada's tables,
renames seen in real ports, names used by code that builds against MUSA)
-- never from musify's rules, so that compiling musify's output against it
can catch the rules' mistakes.

Writes into OUT:
  defines.h   for each CUDA name the CUDA headers declare or define and the
              evidence gives a MUSA name for: `#define <musa> <cuda>` (a
              macro of CUDA's only where CUDA defines it); then mcc's
              device builtins that MUSA code of the evidence calls and that
              CUDA code can do (DEVICE_BUILTINS).
  names.h     defines.h, then `#pragma GCC poison` for every such CUDA
              name that is not itself a MUSA name in the evidence and that
              the CUDA headers define as a macro or declare at namespace
              scope (not a parameter's or a member's name), so that a CUDA
              name left in migrated code fails to compile; except CUDA's
              value macros (CUDA_VERSION, CUDART_VERSION), which are
              #undef'd instead, as MUSA does not define them: a test of one
              in #if is false, as with mcc (musify's MU1002 and MU2004 say
              so), and a use in code does not compile. defines.h gives the
              MUSA macros that stand for them their values. And every
              name spelt as a CUDA library's API (API_NAME: cudaGraphAddNode,
              CUctxCreateParams, nvrtcCreateProgram) that these headers or
              the unpaired library headers (nvrtc.h, nccl.h) declare at
              namespace scope or define and the evidence gives no MUSA name
              for: not known to exist on MUSA, so a port that keeps one is
              not proven to build. And the include guards of the CUDA
              headers (reserved names too: __DRIVER_TYPES_H__), which the
              prelude has defined: on MUSA a test of one is false.
  predefined.h  defines.h's aliases of the macros the compiler predefines
              (__MUSACC__ for __CUDACC__, __MUSA_ARCH__ for __CUDA_ARCH__):
              the prelude includes it first, as mcc defines them before any
              header, so that the MUSA libraries' headers it reads before
              defines.h (MUTLASS's) see them.
  include/    one header per MUSA header name the evidence pairs with a
              CUDA header (musa_runtime.h, mublas.h, ...): it stands for
              the CUDA one, which musify's prelude has already included
              (without a prelude, as a host compiler reads it, it includes
              the CUDA header and defines.h);
              and, for each such CUDA header, a header of the same name that
              is an #error once the prelude is done (a CUDA include left in
              migrated code), and the real header before (#include_next);
              and include/musa/..., one header for each public libcu++
              header of the CUDA toolkit's CCCL (cuda/barrier, cuda/std/...):
              MUSA SDK 5.1.0 ships the CCCL as musa/ with the namespace
              musa:: (rules/libcudacxx.yaml), so each includes the CUDA one
              and defines.h (where the evidence's `musa` -> `cuda` stands).
  model.json  the MUSA -> CUDA header table and counts, for musify and for
              the tests.
Usage: musa-sdk-model.py <evidence dir> <cuda root> <clang++> <out dir>
                         <musify's cuda-shims dir>
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cuda_guards import guards  # noqa: E402
from cuda_version import nvcc_version_flags  # noqa: E402
from musa_evidence import rows, torch_musa_table  # noqa: E402

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def evidence_pairs(ref):
    """(cuda, musa, source) in the order of trust: code that builds beats
    tables (rules/evidence/README.md)."""
    out = []
    for r in rows(ref, "port-renames.tsv"):
        out.append((r["cuda_name"], r["musa_name"], "port-renames"))
    for r in rows(ref, "llamacpp-musa-pairs.tsv"):
        out.append((r["cuda_name"], r["musa_name"], "ggml"))
    for r in rows(ref, "torchada-mapping.tsv"):
        out.append((r["cuda_name"], r["musa_name"], "torchada"))
    for name in ("general.json", "dnn-naming.json", "include.json",
                 "dnn-header.json"):
        for cuda, musa in torch_musa_table(ref, name):
            out.append((cuda, musa, "torch_musa " + name))
    return out


def musa_names_in_use(ref):
    """Names code that builds against MUSA uses and does not define itself:
    they are MUSA's, whatever they look like (CUDA_R_16F); and the headers
    it includes that are not its own (torch_musa's <mccl.h>)."""
    names = set()
    for r in rows(ref, "musa-usage.tsv"):
        if r["provenance_class"] != "project":
            names.add(r["name"])
    return names


# How a CUDA library spells its API (cudaMalloc, CUdeviceptr, cuCaddf,
# cublasCreate, CUFFT_SUCCESS, nvrtcCreateProgram, ncclAllReduce): a name of
# this shape declared by a CUDA header is CUDA's, not the C++ library's.
API_NAME = re.compile(r"^(cu|CU|nvrtc|NVRTC|nvJitLink|NVJITLINK|nvvm|NVVM|"
                      r"nccl|NCCL|nvtx|NVTX|npp|NPP|nvjpeg|NVJPEG)")
# The FP8, FP6 and FP4 headers spell their API as reserved names
# (__nv_cvt_halfraw_to_fp8, __nv_fp4_e2m1, __NV_E2M1), which API_NAME leaves
# to the compiler; these are CUDA's API all the same.
RESERVED_API_NAME = re.compile(r"^(__nv_(cvt_|fp8|fp6|fp4)|"
                               r"__NV_(E[0-9]M[0-9]|SATFINITE|NOSAT)$)")
# Headers of CUDA libraries with such names, under the toolkit's include.
LIBRARY_HEADER = re.compile(r"^(cu|nvrtc|nvJitLink|nvvm|nccl|npp|nvjpeg)"
                            r"[A-Za-z0-9_]*\.h$")


# What the C and C++ libraries declare (stdio.h's cuserid is spelt as a
# CUDA name, and CUDA's headers include stdio.h).
HOST_HEADERS = ["bits/stdc++.h", "stdio.h", "stdlib.h", "string.h", "math.h",
                "unistd.h", "pthread.h", "fcntl.h", "dlfcn.h", "time.h",
                "sys/types.h", "sys/stat.h", "sys/mman.h", "signal.h"]


def host_library_names(clang):
    """Identifiers and macros of the C and C++ libraries' headers alone."""
    with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as t:
        t.write("".join(f"#include <{h}>\n" for h in HOST_HEADERS))
    names = set()
    for extra in (["-P"], ["-dM"]):
        out = subprocess.run([clang, "-x", "c++", "-std=c++17", "-E", *extra,
                              t.name], capture_output=True, text=True,
                             errors="replace").stdout
        names.update(TOKEN.findall(out))
    os.unlink(t.name)
    return names


def unpaired_library_headers(cuda, paired):
    """The CUDA libraries' top-level headers (nvrtc.h, nccl.h, cudnn_ops.h)
    that no MUSA header of the evidence stands for."""
    root = os.path.join(cuda, "include")
    if not os.path.isdir(root):
        return []
    return sorted(h for h in os.listdir(root)
                  if LIBRARY_HEADER.match(h) and h not in paired
                  and os.path.isfile(os.path.join(root, h)))


def cuda_header_path(cuda, header):
    for base in ("include", "include/cccl"):
        p = os.path.join(cuda, base, header)
        if os.path.isfile(p):
            return p
    return None


def libcudacxx_headers(cuda):
    """The public libcu++ headers of the toolkit's CCCL, relative to its
    include directory: cuda/barrier, cuda/std/tuple; not the internal ones
    (a path part that starts with `__`, or detail/)."""
    for base in ("include/cccl", "include"):
        root = os.path.join(cuda, base)
        if os.path.isdir(os.path.join(root, "cuda")):
            break
    else:
        return []
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, "cuda")):
        dirnames[:] = [d for d in dirnames
                       if not d.startswith("__") and d != "detail"]
        for name in filenames:
            if not name.startswith("__"):
                out.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(p.replace(os.sep, "/") for p in out)


def write_libcudacxx(out, cuda):
    """include/musa/X for each public cuda/X (the module docstring); returns
    the MUSA -> CUDA header pairs, which musify's prelude includes before
    the poisons, as it does the other headers'."""
    pairs = {}
    for c in libcudacxx_headers(cuda):
        m = "musa/" + c[len("cuda/"):]
        path = os.path.join(out, "include", m)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        up = "../" * (m.count("/") + 1)
        with open(path, "w") as f:
            f.write(f"// MUSA's <{m}>: libcu++'s <{c}>; defines.h names "
                    "the namespace cuda musa\n// (MUSA SDK 5.1.0 ships the "
                    "CCCL as musa/).\n"
                    f'#pragma once\n#include <{c}>\n#include "{up}defines.h"\n')
        pairs[m] = c
    return pairs


def clang_flags(cuda, shims):
    """How every CUDA header is read here: as CUDA, with CCCL's headers,
    musify's shims and nvcc's version macros."""
    return ["-x", "cuda", "--cuda-path=" + cuda, "-nocudalib", "-std=c++17",
            "-Wno-unknown-cuda-version", "-isystem",
            os.path.join(cuda, "include", "cccl"), "-isystem", shims,
            *nvcc_version_flags(cuda)]


DEFINE = re.compile(r"^#define (\w+)(\()?(.*)$", re.M)


def preprocess(clang, flags, headers):
    """Identifiers of the CUDA headers after preprocessing, the macros they
    (and the compiler, in CUDA mode) define, and the body of each macro
    that is object-like with one body on both sides (None where not)."""
    idents, macros, values = set(), set(), {}
    for header in headers:
        with tempfile.NamedTemporaryFile("w", suffix=".cu", delete=False) as t:
            t.write(f"#include <{header}>\n")
        for side in (["--cuda-host-only"],
                     ["--cuda-device-only", "--cuda-gpu-arch=sm_80"]):
            base = [clang, *flags, *side, t.name]
            text = subprocess.run(base + ["-E", "-P"], capture_output=True,
                                  text=True, errors="replace")
            if text.returncode != 0:
                continue  # a header that needs others first: left out
            idents.update(TOKEN.findall(text.stdout))
            defs = subprocess.run(base + ["-E", "-dM"], capture_output=True,
                                  text=True, errors="replace").stdout
            for m in DEFINE.finditer(defs):
                name, body = m.group(1), m.group(3).strip()
                macros.add(name)
                if m.group(2) or values.get(name, body) != body:
                    values[name] = None
                else:
                    values[name] = body
        os.unlink(t.name)
    return idents, macros, {n: v for n, v in values.items() if v is not None}


def predefined_macros(clang, flags):
    """The macros defined before the first line of a CUDA source, on either
    side: the compiler's (__CUDA_ARCH__, __CUDACC_VER_MAJOR__) and those of
    the runtime wrapper it includes first (__CUDACC__). mcc's counterparts
    are there before any header, as these are."""
    with tempfile.NamedTemporaryFile("w", suffix=".cu", delete=False) as t:
        pass
    names = set()
    for side in (["--cuda-host-only"],
                 ["--cuda-device-only", "--cuda-gpu-arch=sm_80"]):
        defs = subprocess.run([clang, *flags, *side, t.name,
                               "-E", "-dM"], capture_output=True, text=True,
                              errors="replace").stdout
        names.update(m.group(1) for m in DEFINE.finditer(defs))
    os.unlink(t.name)
    return names


def expanded(name, values, undefined, depth=0):
    """The body of macro `name`, with the macros of `undefined` in it
    replaced by theirs: what it means once they are gone."""
    if depth > 16:
        return values[name]
    return TOKEN.sub(lambda t: f"({expanded(t.group(0), values, undefined, depth + 1)})"
                     if t.group(0) in undefined else t.group(0), values[name])


def undeclared(clang, flags, headers, names):
    """Of `names` (not macros), those that no CUDA header declares at
    namespace scope: a parameter's or a member's name (`cubin`, a field
    `cuFormat`). Poisoning one would fail code that uses the word for its
    own. Each header is probed with `using ::NAME;` for the names no header
    before it declared; a header that does not compile alone proves
    nothing either way."""
    left = sorted(names)
    flags = [*flags, "--cuda-host-only", "-fsyntax-only", "-ferror-limit=0",
             "-w"]
    for header in headers:
        if not left:
            break
        with tempfile.NamedTemporaryFile("w", suffix=".cu", delete=False) as t:
            t.write(f"#include <{header}>\n")
            for n in left:
                t.write(f"namespace musify_probe {{ using ::{n}; }}\n")
        out = subprocess.run([clang, *flags, t.name], capture_output=True,
                             text=True, errors="replace").stderr
        failed = {int(m.group(1)) for m in re.finditer(
            re.escape(t.name) + r":(\d+):\d+: error", out)}
        os.unlink(t.name)
        if 1 in failed or "fatal error" in out:
            continue
        left = [n for i, n in enumerate(left) if i + 2 in failed]
    return set(left)


def compiler_macro_pairs(ref, macros):
    """mcc's own macros that code tests (musa-usage.tsv), paired with nvcc's
    of the same name: __MUSACC_VER_MAJOR__ is mcc's __CUDACC_VER_MAJOR__."""
    out = []
    for r in rows(ref, "musa-usage.tsv"):
        name = r["name"]
        if r["kind"] == "macro-test" and name.startswith("__MUSACC_"):
            cuda = "__CUDACC_" + name[len("__MUSACC_"):]
            if cuda in macros:
                out.append((cuda, name, "musa-usage"))
    return out


# mcc's device builtins that MUSA libraries call, each with the CUDA code
# that does the same: (name, signature, CUDA body, where MUSA code that
# builds with mcc calls it, or None where the usage index has the name).
# A builtin is written where the usage index has it or its citation is
# given. Only the ones with a CUDA counterpart; a matrix builtin of mp_22
# (__musa_fmma_m32n32k16_mma) has none, and a unit that reaches one is not
# modelled.
MUTLASS = "MooreThreads/mutlass@fde3e8157b1e"
CONVERSIONS = f"{MUTLASS}:include/mutlass/numeric_conversion.h"
DEVICE_BUILTINS = [
    # MUTLASS's MUTLASS_NOT_IMPLEMENTED() and uint128_t::exception() call it
    # where CUTLASS's execute the PTX breakpoint: the thread stops.
    ("__musa_exit", "void __musa_exit()", 'asm volatile("exit;");', None),
    # MUTLASS's NumericConverter to int8_t and uint8_t, where CUTLASS's
    # convert with PTX's cvt.{rni,rzi}.sat: rounded, then saturated.
    ("__float2char_rn_sat", "signed char __float2char_rn_sat(float x)",
     "return (signed char)::min(127, ::max(-128, __float2int_rn(x)));",
     f"{CONVERSIONS}:231"),
    ("__float2char_rz_sat", "signed char __float2char_rz_sat(float x)",
     "return (signed char)::min(127, ::max(-128, __float2int_rz(x)));",
     f"{CONVERSIONS}:251"),
    ("__musa_f2uc_rn_sat", "unsigned char __musa_f2uc_rn_sat(float x)",
     "return (unsigned char)::min(255, ::max(0, __float2int_rn(x)));",
     f"{CONVERSIONS}:317"),
    ("__musa_f2uc_rz_sat", "unsigned char __musa_f2uc_rz_sat(float x)",
     "return (unsigned char)::min(255, ::max(0, __float2int_rz(x)));",
     f"{CONVERSIONS}:337"),
    # MUTLASS's float -> tfloat32_t on mp_22 and later (__MUSA_ARCH__ >=
    # 220), where CUTLASS rounds with cvt.rna.tf32.f32. Its result is
    # returned as a tfloat32_t, which float converts to implicitly (the
    # type is not written anywhere public: float is this model's reading).
    ("__musa_float_to_tf32", "float __musa_float_to_tf32(float x)",
     'unsigned r; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x)); '
     "return __uint_as_float(r);",
     f"{CONVERSIONS}:1146"),
]


def device_builtins(in_use):
    """defines.h's definitions of DEVICE_BUILTINS that the evidence uses,
    for the CUDA compiles (__CUDA__: Clang's CUDA mode) only."""
    lines = []
    for name, sig, body, cite in DEVICE_BUILTINS:
        if name in in_use or cite:
            lines.append((f"// called by {cite}\n" if cite else "") +
                         f"static __device__ inline {sig} {{ {body} }}")
    if not lines:
        return ""
    return ("// mcc's device builtins, as CUDA code (DEVICE_BUILTINS of "
            "scripts/musa-sdk-model.py).\n#if defined(__CUDA__)\n"
            + "\n".join(lines) + "\n#endif\n")


DROPS_DEFAULTS = re.compile(
    r'cuda: ([A-Za-z_]\w*), musa: ([A-Za-z_]\w*),.*call: "\w+\(([^"]*)\)", '
    r'call-drops-defaults: true')


def parameter_count(function_type):
    """The parameters of `R (A, B, C)`, counted at the top level."""
    inside = function_type[function_type.index("(") + 1:function_type.rindex(")")]
    depth, count = 0, 1 if inside.strip() not in ("", "void") else 0
    for ch in inside:
        depth += ch in "(<[" and 1 or ch in ")>]" and -1 or 0
        count += ch == "," and depth == 0
    return count


def rule_lines(ref):
    """(file name, line) of every rules/*.yaml (the directory above the
    evidence directory ref), in file name order: the rules are one-line
    flow maps, read here without a YAML library."""
    rules_dir = os.path.dirname(os.path.abspath(ref))
    for name in sorted(os.listdir(rules_dir)):
        if name.endswith(".yaml"):
            with open(os.path.join(rules_dir, name), encoding="utf-8") as f:
                for line in f:
                    yield name, line


VERIFIED_RULE = re.compile(r"^  - \{cuda: ([A-Za-z_][A-Za-z0-9_]*), "
                           r"musa: ([A-Za-z_][A-Za-z0-9_]*), kind: [a-z-]+, "
                           r"status: verified,")
VERIFIED_HEADER_RULE = re.compile(r"^  - \{cuda: ([A-Za-z0-9_/.]+\.h), "
                                  r"musa: ([A-Za-z0-9_/.]+\.h), kind: header, "
                                  r"status: verified,")


def verified_rule_pairs(ref, in_use):
    """(cuda, musa, source) for the rules whose MUSA name code that builds
    against MUSA uses, where the rule generator found the pair from that use
    rather than from a table (MUBLASLT_EPILOGUE_DGELU: paddle_musa uses it,
    and it is the only CUDA name it can stand for). The rules are the one
    source of what musify writes: a name it writes that the SDK has must be
    in the model, or the port fails where the SDK's would build. Headers
    too: a verified header rule whose MUSA header that code includes
    (nccl.h -> mccl.h, torch_musa's MCCL.cpp)."""
    out = []
    for name, line in rule_lines(ref):
        m = VERIFIED_RULE.match(line) or VERIFIED_HEADER_RULE.match(line)
        if m and m.group(2) in in_use:
            out.append((m.group(1), m.group(2), f"rules/{name}"))
    return out


def dropped_argument_macros(ref):
    """{MUSA name: (parameters, arguments)} for the rules whose call template
    drops CUDA 13 arguments that MUSA's function, named from CUDA 11's
    headers, does not take (cuCtxCreate -> muCtxCreate($0, $2, $3)): the
    model's MUSA name takes the template's arguments and passes the CUDA
    function a null for each dropped one. The rules are the one source of
    the signature; the drift table (cuda-signature-drift.tsv) gives CUDA
    13's parameter count."""
    drift = {r["cuda_name"]: r for r in rows(ref, "cuda-signature-drift.tsv")}
    macros = {}
    for name, line in rule_lines(ref):
        m = DROPS_DEFAULTS.search(line)
        if not m and "call-drops-defaults: true" in line:
            sys.exit(f"{name}: a call-drops-defaults rule this script "
                     f"cannot read: {line.strip()[:120]}")
        if not m or m.group(1) not in drift:
            continue
        kept = [int(a.strip().lstrip("$")) for a in m.group(3).split(",")]
        params = ", ".join(f"a{i}" for i in kept)
        row = drift[m.group(1)]
        args = ", ".join(f"(a{i})" if i in kept else "0" for i in
                         range(parameter_count(row["new_type"])))
        macros[m.group(2)] = (params, args, row["new_function"])
    return macros


# The value macros whose MUSA value is a MUSA number, not the CUDA
# macro's: code written for MUSA compares them with MUSA numbers, so the
# CUDA value (13000) would take its MUSA branches wrongly. MUSART_VERSION:
# ggml-org/ggml src/ggml-cuda/common.cuh compares it with MUSART_HMASK
# 40300, "MUSA rc4.3, min. ver. for half2 -> uint mask comparisons" (MIT),
# the one value public code states; the model has those comparisons, so it
# stands for rc4.3 or later. How later SDKs number it is not known.
MUSA_NUMBERS = {"MUSART_VERSION": "40300"}

# CUDA's macros for features no MUSA code of the evidence uses, reserved
# names the poisoning leaves alone: undefined, so that a port that keeps
# one does not compile (its MU1001 says why). Thread block clusters: no
# row of torch_musa's or torchada's tables, no use in the harvested MUSA
# code.
NOT_ON_MUSA = {"__cluster_dims__": "thread block clusters"}
# Macros every compile against the model defines (model.json "defines":
# musify's --verify and the model's mcc read them there). Without cluster
# groups, for the same reason: MUSIFY_MODEL_NO_CLUSTERS turns off the
# parse's shim share/musify/cuda-shims/nvcc_cluster_groups.h. Without
# __NVCC__, which mcc does not define (a probe of mcc's predefined macros in
# sppark-musa's MUSA 5.2 notes shows __MUSACC__, __MUSA__, __MUSA_ARCH__,
# not __NVCC__): MUSIFY_MODEL_NO_NVCC turns off nvcc_compiler_macro.h.
MODEL_DEFINES = ["MUSIFY_MODEL_NO_CLUSTERS", "MUSIFY_MODEL_NO_NVCC"]


def define(musa, target, drops):
    """The #define of a MUSA name: a function-like one where its rule drops
    arguments (dropped_argument_macros) and the CUDA name stands for the
    function whose parameters the template was written for (CUDA 13's
    cuCtxCreate_v4; CUDA 12's cuCtxCreate is CUDA 11's already), else a
    plain rename."""
    if musa in drops and drops[musa][2] == target:
        params, args, _ = drops[musa]
        return f"#define {musa}({params}) {target}({args})"
    return f"#define {musa} {target}"


def reserved(name):
    return name.startswith("__") or re.match(r"^_[A-Z]", name) is not None


def main():
    ref, cuda, clang, out, shims = sys.argv[1:6]
    in_use = musa_names_in_use(ref)
    pairs = evidence_pairs(ref) + verified_rule_pairs(ref, in_use)
    drops = dropped_argument_macros(ref)

    # Headers: MUSA header -> CUDA header that exists here.
    headers = {}
    for c, m, _ in pairs:
        c, m = c.strip("<>\""), m.strip("<>\"")
        if not (c.endswith((".h", ".hpp", ".cuh")) and m != c):
            continue
        if m not in headers and cuda_header_path(cuda, c):
            headers[m] = c
    cuda_headers = sorted(set(headers.values()))
    # The CUDA libraries' headers no MUSA header stands for (nvrtc.h,
    # nccl.h): their names are CUDA's too, and a port may still reach them.
    unpaired = unpaired_library_headers(cuda, cuda_headers)

    flags = clang_flags(cuda, shims)
    idents, macros, values = preprocess(clang, flags,
                                        cuda_headers + unpaired)
    pairs += compiler_macro_pairs(ref, macros)
    all_musa = {m for _, m, _ in pairs if IDENT.match(m)} | in_use

    names = {}  # musa -> (cuda, source)
    for c, m, source in pairs:
        if not (IDENT.match(c) and IDENT.match(m)) or c == m:
            continue
        if c not in idents and c not in macros:
            continue  # not a name of these CUDA headers
        if m in idents or m in macros:
            continue  # CUDA declares it too; MUSA keeps it
        names.setdefault(m, (c, source))
    candidates = {c for c, _ in names.values()
                  if c not in all_musa and not reserved(c)}
    # The runtime and driver headers first: they declare most names.
    order = sorted(cuda_headers, key=lambda h: (h not in (
        "cuda_runtime.h", "cuda.h"), h))
    local = undeclared(clang, flags, order, candidates - macros)
    # A value macro (CUDA_VERSION 13000) is undefined, as it is on MUSA: a
    # test of it in #if is false there, not an error, and a use in code is
    # an undeclared identifier. Empty ones (include guards) and
    # function-like ones stay poisoned: re-reading a CUDA header after its
    # guard went away would redefine it.
    undefined = {c for c in candidates & macros if values.get(c)}
    # A CUDA library's name that the evidence gives no MUSA name for
    # (cudaGraphAddNode, CUctxCreateParams, nvrtcCreateProgram) is not known
    # to exist on MUSA: a port that keeps it is not proven to build, and
    # compiling it against CUDA's declaration would say it does. Poisoned
    # too, where a CUDA header declares it at namespace scope or defines it.
    paired = {c for c, _ in names.values()}
    host = host_library_names(clang)
    unknown = {n for n in idents | macros
               if ((API_NAME.match(n) and not reserved(n))
                   or RESERVED_API_NAME.match(n)) and n not in host
               and n not in paired and n not in all_musa and n not in names}
    unknown -= undeclared(clang, flags, order + unpaired, unknown - macros)
    # The include guards of CUDA's headers, reserved names among them
    # (__DRIVER_TYPES_H__): the prelude has read the headers, so a guard
    # tested in the port would be true where on MUSA, which does not define
    # it, the test is false and the code it guards is dropped (MU1001 says
    # so); and a guard musify renamed (__CUDA_RUNTIME_H__) is the MUSA
    # one's to test.
    guard_names = {g for g in guards(os.path.join(cuda, "include"))
                   if g in macros and g not in all_musa}
    poison = sorted((candidates - local - undefined) | unknown | guard_names)

    os.makedirs(os.path.join(out, "include"), exist_ok=True)
    generated = ("// Generated by scripts/musa-sdk-model.py from the CUDA "
                 "headers and rules/evidence; do not edit.\n#pragma once\n")
    # Not once: a host compiler reads it after each MUSA header (below),
    # and its #ifdef part must see the CUDA headers included since (a
    # musa_gl_interop.h before musa_runtime.h left __MUSA_RUNTIME_H__
    # undefined). After names.h's poisons only the once part is read.
    with open(os.path.join(out, "defines.h"), "w") as f:
        f.write(generated.replace("#pragma once\n", ""))
        f.write("#ifndef MUSIFY_MODEL_DEFINES_ONCE\n"
                "#define MUSIFY_MODEL_DEFINES_ONCE\n")
        for m in sorted(names):
            c, source = names[m]
            if c not in macros:
                f.write(f"{define(m, c, drops)} // {source}\n")
        f.write(device_builtins(in_use))
        f.write("#endif\n#ifndef MUSIFY_MODEL_NAMES_POISONED\n")
        for m in sorted(names):
            c, source = names[m]
            if c in undefined:
                target = MUSA_NUMBERS.get(m) or expanded(c, values, undefined)
                f.write(f"#ifdef {c}\n{define(m, target, drops)}\n#endif\n")
            elif c in macros:
                f.write(f"#ifdef {c}\n{define(m, c, drops)}\n#endif\n")
        f.write("#endif\n")
    # mcc's predefined macros, for the headers the prelude reads before
    # defines.h (MUTLASS's, which test __MUSACC__ to mark functions
    # __device__).
    predefined = predefined_macros(clang, flags)
    with open(os.path.join(out, "predefined.h"), "w") as f:
        f.write(generated)
        for m in sorted(names):
            c, _ = names[m]
            if c in predefined and c in macros and c not in undefined:
                f.write(f"#ifdef {c}\n#define {m} {c}\n#endif\n")
    with open(os.path.join(out, "names.h"), "w") as f:
        f.write(generated + '#include "defines.h"\n'
                '#define MUSIFY_MODEL_NAMES_POISONED\n')
        # Undefined after defines.h, whose MUSA macros hold their values.
        for c in sorted(undefined):
            f.write(f"#undef {c}\n")
        for c in sorted(NOT_ON_MUSA):
            f.write(f"#undef {c} // {NOT_ON_MUSA[c]}\n")
        for i in range(0, len(poison), 16):
            f.write("#pragma GCC poison " + " ".join(poison[i:i + 16]) + "\n")
    for m, c in headers.items():
        path = os.path.join(out, "include", m)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        up = "../" * (m.count("/") + 1)
        with open(path, "w") as f:
            f.write(f"// MUSA's {m}: stands for CUDA's {c}, which the "
                    "prelude of musify's --verify and of the model's mcc\n"
                    "// includes first; without one (a host compiler), it "
                    "is CUDA's header and the MUSA names.\n#pragma once\n"
                    "#ifndef MUSIFY_MODEL_PRELUDE_DONE\n"
                    f'#include <{c}>\n#include "{up}defines.h"\n#endif\n')
    for c in cuda_headers:
        musa = sorted(m for m, x in headers.items() if x == c)
        path = os.path.join(out, "include", c)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(f"// CUDA's {c}, named in migrated code: MUSA has "
                    f"{', '.join(musa)} instead.\n"
                    "#ifdef MUSIFY_MODEL_PRELUDE_DONE\n"
                    f"#error \"CUDA header '{c}' in migrated code; the MUSA "
                    f"SDK has {' or '.join(musa)}\"\n"
                    "#else\n"
                    f"#include_next <{c}>\n"
                    "#endif\n")
    libcudacxx = write_libcudacxx(out, cuda)
    with open(os.path.join(out, "model.json"), "w") as f:
        json.dump({"headers": {**headers, **libcudacxx}, "names": len(names),
                   "defines": MODEL_DEFINES,
                   "libcudacxxHeaders": len(libcudacxx),
                   "poisoned": len(poison), "undefined": len(undefined),
                   "unknownPoisoned": len(unknown),
                   "guardsPoisoned": len(guard_names),
                   "unpairedHeaders": unpaired,
                   "macros": len(macros),
                   "cudaHeaders": cuda_headers}, f, indent=1, sort_keys=True)
    print(f"musa-sdk-model: {len(headers)} MUSA headers, {len(names)} MUSA "
          f"names, {len(poison)} CUDA names poisoned ({len(unknown)} with "
          f"no known MUSA name), {len(undefined)} "
          f"CUDA value macros undefined -> {out}")


if __name__ == "__main__":
    main()
