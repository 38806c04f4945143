#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""Lays musify's MUSA SDK model (scripts/musa-sdk-model.py) out as the MUSA
SDK is installed, so that a port's own build can use it as MUSA_HOME
(docs/verify.md, "The model laid out as the SDK"):

  bin/mcc     the model's mcc (scripts/musa-sdk/mcc.py, with this machine's
              Clang, CUDA toolkit and arch table filled in)
  lib/        lib<musa>.so (and lib<musa>_static.a where a static target is
              known) for each row of scripts/musa-sdk/libraries.tsv: a GNU ld
              script, INPUT(<the CUDA library>), so that -l<musa> links the
              CUDA library the model stands on; where that library is CUDA's
              link stub and lacks functions the model's headers declare
              (the EGL, GL and VDPAU interop of the driver API: the stub
              has none), INPUT also names libmusify-model-<musa>-extra.so,
              which defines them (each returns CUDA_ERROR_NOT_SUPPORTED)
  cmake/      FindMUSA.cmake, FindMUSAToolkit.cmake, EnableMUSALanguage.cmake
              and the MUSA language's modules (scripts/musa-sdk/cmake), with
              the library table filled in
  sdk.json    the libraries, for musify's --verify (its link step)

Usage: musa-sdk-layout.py <scripts/musa-sdk> <cuda root> <clang++> <model>
                          <python3> <musify's cuda-shims dir>
"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cuda_version import nvcc_version_flags  # noqa: E402


def table(path):
    """Rows of a tab-separated file whose first uncommented line names the
    columns."""
    rows, head = [], None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if head is None:
                head = cells
                continue
            if len(cells) != len(head):
                sys.exit(f"{path}: a row has {len(cells)} columns, not "
                         f"{len(head)}: {line!r}")
            rows.append(dict(zip(head, cells)))
    return rows


def cuda_library(cuda, name, static):
    lib64 = os.path.join(cuda, "lib64")
    base = os.path.join(lib64, os.path.dirname(name),
                        "lib" + os.path.basename(name))
    if static and os.path.isfile(base + "_static.a"):
        return base + "_static.a", True
    return (base + ".so", False) if os.path.isfile(base + ".so") else (None,
                                                                       False)


DECLARED = re.compile(r"CUresult CUDAAPI (cu\w+)\s*\(")
DEFINED_AS = re.compile(r"^#define\s+cu\w+\s+(?:__CUDA_API_PT(DS|SZ)\()?(cu\w+)",
                        re.M)


def header_functions(cuda, headers):
    """The driver functions \p headers (CUDA's, below include/) declare, by
    the names objects refer to them by (cuGLCtxCreate_v2 for cuGLCtxCreate;
    a per-thread-stream variant too)."""
    names = set()
    for h in headers:
        with open(os.path.join(cuda, "include", h), encoding="latin-1") as f:
            text = f.read()
        names |= set(DECLARED.findall(text))
        for variant, name in DEFINED_AS.findall(text):
            names.add(name)
            if variant:
                names.add(f"{name}_pt{variant.lower()}")
    return names


def exported(nm, library):
    out = subprocess.run([nm, "-D", "--defined-only", library],
                         capture_output=True, text=True, check=True).stdout
    return {line.split()[-1] for line in out.splitlines() if line.strip()}


def write_extra(lib, musa, clang, names):
    """lib<...>-extra.so defining \p names, for the link step only."""
    source = os.path.join(lib, f"musify-model-{musa}-extra.c")
    with open(source, "w") as f:
        f.write("/* musify's MUSA SDK model: driver functions the CUDA link "
                "stub lacks. */\n")
        for n in sorted(names):
            f.write(f"int {n}(void) {{ return 801; }}\n")
    path = os.path.join(lib, f"libmusify-model-{musa}-extra.so")
    subprocess.run([clang, "-x", "c", "-shared", "-fPIC", "-w",
                    f"-Wl,-soname,{os.path.basename(path)}", "-o", path,
                    source], check=True)
    os.remove(source)
    return path


def write_libs(data, cuda, model, clang=None, headers=()):
    lib = os.path.join(model, "lib")
    os.makedirs(lib, exist_ok=True)
    libs = []
    for r in table(os.path.join(data, "libraries.tsv")):
        shared, _ = cuda_library(cuda, r["cuda"], False)
        if shared is None:
            continue  # no such CUDA library here: the model has none either
        entry = {"musa": r["musa"], "cuda": shared, "target": r["target"],
                 "static_target": r["static_target"]}
        inputs = shared
        nm = shutil.which(os.path.join(os.path.dirname(clang or ""),
                                       "llvm-nm")) or shutil.which("nm")
        if r["cuda"].startswith("stubs/") and clang and not nm:
            print("musa-sdk-layout: no llvm-nm or nm: the driver's interop "
                  "functions CUDA's stub lacks are not added", file=sys.stderr)
        elif r["cuda"].startswith("stubs/") and clang:
            missing = header_functions(cuda, headers) - exported(nm, shared)
            if missing:
                # By its name: ld looks for it beside the script, wherever
                # the model is installed.
                inputs += " " + os.path.basename(
                    write_extra(lib, r["musa"], clang, missing))
        with open(os.path.join(lib, f"lib{r['musa']}.so"), "w") as f:
            f.write(f"/* musify's MUSA SDK model: lib{r['musa']} is CUDA's "
                    f"{os.path.basename(shared)} */\nINPUT({inputs})\n")
        if r["static_target"] != "-":
            static, is_static = cuda_library(cuda, r["cuda"], True)
            extra = " -lpthread -ldl -lrt" if is_static else ""
            entry["static"] = static
            with open(os.path.join(lib, f"lib{r['musa']}_static.a"),
                      "w") as f:
                f.write(f"/* musify's MUSA SDK model: lib{r['musa']}_static "
                        f"is CUDA's {os.path.basename(static)}"
                        f"{'' if is_static else ' (no static one here)'} "
                        f"*/\nINPUT({static}{extra})\n")
        libs.append(entry)
    return libs


def write_cmake(data, model, libs):
    src, out = os.path.join(data, "cmake"), os.path.join(model, "cmake")
    os.makedirs(out, exist_ok=True)
    targets = []
    for e in libs:
        for kind in ("target", "static_target"):
            if e[kind] != "-":
                name = e["musa"] + ("_static" if kind == "static_target"
                                    else "")
                suffix = ".a" if kind == "static_target" else ".so"
                targets.append(f"  {e[kind]} lib{name}{suffix}")
    for name in sorted(os.listdir(src)):
        with open(os.path.join(src, name)) as f:
            text = f.read()
        text = text.replace("@MUSA_MODEL_TARGETS@", "\n".join(targets))
        with open(os.path.join(out, name), "w") as f:
            f.write(text)


def write_mcc(data, model, cuda, clang, python, shims, headers, defines):
    arches = [(r["offload_arch"], r["musa_arch"], r["cuda_arch"])
              for r in table(os.path.join(data, "arches.tsv"))]
    config = {"clang": clang, "cuda": cuda, "shims": shims,
              "arches": arches, "headers": headers,
              "defines": nvcc_version_flags(cuda) +
              [f"-D{d}" for d in defines]}
    with open(os.path.join(data, "mcc.py")) as f:
        text = f.read()
    text = text.replace("CONFIG = {}  # filled in by musa-sdk-layout.py",
                        "CONFIG = " + json.dumps(config, sort_keys=True))
    os.makedirs(os.path.join(model, "bin"), exist_ok=True)
    path = os.path.join(model, "bin", "mcc")
    with open(path, "w") as f:
        f.write(f"#!{python}\n" + text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP |
             stat.S_IXOTH)
    return arches


def main():
    data, cuda, clang, model, python, shims = sys.argv[1:7]
    with open(os.path.join(model, "model.json")) as f:
        described = json.load(f)
    headers, defines = described["headers"], described["defines"]
    for sub in ("lib", "cmake"):
        shutil.rmtree(os.path.join(model, sub), ignore_errors=True)
    driver = sorted(h for h in headers.values()
                    if re.fullmatch(r"cuda(EGL|GL|VDPAU|Profiler)?\.h", h))
    libs = write_libs(data, cuda, model, clang, driver)
    write_cmake(data, model, libs)
    arches = write_mcc(data, model, cuda, clang, python, shims, headers,
                       defines)
    with open(os.path.join(model, "sdk.json"), "w") as f:
        json.dump({"libraries": libs, "arches": arches, "cuda": cuda}, f, indent=1,
                  sort_keys=True)
    print(f"musa-sdk-layout: bin/mcc, {len(libs)} libraries, "
          f"{len(os.listdir(os.path.join(model, 'cmake')))} CMake modules "
          f"-> {model}")


if __name__ == "__main__":
    main()
